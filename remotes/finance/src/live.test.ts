// @vitest-environment node
/**
 * The finance family's live loaders against the real local stack (PGlite, migrated and seeded) through
 * the real supabase-js client, signed in as Sara, who owns both workflows: past the old caps (5,000
 * invoices, 500 reports), every figure equals SQL's count of the rows computed here, the tables page
 * on the server, the weekly report's headline agrees with the KPI row; other clients see nothing; a
 * change refreshes the dashboard.
 */
import { isServerRows, type PageQuery, type TableRows } from '@portal/dashboard-kit/live';
import { familyCases, useLiveStack } from '@portal/dashboard-kit-testing/live';
import { describe, expect, it } from 'vitest';
import remote from './dashboards.ts';
import { live as loadReportsLive, reportKpis, trend } from './financial-reports/data.ts';
import {
  ageing,
  collectionAfterReminders,
  invoiceKpis,
  issuedFigures,
  live as loadInvoicesLive,
  paidFigures,
  weeklyCollection,
} from './invoice-collection/data.ts';

const fixture = useLiveStack();
const { context: live } = fixture;
const DAY = 86_400_000;

/** A live table's page: the tables are read on the server. */
function serverPage<Row>(rows: TableRows<Row>, query: PageQuery) {
  if (!isServerRows(rows)) throw new Error('a live table pages on the server');
  return rows.page(query);
}

const dohaDay = (at: number) => new Date(at + 3 * 3_600_000).toISOString().slice(0, 10);

