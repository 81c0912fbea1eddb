/**
 * Financial reports: the monthly profit and loss and cash flow statements the workflow generates from
 * the client's accounting export, with revenue, expenses and profit trends. Every figure comes from here.
 */
import { change, ratio } from '@portal/dashboard-kit/format';
import {
  enumColumns,
  loadSelection,
  type SelectedRow,
  selection,
  toNumber,
} from '@portal/dashboard-kit/live';

export const FINANCIAL_REPORTS = selection({
  financial_reports:
    'id title report_type period period_start period_end revenue_qar expenses_qar status generated_at',
});
export type ReportRow = SelectedRow<typeof FINANCIAL_REPORTS>;

export const { values, read } = enumColumns('financial_reports', {
  report_type: 'profit_and_loss',
  status: 'generating',
  period: 'monthly',
});
export type ReportType = ReturnType<typeof read.report_type>;

/** Live: the client's reports, the latest period first; at most 500, a year of statements and more. */
export const live = loadSelection('reports', FINANCIAL_REPORTS, { limit: 500, dateColumn: 'period_end' });
/** The reports as of the moment they were read, live or sample. */
export type FinancialReportsData = Awaited<ReturnType<typeof live>>;

/** How many months the trend charts show. */
export const TREND_MONTHS = 6;

export const revenueOf = (r: ReportRow) => toNumber(r.revenue_qar) ?? 0;
export const expensesOf = (r: ReportRow) => toNumber(r.expenses_qar) ?? 0;
/** Profit for a P&L statement, net cash flow for a cash flow statement. */
export const profitOf = (r: ReportRow) => revenueOf(r) - expensesOf(r);

/** Ready monthly statements of one type, oldest first (one per month: the latest generated wins). */
export function monthlyStatements(data: FinancialReportsData, type: ReportType): ReportRow[] {
  const byMonth = new Map<string, ReportRow>();
  for (const r of data.reports) {
    if (read.report_type(r) !== type || read.period(r) !== 'monthly' || read.status(r) !== 'ready') continue;
    const month = r.period_start.slice(0, 7);
    const kept = byMonth.get(month);
    if (!kept || (r.generated_at ?? '') > (kept.generated_at ?? '')) byMonth.set(month, r);
  }
  return [...byMonth.values()].sort((a, b) => a.period_start.localeCompare(b.period_start));
}

/** The latest month's profit and loss, each figure with its change against the month before. */
export function reportKpis(data: FinancialReportsData) {
  const pnl = monthlyStatements(data, 'profit_and_loss');
  const latest = pnl.at(-1);
  const before = pnl.at(-2);
  const figure = (value: (r: ReportRow) => number) => ({
    value: latest && value(latest),
    change: latest && before ? change(value(latest), value(before)) : undefined,
  });
  return {
    month: latest?.period_start,
    revenue: figure(revenueOf),
    expenses: figure(expensesOf),
    profit: figure(profitOf),
    margin: latest ? ratio(profitOf(latest), revenueOf(latest)) : undefined,
    ready: data.reports.filter((r) => read.status(r) === 'ready').length,
    generating: data.reports.filter((r) => read.status(r) === 'generating').length,
  };
}

/**
 * The last TREND_MONTHS monthly statements of a type, oldest first, with their margin. For a cash flow
 * statement, revenue is cash in, expenses cash out and profit the net cash flow (see `profitOf`).
 */
export const trend = (data: FinancialReportsData, type: ReportType) =>
  monthlyStatements(data, type)
    .slice(-TREND_MONTHS)
    .map((r) => ({
      month: r.period_start,
      revenue: revenueOf(r),
      expenses: expensesOf(r),
      profit: profitOf(r),
      margin: ratio(profitOf(r), revenueOf(r)),
    }));

/** Every report, the latest period first. */
export const reportsNewestFirst = (data: FinancialReportsData) =>
  [...data.reports].sort(
    (a, b) => b.period_start.localeCompare(a.period_start) || a.report_type.localeCompare(b.report_type),
  );
