/**
 * Every client's workflows with their badge (docs/product.md §4: active, paused, live), who set it and
 * when. Changing a badge here is an admin's edit: the database stamps who and when, and audits it.
 */
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormatters, useLocale } from '@portal/dashboard-kit/i18n';
import { lazy, Suspense, useState } from 'react';
import { WORKFLOW_STATUSES, type WorkflowStatus } from '../../../domain/workspace/data.ts';
import { LoadingOrFailed } from '../../../lib/screens/LoadFailed.tsx';
import { column, type PlainColumn, PlainTable } from '../../../lib/tables/PlainTable.tsx';
import { useSnackbar } from '../../../lib/toast/index.ts';
import { useServerState } from '../../../lib/useServerState.ts';
import { refusalOf } from './constraintMessages.ts';
import { useWorkflowManagerT } from './i18n/index.ts';
import { loadCatalogue, loadClientWorkflows, setClientWorkflowStatus } from './managerApi.ts';

// The intake dialog (keys, their secret once, alert settings) is fetched when an admin opens it.
const IntakeKeysDialog = lazy(() => import('./IntakeKeysDialog.tsx'));

export default function ClientWorkflowsTab() {
  const { t } = useWorkflowManagerT();
  const locale = useLocale();
  const f = useFormatters();
  const { enqueueSnackbar } = useSnackbar();
  const [search, setSearch] = useState('');
  const [intakeOf, setIntakeOf] = useState<{ userId: string; slug: string; title: string }>();
  const { state, retry, refetch } = useServerState(
    async (signal) => {
      const [rows, workflows] = await Promise.all([loadClientWorkflows(signal), loadCatalogue(signal)]);
      const names = new Map(workflows.map((w) => [w.slug, locale === 'ar' ? w.name_ar : w.name_en]));
      return rows.map((r) => ({ ...r, workflow: names.get(r.workflow_slug as never) ?? r.workflow_slug }));
    },
    [locale],
  );

  if (state.status !== 'ready')
    return <LoadingOrFailed state={state} message={t('loadFailed')} onRetry={retry} />;
  const needle = search.trim().toLocaleLowerCase();
  const rows = state.data.filter(
    (r) =>
      !needle || [r.client, r.company ?? '', r.workflow].some((v) => v.toLocaleLowerCase().includes(needle)),
  );

  type Row = (typeof rows)[number];
  const columns: PlainColumn<Row>[] = [
    column(
      t('clients.client'),
      (r) => (
        <>
          {r.client}
          {r.company && (
            <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
              {r.company}
            </Typography>
          )}
        </>
      ),
      { rowHeader: true },
    ),
    column(t('clients.workflow'), (r) => r.workflow),
    column(t('clients.status'), (r) => (
      <TextField
        select
        size="small"
        value={r.status}
        onChange={(e) => void change(r.id, e.target.value as WorkflowStatus)}
        slotProps={{
          select: {
            SelectDisplayProps: {
              'aria-label': t('clients.statusLabel', { workflow: r.workflow, client: r.client }),
            } as object,
          },
        }}
      >
        {WORKFLOW_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`statuses.${s}`)}
          </MenuItem>
        ))}
      </TextField>
    )),
    column(t('clients.changedBy'), (r) => r.changedBy ?? t('clients.system')),
    column(t('clients.changedAt'), (r) => f.dateTime(r.status_changed_at)),
    column(t('clients.intake'), (r) => (
      <Button
        size="small"
        variant="outlined"
        aria-label={t('clients.intakeLabel', { workflow: r.workflow, client: r.client })}
        onClick={() =>
          setIntakeOf({ userId: r.user_id, slug: r.workflow_slug, title: `${r.workflow} · ${r.client}` })
        }
      >
        {t('clients.intakeKeys')}
      </Button>
    )),
  ];

  async function change(id: string, status: WorkflowStatus) {
    const row = state.status === 'ready' ? state.data.find((r) => r.id === id) : undefined;
    if (!row) return;
    try {
      await setClientWorkflowStatus(id, status);
      // Reload: who and when are the database's stamp, not the browser's guess.
      refetch();
      enqueueSnackbar(
        t('clients.saved', { workflow: row.workflow, client: row.client, status: t(`statuses.${status}`) }),
        { variant: 'success' },
      );
    } catch (e) {
      enqueueSnackbar(t(`errors.${refusalOf(e).key}`), { variant: 'error' });
    }
  }

  return (
    <Stack spacing={2}>
      <TextField
        size="small"
        type="search"
        label={t('clients.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ maxWidth: 360 }}
      />
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('clients.empty')}</Typography>
      ) : (
        <PlainTable
          label={t('clients.heading')}
          testId="client-workflows-table"
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          rowData={(r) => ({ 'data-id': r.id, 'data-slug': r.workflow_slug })}
        />
      )}
      {intakeOf && (
        <Suspense fallback={null}>
          <IntakeKeysDialog
            workflow={intakeOf}
            title={intakeOf.title}
            onClose={() => setIntakeOf(undefined)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