describe('the finance family past the old caps, live as its owner', () => {
  it('invoice collection: 5,600 invoices (the old cap read 5,000), every figure equal to SQL’s', async () => {
    const statuses = ['draft', 'sent', 'overdue', 'paid', 'cancelled'] as const;
    const now = Date.now();
    const ids = await fixture.insertAs(
      'sara',
      'invoices',
      Array.from({ length: 5600 }, (_, n) => {
        const i = n + 1;
        const status = statuses[i % 5] ?? 'sent';
        const issued = now - Math.floor(i / 28) * DAY; // 200 days back
        return {
          workflow_slug: 'invoice-collection',
          invoice_number: `VOL-${i}`,
          customer_name: `Customer ${i % 40}`,
          amount_qar: 100 + (i % 900) * 1.5,
          status,
          issued_on: dohaDay(issued),
          due_on: dohaDay(issued + (i % 60) * DAY),
          paid_at:
            status === 'paid'
              ? new Date(Math.min(now - 3_600_000, issued + (i % 40) * DAY)).toISOString()
              : null,
          reminders_sent: i % 5,
        };
      }),
    );
    try {
      const data = await loadInvoicesLive(live('sara', 'invoice-collection'));
      const sara = fixture.session('sara').userId;
      const midday = `(issued_on::text || 'T12:00:00+03:00')::timestamptz`;
      const issuedIn = (from: number, to: number) =>
        `${midday} >= $2::timestamptz - interval '${from} days' and ${midday} < $2::timestamptz - interval '${to} days'`;
      const paidIn = (from: number, to: number) =>
        `paid_at >= $2::timestamptz - interval '${from} days' and paid_at < $2::timestamptz - interval '${to} days'`;
      const today = `($2::timestamptz at time zone 'Asia/Qatar')::date`;
      const owed = "status in ('sent', 'overdue')";
      const wentOut = "status in ('sent', 'overdue', 'paid')";
      const [sql] = await fixture.query<Record<string, number>>(
        `select count(*) filter (where ${issuedIn(30, 0)} and status <> 'cancelled')::int as issued,
                count(*) filter (where ${issuedIn(60, 30)} and status <> 'cancelled')::int as issued_before,
                count(*) filter (where ${issuedIn(30, 0)} and ${wentOut})::int as sent,
                coalesce(sum(amount_qar) filter (where ${issuedIn(30, 0)} and ${wentOut}), 0)::float as invoiced,
                coalesce(sum(amount_qar) filter (where ${owed}), 0)::float as outstanding,
                count(*) filter (where ${owed} and due_on < ${today})::int as overdue,
                coalesce(sum(amount_qar) filter (where ${owed} and due_on < ${today}), 0)::float as overdue_qar,
                count(*) filter (where ${paidIn(30, 0)})::int as paid,
                count(*) filter (where ${paidIn(60, 30)})::int as paid_before,
                coalesce(sum(amount_qar) filter (where ${paidIn(30, 0)}), 0)::float as paid_qar,
                coalesce(sum(reminders_sent) filter (where ${issuedIn(180, 0)}), 0)::int as reminders,
                count(*) filter (where ${issuedIn(30, 0)})::int as period_invoices
         from public.invoices where user_id = $1 and workflow_slug = 'invoice-collection'`,
        [sara, data.asOf],
      );
      if (!sql) throw new Error('no SQL figures');
      const k = invoiceKpis(data);
      expect(k.issued.count).toBe(sql.issued);
      expect(k.issued.count).toBeGreaterThan(600);
      expect(k.issued.change).toBeCloseTo((sql.issued ?? 0) / (sql.issued_before ?? 0) - 1, 10);
      expect([k.sent, k.overdue, k.paid.count, k.remindersSent]).toEqual([
        sql.sent,
        sql.overdue,
        sql.paid,
        sql.reminders,
      ]);
      expect(k.paid.change).toBeCloseTo((sql.paid ?? 0) / (sql.paid_before ?? 0) - 1, 10);
      expect(k.outstandingQar).toBeCloseTo(sql.outstanding ?? -1, 2);
      expect(k.overdueQar).toBeCloseTo(sql.overdue_qar ?? -1, 2);
      expect(k.paidQar).toBeCloseTo(sql.paid_qar ?? -1, 2);
      expect(k.dso).toBeCloseTo(((sql.outstanding ?? 0) / (sql.invoiced ?? 1)) * 30, 8);
      // Owed by age since issue, the share paid after each reminder, the six weeks.
      const ages = await fixture.query<{ bucket: number; n: number; qar: number }>(
        `select width_bucket(${today} - issued_on, array[0, 31, 61, 91]) as bucket, count(*)::int as n,
                sum(amount_qar)::float as qar
         from public.invoices where user_id = $1 and workflow_slug = 'invoice-collection' and ${owed} group by 1`,
        [sara, data.asOf],
      );
      ageing(data).forEach((bucket, i) => {
        const row = ages.find((a) => a.bucket === i + 1);
        expect([bucket.count, Math.round(bucket.total * 100)]).toEqual([
          row?.n ?? 0,
          Math.round((row?.qar ?? 0) * 100),
        ]);
      });
      const steps = await fixture.query<{ steps: number; reached: number; converted: number }>(
        `select s as steps, count(*) filter (where reminders_sent >= s)::int as reached,
                count(*) filter (where status = 'paid' and reminders_sent = s)::int as converted
         from public.invoices, generate_series(0, 3) as s
         where user_id = $1 and workflow_slug = 'invoice-collection' and ${wentOut} and ${issuedIn(180, 0)}
         group by s order by s`,
        [sara, data.asOf],
      );
      expect(
        collectionAfterReminders(data).map(({ steps, reached, converted }) => ({
          steps,
          reached,
          converted,
        })),
      ).toEqual(steps);
      const weeks = await fixture.query<{ invoiced: number; paid: number }>(
        `select (select coalesce(sum(amount_qar), 0)::float from public.invoices
                 where user_id = $1 and workflow_slug = 'invoice-collection' and ${wentOut}
                   and ${midday} >= $2::timestamptz - (w + 1) * interval '7 days' and ${midday} < $2::timestamptz - w * interval '7 days') as invoiced,
                (select coalesce(sum(amount_qar), 0)::float from public.invoices
                 where user_id = $1 and workflow_slug = 'invoice-collection'
                   and paid_at >= $2::timestamptz - (w + 1) * interval '7 days' and paid_at < $2::timestamptz - w * interval '7 days') as paid
         from generate_series(5, 0, -1) as w`,
        [sara, data.asOf],
      );
      const charted = weeklyCollection(data);
      expect(charted.map((w) => [Math.round(w.invoiced * 100), Math.round(w.paid * 100)])).toEqual(
        weeks.map((w) => [Math.round(w.invoiced * 100), Math.round(w.paid * 100)]),
      );
      // The lists page on the server: the period's invoices, and the overdue ones the longest overdue first.
      expect((await serverPage(data.invoices, { offset: 0, limit: 25 })).count).toBe(sql.period_invoices);
      const overdue = await serverPage(data.overdue, { offset: 0, limit: 25 });
      expect(overdue.count).toBe(sql.overdue);
      const [oldest] = await fixture.query<{ due: string }>(
        `select min(due_on)::text as due from public.invoices
         where user_id = $1 and workflow_slug = 'invoice-collection' and ${owed} and due_on < ${today}`,
        [sara, data.asOf],
      );
      expect(overdue.rows[0]?.due_on).toBe(oldest?.due);
      // Omar owns no invoice workflow, and asking for Sara's invoices gets him nothing either (the
      // family's "others see nothing" case counts any list, and a week of no lines is still a week).
      for (const ctx of [
        live('omar', 'invoice-collection'),
        { ...live('omar', 'invoice-collection'), userId: sara },
      ]) {
        const omar = await loadInvoicesLive(ctx);
        const weeks = [...omar.invoicedWeeks, ...omar.paidWeeks].flatMap((w) => w.lines);
        expect([
          omar.issued.lines,
          omar.paid.lines,
          omar.ages,
          omar.due,
          omar.reminders.lines,
          weeks,
        ]).toEqual([[], [], [], [], [], []]);
        expect((await serverPage(omar.overdue, { offset: 0, limit: 5 })).count).toBe(0);
        expect((await serverPage(omar.invoices, { offset: 0, limit: 5 })).count).toBe(0);
      }
      // The weekly report and the KPI row, read for the same finished week: the invoices issued and the
      // amount collected agree (a cancelled invoice is in neither).
      const report = await fixture.lastWeekReport('sara');
      const headline = report.headline('invoice-collection');
      const weekEnd = report.weekEnd;
      const ctx = live('sara', 'invoice-collection');
      const week = invoiceKpis({
        ...data,
        issued: await issuedFigures(7).read(ctx, weekEnd),
        paid: await paidFigures(7).read(ctx, weekEnd),
      });
      expect(Math.round(week.paidQar * 100)).toBe(Math.round((headline.collected_qar ?? -1) * 100));
      expect(week.paidQar).toBeGreaterThan(0);
      expect(week.issued.count).toBe(headline.invoices);
    } finally {
      await fixture.removeRows('invoices', ids);
    }
  });

  it('financial reports: 600 reports (the old cap read 500), the latest statements and the counts as SQL reads them', async () => {
    const today = new Date();
    const month = (back: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
    const ids = await fixture.insertAs(
      'sara',
      'financial_reports',
      Array.from({ length: 300 }, (_, n) => n + 2).flatMap((back) =>
        (['profit_and_loss', 'cash_flow'] as const).map((type) => ({
          workflow_slug: 'financial-reports',
          title: `Volume ${type} ${back}`,
          report_type: type,
          period: 'monthly',
          period_start: month(back).toISOString().slice(0, 10),
          period_end: new Date(month(back - 1).getTime() - DAY).toISOString().slice(0, 10),
          revenue_qar: 500_000 + back * 1000,
          expenses_qar: 400_000 + (back % 7) * 5000,
          status: 'ready',
          generated_at: new Date(month(back - 1).getTime() + 2 * DAY).toISOString(),
        })),
      ),
    );
    try {
      const data = await loadReportsLive(live('sara', 'financial-reports'));
      const sara = fixture.session('sara').userId;
      const k = reportKpis(data);
      const latest = await fixture.query<{ month: string; revenue: number; expenses: number }>(
        `select distinct on (period_start) period_start::text as month, revenue_qar::float as revenue, expenses_qar::float as expenses
         from public.financial_reports
         where user_id = $1 and workflow_slug = 'financial-reports' and report_type = 'profit_and_loss'
           and period = 'monthly' and status = 'ready'
         order by period_start desc, generated_at desc nulls last limit 7`,
        [sara],
      );
      expect([k.month, k.revenue.value, k.expenses.value]).toEqual([
        latest[0]?.month,
        latest[0]?.revenue,
        latest[0]?.expenses,
      ]);
      expect(trend(data, 'profit_and_loss').map((m) => [m.month, m.revenue])).toEqual(
        latest
          .slice(0, 6)
          .reverse()
          .map((m) => [m.month, m.revenue]),
      );
      const ready = await fixture.countRows(
        'financial_reports',
        'sara',
        'financial-reports',
        "status = 'ready'",
      );
      expect(k.ready).toBe(ready);
      expect(k.ready).toBeGreaterThan(600);
      const page = await serverPage(data.reports, { offset: 0, limit: 25 });
      expect(page.count).toBe(await fixture.countRows('financial_reports', 'sara', 'financial-reports'));
      expect((page.rows[0]?.period_start ?? '') >= (page.rows[24]?.period_start ?? '')).toBe(true);
      const omar = await loadReportsLive({ ...live('omar', 'financial-reports'), userId: sara });
      expect([omar.ready, omar.statements]).toEqual([[], []]);
    } finally {
      await fixture.removeRows('financial_reports', ids);
    }
  });
});

familyCases(fixture, remote, {
  // Invoice collection's weeks are lists of (empty) weeks: its own test above checks it line by line.
  othersSeeNothing: ['financial-reports'],
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
