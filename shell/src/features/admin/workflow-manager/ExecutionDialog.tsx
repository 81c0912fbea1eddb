/**
 * Where a workflow's runs go: the webhook of its engine (n8n-style) or, with no URL or switched off, the
 * labelled sandbox. Test connection calls the URL as typed through the product API (admins only) and
 * shows what the engine answered, before or after saving.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useFormatters } from '@portal/dashboard-kit/i18n';
import { type FormEvent, useState } from 'react';
import { ProductApiError } from '../../../lib/productApi.ts';
import { useBusyTask } from '../../../lib/useBusyTask.ts';
import { useWorkflowManagerT } from './i18n/index.ts';
import { ManagerDialog, useManagerSave } from './ManagerDialog.tsx';
import {
  type ConnectionReport,
  type ExecutionRow,
  saveExecutionSettings,
  testConnection,
} from './managerApi.ts';

interface Props {
  slug: string;
  name: string;
  settings: ExecutionRow | undefined;
  onClose: () => void;
  onSaved: (row: ExecutionRow) => void;
}

type Probe = { kind: 'report'; report: ConnectionReport } | { kind: 'message'; text: string };

export default function ExecutionDialog({ slug, name, settings, onClose, onSaved }: Props) {
  const { t } = useWorkflowManagerT();
  const f = useFormatters();
  const saving = useManagerSave();
  const [url, setUrl] = useState(settings?.execution_webhook_url ?? '');
  const [seconds, setSeconds] = useState(String((settings?.timeout_ms ?? 15000) / 1000));
  const [enabled, setEnabled] = useState(settings?.is_enabled ?? true);
  const [probe, setProbe] = useState<Probe>();
  const { busy: probing, run } = useBusyTask();
  const timeoutMs = Math.round(Number(seconds) * 1000);

  async function test() {
    if (!url.trim()) return setProbe({ kind: 'message', text: t('execution.testNoUrl') });
    setProbe(undefined);
    await run(
      async () => {
        setProbe({ kind: 'report', report: await testConnection(slug, url.trim(), timeoutMs) });
      },
      (e) => {
        const code = e instanceof ProductApiError ? e.code : '';
        const timeoutOk = timeoutMs >= 1000 && timeoutMs <= 120_000;
        const key =
          code === 'forbidden'
            ? 'forbidden'
            : code !== 'validation_failed'
              ? 'failed'
              : timeoutOk
                ? 'url'
                : 'timeout';
        setProbe({ kind: 'message', text: t(`errors.${key}`) });
      },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const row = {
      workflow_slug: slug,
      execution_webhook_url: url.trim() || null,
      timeout_ms: timeoutMs,
      is_enabled: enabled,
    };
    void saving.run({
      refused: Number.isFinite(timeoutMs)
        ? undefined
        : { fields: ['timeout_ms'], message: t('errors.timeout') },
      save: () => saveExecutionSettings(row),
      saved: t('execution.saved'),
      onSaved: () => onSaved({ ...row, updated_at: new Date().toISOString() }),
    });
  }

  return (
    <ManagerDialog
      titleId="execution-dialog-title"
      title={t('execution.dialogTitle', { name })}
      maxWidth="sm"
      saving={saving}
      onClose={onClose}
      onSubmit={submit}
    >
      <Stack spacing={2}>
        <TextField
          label={t('execution.url')}
          helperText={t('execution.urlHelp')}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={saving.bad('execution_webhook_url')}
          fullWidth
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url', name: 'execution_webhook_url' } }}
        />
        <TextField
          label={t('execution.timeoutSeconds')}
          value={seconds}
          onChange={(e) => setSeconds(e.target.value)}
          error={saving.bad('timeout_ms')}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', name: 'timeout_seconds' } }}
        />
        <FormControlLabel
          control={<Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />}
          label={t('execution.enable')}
        />
        <Box>
          <Button variant="outlined" onClick={test} disabled={probing}>
            {probing ? t('execution.testing') : t('execution.test')}
          </Button>
        </Box>
        {probe?.kind === 'message' && <Alert severity="warning">{probe.text}</Alert>}
        {probe?.kind === 'report' && (
          <Alert severity={probe.report.ok ? 'success' : 'error'} data-testid="connection-report">
            {probe.report.ok
              ? t('execution.testOk', {
                  status: probe.report.status,
                  duration: f.duration(probe.report.duration_ms),
                })
              : t('execution.testFailed')}
            {probe.report.error && (
              <Box component="p" lang="en" dir="ltr" sx={{ m: 0, mt: 0.5 }}>
                {probe.report.error}
              </Box>
            )}
            {probe.report.response && (
              <Box component="p" sx={{ m: 0, mt: 0.5 }}>
                {t('execution.answer')}:{' '}
                <Box component="code" lang="en" dir="ltr" sx={{ wordBreak: 'break-all' }}>
                  {probe.report.response}
                </Box>
              </Box>
            )}
          </Alert>
        )}
      </Stack>
    </ManagerDialog>
  );
}
