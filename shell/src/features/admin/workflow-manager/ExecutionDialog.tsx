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
import { useFormatters } from '@portal/shared/i18n';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '../../../lib/forms/FormDialog.tsx';
import { ProductApiError } from '../../../lib/productApi.ts';
import { refusalOf } from './constraintMessages.ts';
import { useWorkflowManagerT } from './i18n/index.ts';
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

export function ExecutionDialog({ slug, name, settings, onClose, onSaved }: Props) {
  const { t } = useWorkflowManagerT();
  const f = useFormatters();
  const { enqueueSnackbar } = useSnackbar();
  const [url, setUrl] = useState(settings?.execution_webhook_url ?? '');
  const [seconds, setSeconds] = useState(String((settings?.timeout_ms ?? 15000) / 1000));
  const [enabled, setEnabled] = useState(settings?.is_enabled ?? true);
  const [marked, setMarked] = useState<string[]>([]);
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [probe, setProbe] = useState<Probe>();
  const [probing, setProbing] = useState(false);
  const timeoutMs = Math.round(Number(seconds) * 1000);

  async function test() {
    if (!url.trim()) return setProbe({ kind: 'message', text: t('execution.testNoUrl') });
    setProbing(true);
    setProbe(undefined);
    try {
      setProbe({ kind: 'report', report: await testConnection(slug, url.trim(), timeoutMs) });
    } catch (e) {
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
    } finally {
      setProbing(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAlert(undefined);
    const row = {
      workflow_slug: slug,
      execution_webhook_url: url.trim() || null,
      timeout_ms: timeoutMs,
      is_enabled: enabled,
    };
    if (!Number.isFinite(timeoutMs)) {
      setMarked(['timeout_ms']);
      return setAlert(t('errors.timeout'));
    }
    setBusy(true);
    try {
      await saveExecutionSettings(row);
      enqueueSnackbar(t('execution.saved'), { variant: 'success' });
      onSaved({ ...row, updated_at: new Date().toISOString() });
    } catch (e) {
      const refusal = refusalOf(e);
      setMarked(refusal.fields);
      setAlert(t(`errors.${refusal.key}`));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      titleId="execution-dialog-title"
      title={t('execution.dialogTitle', { name })}
      maxWidth="sm"
      onClose={onClose}
      onSubmit={submit}
      dividers
      cancelLabel={t('cancel')}
      submitLabel={busy ? t('saving') : t('save')}
      submitDisabled={busy}
    >
      <Stack spacing={2}>
        <TextField
          label={t('execution.url')}
          helperText={t('execution.urlHelp')}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={marked.includes('execution_webhook_url')}
          fullWidth
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url', name: 'execution_webhook_url' } }}
        />
        <TextField
          label={t('execution.timeoutSeconds')}
          value={seconds}
          onChange={(e) => setSeconds(e.target.value)}
          error={marked.includes('timeout_ms')}
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
        {alert && (
          <Alert severity="error" role="alert">
            {alert}
          </Alert>
        )}
      </Stack>
    </FormDialog>
  );
}
