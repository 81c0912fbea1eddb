/**
 * Financial reports: the monthly profit and loss and cash flow statements the workflow generates from
 * the client's accounting export, with revenue, expenses and profit trends. Every figure comes from here.
 * Live, the trends read the latest ready monthly statements (a few a month: a short list), the count of
 * ready reports is SQL's (docs/architecture.md, "Dashboard figures") and every report pages on the server.
 */
import { financialReportsValues } from '@portal/contract/schema';
import { change, ratio } from '@portal/dashboard-kit/format';
import {
  agesOf,
  enumColumns,
  type Fact,
  listOf,
  liveDashboard,
  type SelectedRow,
  selection,
  tableOf,
  toNumber,
} from '@portal/dashboard-kit/live';

export const FINANCIAL_REPORTS = selection({
  financial_reports:
    'id title report_type period period_start period_end revenue_qar expenses_qar status generated_at',
});
export type ReportRow = SelectedRow<typeof FINANCIAL_REPORTS>;

export const { values, read } = enumColumns(financialReportsValues, {
  report_type: 'profit_and_loss',
  status: 'generating',
  period: 'monthly',
});
export type ReportType = ReturnType<typeof read.report_type>;

/** How many months the trend charts show. */
export const TREND_MONTHS = 6;
/**
 * The ready monthly statements read for the KPIs and trends, latest period first: the trend's months
 * and the one before, of both types, three times over for statements generated again.
 */
export const STATEMENTS = (TREND_MONTHS + 1) * 2 * 3;

/** A report as the `financial_reports` source counts it (by the moment it was generated). */
const reportFact = (r: ReportRow): Fact => ({
  at: r.generated_at,
  status: read.status(r),
  kind: read.report_type(r),
  value: revenueOf(r),
  score: expensesOf(r),
});
const sameRow = (r: ReportRow) => r;

/** The parts counted from rows (sample.ts counts its reports through them). */
export const parts = {
  /** Every ready report whatever its age, from the day lines. */
  ready: agesOf('financial_reports', reportFact, ['ready'], []),
};

/** Live: the latest ready statements, the count of ready reports and every report a page at a time. */
export const live = liveDashboard({
  ...parts,
  statements: listOf('financial_reports', FINANCIAL_REPORTS.columns, sameRow, {
    limit: STATEMENTS,
    dateColumn: 'period_start',
    match: { period: 'monthly', status: 'ready' },
  }),
  reports: tableOf('financial_reports', FINANCIAL_REPORTS.columns, sameRow, {
    sort: {
      type: 'report_type',
      month: 'period_start',
      revenue: 'revenue_qar',
      expenses: 'expenses_qar',
      status: 'status',
    },
    search: ['title'],
    order: { column: 'period_start' },
  }),
});
/** The reports as of the moment they were read, live or sample. */
export type FinancialReportsData = Awaited<ReturnType<typeof live>>;

export const revenueOf = (r: ReportRow) => toNumber(r.revenue_qar) ?? 0;
export const expensesOf = (r: ReportRow) => toNumber(r.expenses_qar) ?? 0;
/** Profit for a P&L statement, net cash flow for a cash flow statement. */
export const profitOf = (r: ReportRow) => revenueOf(r) - expensesOf(r);

/** Ready monthly statements of one type, oldest first (one per month: the latest generated wins). */
export function monthlyStatements(data: FinancialReportsData, type: ReportType): ReportRow[] {
  const byMonth = new Map<string, ReportRow>();
  for (const r of data.statements) {
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
    ready: data.ready.reduce((sum, line) => sum + line.rows, 0),
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
