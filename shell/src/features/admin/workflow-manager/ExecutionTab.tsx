/** Every workflow's execution settings: its engine's webhook or the sandbox, timeout, on or off. */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useFormatters, useLocale } from '@portal/shared/i18n';
import { useState } from 'react';
import { LoadFailed } from '../../../lib/screens/LoadFailed.tsx';
import { PageLoader } from '../../../lib/screens/PageLoader.tsx';
import { useServerState } from '../../../lib/useServerState.ts';
import { ExecutionDialog } from './ExecutionDialog.tsx';
import { useWorkflowManagerT } from './i18n/index.ts';
import { loadCatalogue, loadExecutionSettings } from './managerApi.ts';

export function ExecutionTab() {
  const { t } = useWorkflowManagerT();
  const locale = useLocale();
  const f = useFormatters();
  const { state, retry, setData } = useServerState(async (signal) => {
    const [workflows, settings] = await Promise.all([loadCatalogue(signal), loadExecutionSettings(signal)]);
    return { workflows, settings: new Map(settings.map((s) => [s.workflow_slug, s])) };
  }, []);
  const [editing, setEditing] = useState<string>();

  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'error') return <LoadFailed message={t('loadFailed')} onRetry={retry} />;
  const { workflows, settings } = state.data;
  const nameOf = (slug: string) => {
    const w = workflows.find((x) => x.slug === slug);
    return (locale === 'ar' ? w?.name_ar : w?.name_en) ?? slug;
  };

  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={t('execution.heading')} data-testid="execution-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('execution.workflow')}</TableCell>
              <TableCell>{t('execution.engine')}</TableCell>
              <TableCell>{t('execution.timeout')}</TableCell>
              <TableCell>{t('execution.enabled')}</TableCell>
              <TableCell>{t('execution.updated')}</TableCell>
              <TableCell>{t('execution.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {workflows.map((w) => {
              const s = settings.get(w.slug);
              const webhook = Boolean(s?.execution_webhook_url);
              const name = nameOf(w.slug);
              return (
                <TableRow key={w.slug} data-slug={w.slug}>
                  <TableCell component="th" scope="row">
                    {name}
                  </TableCell>
                  <TableCell>
                    {webhook ? (
                      <span lang="en" dir="ltr" style={{ wordBreak: 'break-all' }}>
                        {s?.execution_webhook_url}
                      </span>
                    ) : (
                      <Chip size="small" variant="outlined" label={t('execution.sandbox')} />
                    )}
                  </TableCell>
                  <TableCell>{f.duration(s?.timeout_ms ?? 15000)}</TableCell>
                  <TableCell>{!s || s.is_enabled ? t('execution.on') : t('execution.off')}</TableCell>
                  <TableCell>{s ? f.dateTime(s.updated_at) : f.missing}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      onClick={() => setEditing(w.slug)}
                      aria-label={t('editLabel', { name })}
                    >
                      {t('edit')}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {editing && (
        <ExecutionDialog
          slug={editing}
          name={nameOf(editing)}
          settings={settings.get(editing)}
          onClose={() => setEditing(undefined)}
          onSaved={(row) => {
            setData((d) => ({ ...d, settings: new Map(d.settings).set(row.workflow_slug, row) }));
            setEditing(undefined);
          }}
        />
      )}
    </>
  );
}
