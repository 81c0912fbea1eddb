import { type DataColumn, DataTable, statusPreset, useTableColumns } from '@portal/shared/ui';
import { useSalesTranslation } from '../i18n/index.ts';
import { DEAL_STAGES, type Deal, STAGE_TONE } from './data.ts';

type DealColumn = 'created' | 'expectedClose' | 'value';

export interface DealsTableProps {
  deals: readonly Deal[];
  title: string;
  emptyMessage: string;
  /** A column id (highest or newest first) or a column and a direction. */
  initialSort: DealColumn | { columnId: DealColumn; direction: 'asc' | 'desc' };
}

export function DealsTable({ deals, ...table }: DealsTableProps) {
  const columns = useTableColumns(useSalesTranslation, ({ t, ui, f, col }): DataColumn<Deal>[] => [
    col.contact<Deal>('ref', t('columns.reference'), (d) => d.ref),
    col.text<Deal>('title', t('columns.opportunity'), (d) => d.title),
    col.text<Deal>('customer', ui('columns.customer'), (d) => d.customer),
    col.status<Deal, Deal['stage']>(
      'stage',
      t('columns.stage'),
      (d) => d.stage,
      statusPreset(DEAL_STAGES, STAGE_TONE, (s) => t(`enums.dealStage.${s}`)),
    ),
    col.qar<Deal>('value', t('columns.value'), (d) => d.value),
    col.percent<Deal>('probability', t('columns.probability'), (d) => d.probability / 100, {
      render: (d) => f.percent(d.probability / 100, 0),
    }),
    // A calendar date: compare and show it as that day in Doha, whatever the viewer's zone.
    col.text<Deal>('expectedClose', t('columns.expectedClose'), (d) => d.expectedClose, {
      render: (d) => (d.expectedClose ? f.date(`${d.expectedClose}T12:00:00+03:00`) : f.missing),
      nowrap: true,
    }),
    col.date<Deal>('created', ui('columns.created'), (d) => d.createdAt, {
      render: (d) => f.date(d.createdAt),
    }),
  ]);
  return <DataTable {...table} rows={deals} columns={columns} />;
}
