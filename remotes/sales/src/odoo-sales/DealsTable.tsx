import type { TableRows } from '@portal/dashboard-kit/live';
import { DataTable, statusPreset, useTableColumns } from '@portal/dashboard-kit/ui';
import { useSalesTranslation } from '../i18n/index.ts';
import { type DealRow, dealValue, read, values } from './data.ts';

type DealColumn = 'created' | 'expectedClose' | 'value';

export interface DealsTableProps {
  /** The deals in the browser (a sample, the short "closing soon" list) or paged on the server. */
  deals: TableRows<DealRow>;
  title: string;
  emptyMessage: string;
  /** A column id (highest or newest first) or a column and a direction. */
  initialSort: DealColumn | { columnId: DealColumn; direction: 'asc' | 'desc' };
}

const TONES = {
  prospect: 'neutral',
  qualified: 'info',
  proposal: 'primary',
  negotiation: 'warning',
  won: 'success',
  lost: 'error',
} as const;

export function DealsTable({ deals, ...table }: DealsTableProps) {
  const columns = useTableColumns(useSalesTranslation, ({ t, ui, f, col }) => [
    col.contact<DealRow>('ref', t('columns.reference'), (d) => d.external_ref),
    col.text<DealRow>('title', t('columns.opportunity'), (d) => d.title),
    col.text<DealRow>('customer', ui('columns.customer'), (d) => d.customer_name),
    col.status(
      'stage',
      t('columns.stage'),
      read.stage,
      statusPreset(values.stage, TONES, (s) => t(`enums.dealStage.${s}`)),
    ),
    col.qar<DealRow>('value', t('columns.value'), dealValue),
    col.percent<DealRow>('probability', t('columns.probability'), (d) => d.probability / 100, {
      render: (d) => f.percent(d.probability / 100, 0),
    }),
    // A calendar date: compare and show it as that day in Doha, whatever the viewer's zone.
    col.text<DealRow>('expectedClose', t('columns.expectedClose'), (d) => d.expected_close_on, {
      render: (d) => (d.expected_close_on ? f.date(`${d.expected_close_on}T12:00:00+03:00`) : f.missing),
      nowrap: true,
    }),
    col.date<DealRow>('created', ui('columns.created'), (d) => d.created_at, {
      render: (d) => f.date(d.created_at),
    }),
  ]);
  return <DataTable {...table} rows={deals} columns={columns} />;
}
