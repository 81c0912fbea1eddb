import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { catalogueEntry, catalogueInOrder, isWorkflowSlug } from '@portal/contract';
import { RUN_STATUS_TONE, RUN_STATUSES } from '@portal/dashboard-kit/entities';
import { useFormatters, useLocale } from '@portal/dashboard-kit/i18n';
import { type DataColumn, DataTable, StatusChip, useColumns } from '@portal/dashboard-kit/ui';
import { useMemo } from 'react';
import { watchTables } from '../../../domain/realtime.ts';
import { LoadingOrFailed } from '../../../lib/screens/LoadFailed.tsx';
import { useSearchParamsUpdate } from '../../../lib/useSearchParamsUpdate.ts';
import { useServerState } from '../../../lib/useServerState.ts';
import { FilterSelect, filterOptions } from '../audit/FilterFields.tsx';
import { useAdminT } from '../i18n/index.ts';
import { loadPeople, personName } from '../requests/requestsApi.ts';
import { RUN_PERIODS, type RunFilters, runFiltersFrom } from './runFilters.ts';
import { type AdminRun, loadRuns, RUNS_LIMIT } from './runsApi.ts';

export default function RunsTab() {
  const { t } = useAdminT();
  const f = useFormatters();
  const col = useColumns();
  const locale = useLocale();
  const [params, updateParams] = useSearchParamsUpdate();
  const filters = runFiltersFrom(params);
  const set = (key: keyof RunFilters) => (value: string) => updateParams({ [key]: value }, { replace: true });
  const people = useServerState(loadPeople, []);
  const directory = people.state.status === 'ready' ? people.state.data : new Map();
  const { state, retry } = useServerState(
    (signal) => loadRuns(filters, signal),
    [filters.client, filters.workflow, filters.status, filters.period],
    { subscribe: (refetch) => watchTables(['workflow_runs'], refetch) },
  );
  const workflowName = (slug: string) => (isWorkflowSlug(slug) ? catalogueEntry(slug).name[locale] : slug);

  const columns = useMemo<DataColumn<AdminRun>[]>(
    () => [
      col.date('started', t('runs.started'), (run) => run.created_at),
      { id: 'client', header: t('runs.client'), value: (run) => personName(directory, run.user_id) },
      {
        id: 'company',
        header: t('queue.company'),
        value: (run) => directory.get(run.user_id)?.company ?? null,
      },
      { id: 'workflow', header: t('queue.workflow'), value: (run) => workflowName(run.workflow_slug) },
      {
        id: 'status',
        header: t('queue.status'),
        value: (run) => t(`runs.status.${run.status}`),
        render: (run) => (
          <StatusChip tone={RUN_STATUS_TONE[run.status]} label={t(`runs.status.${run.status}`)} />
        ),
      },
      {
        id: 'executor',
        header: t('runs.executor'),
        value: (run) => t(`runs.executors.${run.executor}`),
      },
      col.duration('duration', t('runs.duration'), (run) => run.duration_ms),
      { id: 'error', header: t('runs.error'), value: (run) => run.error },
    ],
    [t, col, directory, locale],
  );

  const clients = [...directory.values()].map((person) => person.id as string);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-end' }}>
        <FilterSelect
          label={t('runs.client')}
          value={filters.client}
          onChange={set('client')}
          options={filterOptions(t('runs.anyClient'), clients, (id) => personName(directory, id))}
        />
        <FilterSelect
          label={t('queue.workflow')}
          value={filters.workflow}
          onChange={set('workflow')}
          options={filterOptions(
            t('runs.anyWorkflow'),
            catalogueInOrder().map((w) => w.slug),
            workflowName,
          )}
        />
        <FilterSelect
          label={t('queue.status')}
          value={filters.status}
          onChange={set('status')}
          options={filterOptions(t('runs.anyStatus'), RUN_STATUSES, (s) => t(`runs.status.${s}`))}
        />
        <FilterSelect
          label={t('runs.period')}
          value={filters.period}
          onChange={set('period')}
          options={filterOptions(t('runs.anyTime'), RUN_PERIODS, (p) => t(`runs.periods.${p}`))}
        />
      </Stack>
      <LoadingOrFailed state={state} message={t('loadFailed')} onRetry={retry} />
      {state.status === 'ready' && (
        <>
          <Typography color="text.secondary" data-testid="runs-total">
            {state.data.total > RUNS_LIMIT
              ? t('runs.limited', { count: RUNS_LIMIT, total: f.number(state.data.total) })
              : t('runs.total', { count: state.data.total })}
          </Typography>
          <DataTable
            title={t('runs.title')}
            rows={state.data.rows}
            columns={columns}
            getRowId={(run) => run.id}
            emptyMessage={t('runs.empty')}
            exportFileName="workflow-runs"
          />
        </>
      )}
    </Stack>
  );
}
