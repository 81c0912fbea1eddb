import { fixtureTable, rowsLike } from '@portal/dashboard-kit-testing';
import { describe, expect, it } from 'vitest';
import { monthlyStatements, type ReportRow, reportKpis, trend } from './data.ts';
import { reportsDataOf, buildFinancialReportsSample as sample } from './sample.ts';

const asOf = '2026-04-05T00:00:00Z';
const report = rowsLike('r', sample('en', new Date(asOf)).reports as ReportRow[]);
const columns = 'period_start period report_type status generated_at revenue_qar expenses_qar';

const data = reportsDataOf(
  fixtureTable(report, columns, [
    ['2026-01-01', 'monthly', 'profit_and_loss', 'ready', '2026-01-28T09:00Z', 100_000, 80_000],
    ['2026-02-01', 'monthly', 'profit_and_loss', 'ready', '2026-02-28T09:00Z', '120000.00' as never, 90_000],
    // Regenerated later with corrected figures: the later one counts.
    ['2026-03-01', 'monthly', 'profit_and_loss', 'ready', '2026-04-02T09:00Z', 90_000, 99_000],
    ['2026-03-01', 'monthly', 'profit_and_loss', 'ready', '2026-04-03T09:00Z', 150_000, 60_000],
    ['2026-04-01', 'monthly', 'profit_and_loss', 'generating', null, 100_000, 80_000],
    ['2026-03-01', 'monthly', 'cash_flow', 'ready', '2026-03-28T09:00Z', 140_000, 70_000],
    ['2026-01-01', 'quarterly', 'profit_and_loss', 'ready', '2026-04-01T09:00Z', 300_000, 240_000],
  ]),
  asOf,
);

describe('financial report figures', () => {
  it('keeps one ready monthly statement per month, the latest generated', () => {
    expect(monthlyStatements(data, 'profit_and_loss').map((r) => r.period_start)).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
  });

  it('gives the latest month’s revenue, expenses, profit and margin against the month before', () => {
    const k = reportKpis(data);
    expect(k.month).toBe('2026-03-01');
    expect([k.revenue.value, k.expenses.value, k.profit.value]).toEqual([150_000, 60_000, 90_000]);
    expect(k.revenue.change).toBeCloseTo(0.25);
    expect(k.expenses.change).toBeCloseTo(-1 / 3);
    expect(k.profit.change).toBeCloseTo(2);
    expect(k.margin).toBeCloseTo(0.6);
    expect(k.ready).toBe(6);
  });

  it('draws the profit and cash trends from the statements of each type', () => {
    expect(trend(data, 'profit_and_loss').map((m) => m.profit)).toEqual([20_000, 30_000, 90_000]);
    const cash = { month: '2026-03-01', revenue: 140_000, expenses: 70_000, profit: 70_000, margin: 0.5 };
    expect(trend(data, 'cash_flow')).toEqual([cash]);
  });

  it('has no figures before the first statement', () => {
    expect(reportKpis(reportsDataOf([], data.asOf))).toMatchObject({
      revenue: { value: undefined, change: undefined },
      margin: undefined,
    });
  });
});
