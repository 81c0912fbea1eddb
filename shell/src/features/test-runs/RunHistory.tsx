import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RUN_STATUSES } from '@portal/dashboard-kit/entities';
import { useFormatters } from '@portal/dashboard-kit/i18n';
import { useState } from 'react';
import { SelectInput } from '../../lib/forms/SelectInput.tsx';
import { TextInput } from '../../lib/forms/TextInput.tsx';
import { LoadFailed } from '../../lib/screens/LoadFailed.tsx';
import { column, type PlainColumn, PlainTable, RowButton } from '../../lib/tables/PlainTable.tsx';
import { useServerState } from '../../lib/useServerState.ts';
import { useTestRunsT } from './i18n/index.ts';
import { RunStatusChip, SandboxChip } from './RunStatusChip.tsx';
import { HISTORY_PAGE_SIZE, listRuns, type Person, type Run, type RunFilters } from './runsApi.ts';

interface RunHistoryProps {
  workflows: { slug: string; label: string }[];
  nameOf: (slug: string) => string;
  /** Changes when a run of this user changed (realtime), so the list reloads in place. */
  version: number;
  onView: (run: Run) => void;
  onRerun: (run: Run) => void;
  /** An admin's page: every client's runs, with a client filter and who started each run. */
  people?: Person[];
}

export function RunHistory({ workflows, nameOf, version, onView, onRerun, people }: RunHistoryProps) {
  const { t } = useTestRunsT();
  const f = useFormatters();
  const [filters, setFilters] = useState<RunFilters>({
    workflow: '',
    client: '',
    status: '',
    from: '',
    to: '',
    page: 1,
  });
  const personName = (id: string | null | undefined) =>
    (id && people?.find((p) => p.id === id)?.name) || f.missing;
  const clients = people?.filter((p) => p.role !== 'admin') ?? [];
  const { state, retry } = useServerState((signal) => listRuns(filters, signal), [filters, version]);
  const set = (patch: Partial<RunFilters>) => setFilters((current) => ({ ...current, ...patch, page: 1 }));

  const page = state.status === 'ready' ? state.data : undefined;
  const pages = page ? Math.max(1, Math.ceil(page.total / HISTORY_PAGE_SIZE)) : 1;

  /** What the row's buttons say to a screen reader: the run's workflow and start. */
  const named = (run: Run) => ({ workflow: nameOf(run.workflow_slug), date: f.dateTime(run.created_at) });
  const columns: PlainColumn<Run>[] = [
    ...(people ? [column<Run>(t('admin.client'), (run) => <bdi>{personName(run.user_id)}</bdi>)] : []),
    column(t('history.workflow'), (run) => nameOf(run.workflow_slug)),
    column(t('history.status'), (run) => <RunStatusChip status={run.status} />),
    column(t('history.executor'), (run) => (run.executor === 'sandbox' ? <SandboxChip /> : t('run.engine'))),
    column(t('history.started'), (run) => f.dateTime(run.created_at)),
    ...(people
      ? [
          column<Run>(t('admin.startedBy'), (run) =>
            run.executor === 'engine' ? (
              t('admin.engine')
            ) : (
              // A portal run recorded before starters were (seeded rows) was its owner's own.
              <bdi>{personName(run.started_by ?? run.user_id)}</bdi>
            ),
          ),
        ]
      : []),
    column(t('history.duration'), (run) =>
      run.duration_ms === null ? f.missing : f.duration(run.duration_ms),
    ),
    column(
      t('history.actions'),
      (run) => (
        <>
          <RowButton
            label={t('history.view')}
            accessibleLabel={t('history.viewLabel', named(run))}
            onClick={() => onView(run)}
          />
          <RowButton
            label={t('history.rerun')}
            accessibleLabel={t('history.rerunLabel', named(run))}
            onClick={() => onRerun(run)}
          />
        </>
      ),
      { nowrap: true },
    ),
  ];

  return (
    <Stack spacing={2} component="section" aria-labelledby="history-heading">
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography id="history-heading" variant="h6" component="h2">
          {people ? t('admin.historyHeading') : t('history.heading')}
        </Typography>
        {page && (
          <Typography variant="body2" color="text.secondary" data-testid="history-total">
            {t('history.total', { count: page.total })}
          </Typography>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {people && (
          <SelectInput
            size="small"
            label={t('admin.client')}
            value={filters.client ?? ''}
            onChange={(client) => set({ client })}
            options={[
              { value: '', label: t('admin.allClients') },
              ...clients.map((c) => ({ value: c.id, label: c.name })),
            ]}
          />
        )}
        <SelectInput
          size="small"
          label={t('history.workflow')}
          value={filters.workflow ?? ''}
          onChange={(workflow) => set({ workflow })}
          options={[
            { value: '', label: t('history.allWorkflows') },
            ...workflows.map((w) => ({ value: w.slug, label: w.label })),
          ]}
        />
        <SelectInput
          size="small"
          label={t('history.status')}
          value={filters.status ?? ''}
          onChange={(status) => set({ status: status as RunFilters['status'] })}
          options={[
            { value: '', label: t('history.allStatuses') },
            ...RUN_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
        />
        {(['from', 'to'] as const).map((bound) => (
          <TextInput
            key={bound}
            size="small"
            type="date"
            label={t(`history.${bound}`)}
            value={filters[bound] ?? ''}
            onChange={(e) => set({ [bound]: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
      </Stack>
      {state.status === 'error' && <LoadFailed message={t('history.loadFailed')} onRetry={retry} />}
      {page && page.data.length === 0 && <Typography color="text.secondary">{t('history.empty')}</Typography>}
      {page && page.data.length > 0 && (
        <PlainTable
          labelledBy="history-heading"
          testId="run-history"
          columns={columns}
          rows={page.data}
          rowKey={(run) => run.id}
          rowData={(run) => ({ 'data-run-id': run.id })}
        />
      )}
      {page && pages > 1 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
          <Button
            size="small"
            disabled={filters.page <= 1}
            onClick={() => setFilters((c) => ({ ...c, page: c.page - 1 }))}
          >
            {t('history.previous')}
          </Button>
          <Typography variant="body2">{t('history.page', { page: filters.page, pages })}</Typography>
          <Button
            size="small"
            disabled={filters.page >= pages}
            onClick={() => setFilters((c) => ({ ...c, page: c.page + 1 }))}
          >
            {t('history.next')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
