/**
 * The audit log as sentences: who (a name, or the system) did what (in the reader's language: the
 * workflow by its catalogue name, statuses and roles by their labels) to whom (the client concerned),
 * when (Doha time, per locale); the recorded change itself sits behind a disclosure, and the CSV keeps
 * the raw rows.
 */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { catalogueEntry, isWorkflowSlug } from '@portal/contract';
import { isolate, useFormatters, useLocale } from '@portal/dashboard-kit/i18n';
import { isOneOf } from '@portal/dashboard-kit/live';
import { type DataColumn, DataTable, useColumns } from '@portal/dashboard-kit/ui';
import { useMemo, useState } from 'react';
import { LoadingOrFailed } from '../../../lib/screens/LoadFailed.tsx';
import { useServerState } from '../../../lib/useServerState.ts';
import { useAdminT } from '../i18n/index.ts';
import { type ClientSummary, loadPeople, personName } from '../requests/requestsApi.ts';
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
import { type DescribedEntry, describeEntry } from './describeEntry.ts';
import { DateFilter, FilterSelect, filterOptions } from './FilterFields.tsx';

const WORKFLOW_STATUSES = ['active', 'paused', 'live'] as const;
const REQUEST_STATUSES = [
  'pending',
  'in_review',
  'approved',
  'denied',
  'rejected',
  'expired',
  'completed',
  'cancelled',
] as const;

const isAudited = (table: string): table is (typeof AUDITED_TABLES)[number] =>
  (AUDITED_TABLES as readonly string[]).includes(table);

/** The recorded change, for the disclosure: what changed, then both rows as they were stored. */
function RecordedChange({ entry }: { entry: AuditEntry }) {
  const { t } = useAdminT();
  return (
    <Box component="details" sx={{ '& summary': { cursor: 'pointer', color: 'primary.main' } }}>
      <summary>{t('audit.showChange')}</summary>
      <Box
        component="pre"
        dir="ltr"
        lang="en"
        tabIndex={0}
        sx={{ m: 0, mt: 1, p: 1, maxWidth: 480, overflowX: 'auto', fontSize: 12, bgcolor: 'action.hover' }}
      >
        {[
          `${entry.action} ${entry.table_name} ${entry.record_id ?? ''}`,
          describeChanges(entry),
          entry.old_data ? `${t('audit.before')}: ${JSON.stringify(entry.old_data, null, 2)}` : '',
          entry.new_data ? `${t('audit.after')}: ${JSON.stringify(entry.new_data, null, 2)}` : '',
        ]
          .filter(Boolean)
          .join('\n')}
      </Box>
    </Box>
  );
}

export default function AuditTab() {
  const { t } = useAdminT();
  const f = useFormatters();
  const col = useColumns();
  const locale = useLocale();
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const set = (key: keyof AuditFilters) => (value: string) =>
    setFilters((current) => ({ ...current, [key]: value }));
  const people = useServerState(loadPeople, []);
  const directory: Map<string, ClientSummary> =
    people.state.status === 'ready' ? people.state.data : new Map();
  const { state, retry } = useServerState(
    (signal) => loadAudit(filters, signal),
    [filters.actor, filters.action, filters.table, filters.from, filters.to],
  );
  const actorName = (e: AuditEntry) => (e.actor_id ? personName(directory, e.actor_id) : t('audit.system'));

  const sentence = useMemo(() => {
    const workflowName = (d: DescribedEntry) =>
      d.workflow?.slug && isWorkflowSlug(d.workflow.slug)
        ? catalogueEntry(d.workflow.slug).name[locale]
        : (d.workflow?.name ?? d.workflow?.slug ?? f.missing);
    const statusLabel = (value: string | undefined) => {
      if (!value) return f.missing;
      if (isOneOf(WORKFLOW_STATUSES, value)) return t(`audit.workflowStatuses.${value}`);
      if (isOneOf(REQUEST_STATUSES, value)) return t(`status.${value}`);
      return value;
    };
    const roleLabel = (value: string | undefined) =>
      value === 'admin' || value === 'client' ? t(`audit.roles.${value}`) : (value ?? f.missing);
    return (e: AuditEntry): string => {
      const d = describeEntry(e);
      const workflow = isolate(workflowName(d));
      switch (d.event) {
        case 'decided':
          return t('audit.events.decided', {
            kind: t(`audit.requestKinds.${d.kind ?? 'access'}`),
            workflow,
            from: statusLabel(d.from),
            to: statusLabel(d.to),
          });
        case 'workflowStatus':
          return t('audit.events.workflowStatus', {
            workflow,
            from: statusLabel(d.from),
            to: statusLabel(d.to),
          });
        case 'role':
          return t('audit.events.role', { from: roleLabel(d.from), to: roleLabel(d.to) });
        case 'keyCreated':
        case 'keyRevoked':
        case 'keyRemoved':
          return t(`audit.events.${d.event}`, { workflow, label: isolate(d.label ?? f.missing) });
        case 'other':
          return t('audit.events.other', {
            action: t(`audit.actions.${e.action}`),
            table: isAudited(e.table_name) ? t(`audit.tables.${e.table_name}`) : e.table_name,
          });
        default:
          return t(`audit.events.${d.event}`, { workflow });
      }
    };
  }, [t, f, locale]);

  const whom = (e: AuditEntry): string | null => {
    const d = describeEntry(e);
    if (d.subjectId) return personName(directory, d.subjectId);
    return d.subjectEmail ?? null;
  };

  const columns = useMemo<DataColumn<AuditEntry>[]>(
    () => [
      col.date('when', t('audit.when'), (e) => e.occurred_at),
      { id: 'actor', header: t('audit.actor'), value: actorName },
      { id: 'what', header: t('audit.what'), value: sentence },
      { id: 'whom', header: t('audit.whom'), value: whom },
      {
        id: 'change',
        header: t('audit.change'),
        value: describeChanges,
        exportable: false,
        sortable: false,
        render: (e) => <RecordedChange entry={e} />,
      },
    ],
    [t, col, directory, sentence],
  );
  const exportColumns = useMemo<DataColumn<AuditEntry>[]>(
    () => [
      ...columns.filter((c) => c.id !== 'change'),
      { id: 'table', header: t('audit.table'), value: (e) => e.table_name },
      { id: 'record', header: t('audit.record'), value: (e) => e.record_id },
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
          options={filterOptions(t('audit.anyTable'), AUDITED_TABLES, (table) => t(`audit.tables.${table}`))}
        />
        <DateFilter label={t('audit.from')} value={filters.from} onChange={set('from')} />
        <DateFilter label={t('audit.to')} value={filters.to} onChange={set('to')} />
      </Stack>
      <LoadingOrFailed state={state} message={t('loadFailed')} onRetry={retry} />
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
