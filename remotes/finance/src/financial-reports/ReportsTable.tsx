import type { TableRows } from '@portal/dashboard-kit/live';
import { type DataColumn, familyTable, statusPreset, useTableColumns } from '@portal/dashboard-kit/ui';
import { useFinanceTranslation } from '../i18n/index.ts';
import { expensesOf, profitOf, type ReportRow, read, revenueOf, values } from './data.ts';

/** The dashboard's one table, titled `reports.tables.reports`. */
const ReportList = familyTable<'reports', 'reports.'>(useFinanceTranslation, 'reports.');

/** Every report with its figures; a ready report downloads as a CSV statement. */
export function ReportsTable({ rows }: { rows: TableRows<ReportRow> }) {
  const columns = useTableColumns(useFinanceTranslation, ({ t, ui, f, col }): DataColumn<ReportRow>[] => {
    const tones = { generating: 'info', ready: 'success', failed: 'error' } as const;
    const status = statusPreset(values.status, tones, (s) => t(`values.reportStatus.${s}`));
    /** "Profit and loss, Oct 2026": the report's name in the page's language, whatever its stored title. */
    const name = (r: ReportRow) =>
      t('reports.name', {
        type: t(`values.reportType.${read.report_type(r)}`),
        month: f.monthYear(r.period_start),
      });
    const isCash = (r: ReportRow) => read.report_type(r) === 'cash_flow';
    const statement = (r: ReportRow) => [
      [t('reports.columns.report'), name(r)],
      [t('reports.columns.from'), r.period_start],
      [t('reports.columns.to'), r.period_end],
      [t(isCash(r) ? 'reports.series.cashIn' : 'reports.series.revenue'), revenueOf(r)],
      [t(isCash(r) ? 'reports.series.cashOut' : 'reports.series.expenses'), expensesOf(r)],
      [t(isCash(r) ? 'reports.series.net' : 'reports.series.profit'), profitOf(r)],
    ];
    return [
      col.text('report', t('reports.columns.report'), name),
      col.label('type', t('reports.columns.type'), read.report_type, (v) => t(`values.reportType.${v}`)),
      col.date('month', t('reports.columns.month'), (r) => r.period_start, {
        render: (r) => f.monthYear(r.period_start),
      }),
      col.qar('revenue', t('reports.columns.inflow'), revenueOf),
      col.qar('expenses', t('reports.columns.outflow'), expensesOf),
      col.qar('profit', t('reports.columns.net'), profitOf),
      col.status('status', ui('columns.status'), read.status, status),
      col.download('download', t('reports.columns.download'), {
        label: t('reports.download'),
        header: [t('reports.columns.item'), t('reports.columns.value')],
        file: (r) => (read.status(r) === 'ready' ? { name: name(r), rows: statement(r) } : null),
      }),
    ];
  });
  return <ReportList name="reports" rows={rows} columns={columns} initialSort="month" />;
}
