// @vitest-environment node
/**
 * The finance family's live loaders against the real local stack (PGlite, migrated and seeded) through
 * the real supabase-js client, signed in as Sara, who owns both workflows: each dashboard's figures
 * equal those of the same rows read by the superuser (no RLS), the headline amounts equal SQL sums;
 * other clients see nothing; a change refreshes the dashboard.
 */
import { familyCases, ownerLoads, useLiveStack } from '@portal/dashboard-kit-testing/live';
import { describe, expect, it } from 'vitest';
import remote from './dashboards.ts';
import { FINANCIAL_REPORTS, type FinancialReportsData, reportKpis, trend } from './financial-reports/data.ts';
import {
  ageing,
  collectionAfterReminders,
  HISTORY_DAYS,
  INVOICES,
  type InvoiceData,
  invoiceKpis,
} from './invoice-collection/data.ts';

const fixture = useLiveStack();
const asOwner = ownerLoads(fixture, remote);

describe('the finance family, live as its owner', () => {
  it('invoice collection: Sara’s invoices, owed and aged as the superuser computes them', async () => {
    const owner = await asOwner<InvoiceData>('sara', 'invoice-collection', {
      invoices: {
        from: INVOICES,
        where: (_, asOf) =>
          `issued_on >= (timestamptz '${asOf}' - interval '${HISTORY_DAYS} days')::date or status in ('sent', 'overdue')`,
      },
    });
    const { data } = owner;
    owner.expectSame(invoiceKpis, ageing, collectionAfterReminders);
    const kpis = invoiceKpis(data);
    const [sql] = await owner.read.sql<{ outstanding: number; old: number; overdue: number }>(
      `select coalesce(sum(amount_qar) filter (where status in ('sent', 'overdue')), 0)::float as outstanding,
              count(*) filter (where status in ('sent', 'overdue')
                and issued_on < (timestamptz '${data.asOf}' at time zone 'Asia/Qatar')::date - 90)::int as old,
              count(*) filter (where status in ('sent', 'overdue')
                and due_on < (timestamptz '${data.asOf}' at time zone 'Asia/Qatar')::date)::int as overdue
       from public.invoices where user_id = $1 and workflow_slug = $2`,
    );
    expect(kpis.outstandingQar).toBeCloseTo(sql?.outstanding ?? -1, 2);
    expect(kpis.overdue).toBe(sql?.overdue);
    expect(ageing(data).at(-1)?.count).toBe(sql?.old);
    expect(kpis.outstandingQar).toBeGreaterThan(0);
    expect(kpis.dso).toBeGreaterThan(0);
  });

  it('financial reports: Sara’s statements and their trend, as the superuser reads them', async () => {
    const owner = await asOwner<FinancialReportsData>('sara', 'financial-reports', {
      reports: FINANCIAL_REPORTS,
    });
    const { data } = owner;
    owner.expectSame(reportKpis);
    const kpis = reportKpis(data);
    const [sql] = await owner.read.sql<{ month: string; revenue: number; expenses: number }>(
      `select period_start::text as month, revenue_qar::float as revenue, expenses_qar::float as expenses
       from public.financial_reports where user_id = $1 and workflow_slug = $2
         and report_type = 'profit_and_loss' and status = 'ready' order by period_start desc limit 1`,
    );
    expect([kpis.month, kpis.revenue.value, kpis.expenses.value]).toEqual([
      sql?.month,
      sql?.revenue,
      sql?.expenses,
    ]);
    expect(trend(data, 'profit_and_loss')).toHaveLength(6);
  });
});

familyCases(fixture, remote, {
  othersSeeNothing: ['invoice-collection', 'financial-reports'],
  reloads: [
    'sara',
    'invoice-collection',
    {
      into: 'invoices',
      row: (attempt) => ({
        invoice_number: `WATCH-${attempt}-${Date.now()}`,
        customer_name: 'Probe',
        amount_qar: 100,
        due_on: '2099-01-01',
      }),
    },
  ],
});
