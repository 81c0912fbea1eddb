import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormatters } from '@portal/dashboard-kit/i18n';
import { type DataColumn, DataTable } from '@portal/dashboard-kit/ui';
import { useMemo, useState } from 'react';
import { LoadFailed } from '../../../lib/screens/LoadFailed.tsx';
import { PageLoader } from '../../../lib/screens/PageLoader.tsx';
import { useServerState } from '../../../lib/useServerState.ts';
import { useAdminT } from '../i18n/index.ts';
import { loadPeople, personName } from '../requests/requestsApi.ts';
import {
  AUDIT_ACTIONS,
  AUDIT_LIMIT,
  AUDITED_TABLES,
  type AuditEntry,
  type AuditFilters,
  loadAudit,
  NO_FILTERS,
} from './auditApi.ts';
import { describeChanges } from './describeChanges.ts';
import { DateFilter, FilterSelect, filterOptions } from './FilterFields.tsx';

export default function AuditTab() {
  const { t } = useAdminT();
  const f = useFormatters();
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const set = (key: keyof AuditFilters) => (value: string) =>
    setFilters((current) => ({ ...current, [key]: value }));
  const people = useServerState(loadPeople, []);
  const directory = people.state.status === 'ready' ? people.state.data : new Map();
  const { state, retry } = useServerState(
    (signal) => loadAudit(filters, signal),
    [filters.actor, filters.action, filters.table, filters.from, filters.to],
  );
  const actorName = (e: AuditEntry) => (e.actor_id ? personName(directory, e.actor_id) : t('audit.system'));

  const columns = useMemo<DataColumn<AuditEntry>[]>(
    () => [
      {
        id: 'when',
        header: t('audit.when'),
        value: (e) => new Date(e.occurred_at),
        render: (e) => f.dateTime(e.occurred_at),
        nowrap: true,
      },
      { id: 'actor', header: t('audit.actor'), value: actorName },
      { id: 'action', header: t('audit.action'), value: (e) => t(`audit.actions.${e.action}`) },
      { id: 'table', header: t('audit.table'), value: (e) => e.table_name },
      { id: 'record', header: t('audit.record'), value: (e) => e.record_id },
      { id: 'changes', header: t('audit.after'), value: describeChanges, exportable: false },
    ],
    [t, f, directory],
  );
  const exportColumns = useMemo<DataColumn<AuditEntry>[]>(
    () => [
      ...columns.filter((c) => c.id !== 'changes'),
      {
        id: 'before',
        header: t('audit.before'),
        value: (e) => (e.old_data ? JSON.stringify(e.old_data) : null),
      },
      {
        id: 'after',
        header: t('audit.after'),
        value: (e) => (e.new_data ? JSON.stringify(e.new_data) : null),
      },
    ],
    [columns, t],
  );
  const actors = filterOptions(t('audit.anyActor'), ['system', ...directory.keys()], (id) =>
    id === 'system' ? t('audit.system') : personName(directory, id),
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-end' }}>
        <FilterSelect
          label={t('audit.actor')}
          value={filters.actor}
          onChange={set('actor')}
          options={actors}
        />
        <FilterSelect
          label={t('audit.action')}
          value={filters.action}
          onChange={set('action')}
          options={filterOptions(t('audit.anyAction'), AUDIT_ACTIONS, (a) => t(`audit.actions.${a}`))}
        />
        <FilterSelect
          label={t('audit.table')}
          value={filters.table}
          onChange={set('table')}
          options={filterOptions(t('audit.anyTable'), AUDITED_TABLES)}
        />
        <DateFilter label={t('audit.from')} value={filters.from} onChange={set('from')} />
        <DateFilter label={t('audit.to')} value={filters.to} onChange={set('to')} />
      </Stack>
      {state.status === 'loading' && <PageLoader />}
      {state.status === 'error' && <LoadFailed message={t('loadFailed')} onRetry={retry} />}
      {state.status === 'ready' && (
        <>
          {state.data.length === AUDIT_LIMIT && (
            <Typography color="text.secondary">{t('audit.limited', { count: AUDIT_LIMIT })}</Typography>
          )}
          <DataTable
            title={t('audit.title')}
            rows={state.data}
            columns={columns}
            exportColumns={exportColumns}
            getRowId={(e) => String(e.id)}
            emptyMessage={t('audit.empty')}
            exportFileName="audit-log"
          />
        </>
      )}
    </Stack>
  );
}
