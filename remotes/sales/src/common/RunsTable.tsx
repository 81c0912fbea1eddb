import { useFormatters } from '@portal/shared/i18n';
import { type DataColumn, DataTable, StatusChip } from '@portal/shared/ui';
import { useMemo } from 'react';
import { useSalesTranslation } from '../i18n/index.ts';
import { type AutomationRun, RUN_STATUS_TONE, RUN_STATUSES } from './runs.ts';

export interface RunsTableProps {
  runs: readonly AutomationRun[];
  title: string;
  emptyMessage: string;
}

/** The automation's runs, newest first: when, outcome, what it found, and why it failed. */
export function RunsTable({ runs, title, emptyMessage }: RunsTableProps) {
  const { t } = useSalesTranslation();
  const f = useFormatters();
  const columns = useMemo<DataColumn<AutomationRun>[]>(
    () => [
      {
        id: 'started',
        header: t('columns.started'),
        value: (r) => new Date(r.startedAt ?? r.createdAt),
        render: (r) => f.dateTime(r.startedAt ?? r.createdAt),
        nowrap: true,
      },
      {
        id: 'status',
        header: t('columns.status'),
        value: (r) => RUN_STATUSES.indexOf(r.status),
        searchText: (r) => t(`enums.runStatus.${r.status}`),
        csv: (r) => t(`enums.runStatus.${r.status}`),
        render: (r) => (
          <StatusChip label={t(`enums.runStatus.${r.status}`)} tone={RUN_STATUS_TONE[r.status]} />
        ),
      },
      {
        id: 'source',
        header: t('columns.source'),
        value: (r) => (r.source ? t(`enums.leadSource.${r.source}`) : null),
      },
      { id: 'found', header: t('columns.leadsFound'), value: (r) => r.leadsFound, align: 'end' },
      { id: 'qualified', header: t('columns.qualified'), value: (r) => r.qualified, align: 'end' },
      {
        id: 'duration',
        header: t('columns.duration'),
        value: (r) => r.durationMs,
        render: (r) => (r.durationMs === null ? f.missing : f.duration(r.durationMs)),
        align: 'end',
      },
      { id: 'error', header: t('columns.error'), value: (r) => r.error, sortable: false },
    ],
    [t, f],
  );
  return (
    <DataTable
      title={title}
      rows={runs}
      columns={columns}
      getRowId={(r) => r.id}
      initialSort={{ columnId: 'started', direction: 'desc' }}
      emptyMessage={emptyMessage}
    />
  );
}
