import { useUiTranslation } from '../../i18n/index.ts';
import { DataTable } from '../../ui/DataTable.tsx';
import { useEnumLabels } from '../../ui/enumLabels.ts';
import type { DataColumn } from '../../ui/table-logic.ts';
import { useTableColumns } from '../../ui/useViewKit.ts';
import { RUN_STATUS_TONE, RUN_STATUSES, type WorkflowRun } from './runs.ts';

export interface RunsTableProps<Run extends WorkflowRun> {
  runs: readonly Run[];
  title: string;
  emptyMessage: string;
  /** What this workflow's runs produce (leads found, emails sent…), shown after the status. */
  extraColumns?: readonly DataColumn<Run>[];
}

/** A workflow's runs, newest first: when, outcome, the workflow's own figures, duration, error. */
const NO_COLUMNS: readonly never[] = [];

export function RunsTable<Run extends WorkflowRun>({
  runs,
  title,
  emptyMessage,
  extraColumns = NO_COLUMNS,
}: RunsTableProps<Run>) {
  const labels = useEnumLabels();
  const columns = useTableColumns(
    useUiTranslation,
    ({ t, col }): DataColumn<Run>[] => [
      col.date<Run>('started', t('columns.started'), (r) => r.startedAt ?? r.createdAt),
      col.status<Run, Run['status']>('status', t('columns.status'), (r) => r.status, {
        order: RUN_STATUSES,
        tones: RUN_STATUS_TONE,
        label: labels.runStatus,
      }),
      ...extraColumns,
      col.duration<Run>('duration', t('columns.duration'), (r) => r.durationMs),
      col.text<Run>('error', t('columns.error'), (r) => r.error, { sortable: false }),
    ],
    [labels, extraColumns],
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
