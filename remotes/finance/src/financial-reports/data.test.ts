import { describe, expect, it } from 'vitest';
import type { FinancialReportsData, ReportRow } from './data.ts';
import { monthlyStatements, reportKpis, trend } from './data.ts';

let n = 0;
const report = (month: string, over: Partial<ReportRow> = {}): ReportRow => ({
  id: `r${++n}`,
  title: 'Report',
  report_type: 'profit_and_loss',
  period: 'monthly',
  period_start: `${month}-01`,
  period_end: `${month}-28`,
  revenue_qar: 100_000,
  expenses_qar: 80_000,
  status: 'ready',
  generated_at: `${month}-28T09:00:00Z`,
  ...over,
});

const data: FinancialReportsData = {
  asOf: '2026-04-05T00:00:00Z',
  reports: [
    report('2026-01'),
    report('2026-02', { revenue_qar: '120000.00' as never, expenses_qar: 90_000 }),
    // Regenerated later with corrected figures: the later one counts.
    report('2026-03', { revenue_qar: 90_000, expenses_qar: 99_000, generated_at: '2026-04-02T09:00:00Z' }),
    report('2026-03', { revenue_qar: 150_000, expenses_qar: 60_000, generated_at: '2026-04-03T09:00:00Z' }),
    report('2026-04', { status: 'generating', generated_at: null }),
    report('2026-03', { report_type: 'cash_flow', revenue_qar: 140_000, expenses_qar: 70_000 }),
    report('2026-Q1', { period: 'quarterly' }),
  ],
};

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
    expect([k.ready, k.generating]).toEqual([6, 1]);
  });

  it('draws the profit and cash trends from the statements of each type', () => {
    expect(trend(data, 'profit_and_loss').map((m) => m.profit)).toEqual([20_000, 30_000, 90_000]);
    const cash = { month: '2026-03-01', revenue: 140_000, expenses: 70_000, profit: 70_000, margin: 0.5 };
    expect(trend(data, 'cash_flow')).toEqual([cash]);
  });

  it('has no figures before the first statement', () => {
    expect(reportKpis({ reports: [], asOf: data.asOf })).toMatchObject({
      revenue: { value: undefined, change: undefined },
      margin: undefined,
    });
  });
});
