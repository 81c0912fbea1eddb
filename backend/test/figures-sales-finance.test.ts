/**
 * The sources of migration 20261130100000 (deals_pipeline, social_posts_scheduled, invoices_reminders):
 * 6,000 rows each over 60 days, past the sales and finance dashboards' old caps (2,000 deals and posts,
 * 5,000 invoices). Read through supabase-js as the client, their figures equal SQL counts of the rows
 * (facts written here, not taken from the registry); the weighted pipeline of every open deal read by
 * dashboard_ages equals SQL's sum of value × probability; the posts scheduled after "as of" are a
 * period ending a year later; another client gets nothing.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, type FiguresAccount } from './figures-accounts.ts';
import { expectedSql, type Figure, normalized } from './figures-expected.ts';
import { startTestStack, type TestStack, testEngines } from './harness.ts';

const AS_OF = '2026-11-20T10:17:23.456Z';
const ROWS = 6000;
/** Rows i = 1..ROWS every 864 s back from $2 (60 days), moment `t`. */
const series = `(select i, $2::timestamptz - i * interval '864 seconds' - interval '1 millisecond' as t
                 from generate_series(1, ${ROWS}) as i) s`;

const SEEDS = [
  `insert into public.deals (user_id, workflow_slug, title, customer_name, value_qar, stage, probability, closed_at, created_at)
   select $1, 'odoo-sales', 'Deal ' || i, 'Customer ' || i % 30, (i % 900) * 10.5, st, i % 101,
          case when st in ('won', 'lost') then t + (i % 20) * interval '1 day' end, t
   from ${series}, lateral (select (array['prospect','qualified','proposal','negotiation','won','lost'])[1 + i % 6] as st) x`,
  // Scheduled from 40 days before "as of" to 20 days after it.
  `insert into public.social_posts (user_id, workflow_slug, platform, content, status, scheduled_at, impressions, likes, comments, shares, created_at)
   select $1, 'social-media-content', (array['instagram','facebook','linkedin','x','tiktok'])[1 + i % 5], 'Post ' || i, st,
          case when i % 9 <> 0 then t + interval '20 days' end, i % 1000, i % 50, i % 7, i % 5, t
   from ${series}, lateral (select (array['draft','scheduled','published','failed'])[1 + i % 4] as st) x`,
  `insert into public.invoices (user_id, workflow_slug, invoice_number, customer_name, amount_qar, status, issued_on, due_on, paid_at, reminders_sent)
   select $1, 'invoice-collection', 'INV-' || i, 'Customer ' || i % 40, 100 + (i % 900) * 1.5, st,
          (t at time zone 'Asia/Qatar')::date, (t at time zone 'Asia/Qatar')::date + i % 60,
          case when st = 'paid' then t + (i % 40) * interval '1 day' end, i % 5
   from ${series}, lateral (select (array['draft','sent','overdue','paid','cancelled'])[1 + i % 5] as st) x`,
];

const midday = (day: string) => `(${day}::text || 'T12:00:00+03:00')::timestamptz`;
const FACTS = {
  deals_pipeline: {
    slug: 'odoo-sales',
    sql: `select created_at as at, stage as status, '' as kind, value_qar as value, value_qar * probability / 100.0 as score
          from public.deals where user_id = $1 and workflow_slug = $2`,
  },
  social_posts_scheduled: {
    slug: 'social-media-content',
    sql: `select scheduled_at as at, status, platform as kind, impressions as value, likes + comments + shares as score
          from public.social_posts where user_id = $1 and workflow_slug = $2 and scheduled_at is not null`,
  },
  invoices_reminders: {
    slug: 'invoice-collection',
    sql: `select ${midday('issued_on')} as at, status, reminders_sent::text as kind, amount_qar as value, reminders_sent as score
          from public.invoices where user_id = $1 and workflow_slug = $2`,
  },
} as const;
type Source = keyof typeof FACTS;

describe.each(testEngines())('the sales and finance figure sources on %s', (engine) => {
  let stack: TestStack;
  let sara: FiguresAccount;
  let omar: FiguresAccount;

  const rpc = async <T>(who: SupabaseClient, fn: string, args: Record<string, unknown>) => {
    const { data, error } = await who.rpc(fn, args);
    expect(error).toBeNull();
    return (data ?? []) as T[];
  };
  const figures = async (who: SupabaseClient, source: Source, userId: string, asOf = AS_OF, days = 30) =>
    normalized(
      await rpc<Figure>(who, 'dashboard_figures', {
        p_source: source,
        p_workflow_slug: FACTS[source].slug,
        p_as_of: asOf,
        p_days: days,
        p_user_id: userId,
      }),
    );
  const expected = async (source: Source, asOf = AS_OF, days = 30) =>
    normalized(
      (
        await stack.db.query<Figure>(expectedSql(FACTS[source].sql, days), [
          sara.id,
          FACTS[source].slug,
          asOf,
        ])
      ).rows,
    );

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    sara = await account(stack, 'sara');
    omar = await account(stack, 'omar');
    for (const seed of SEEDS) await stack.db.query(seed, [sara.id, AS_OF]);
    await sara.signIn();
    await omar.signIn();
  }, 600_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it.each(Object.keys(FACTS) as Source[])(
    '%s: both periods and the days equal SQL counts',
    async (source) => {
      const answer = await figures(sara.client, source, sara.id);
      expect(answer).toEqual(await expected(source));
      const current = answer.filter((f) => f.period === 'current').reduce((n, f) => n + f.rows, 0);
      expect(current).toBeGreaterThan(2000);
    },
  );

  it('the posts scheduled from "as of" on are the period ending a year later', async () => {
    const later = new Date(Date.parse(AS_OF) + 366 * 86_400_000).toISOString();
    const answer = await figures(sara.client, 'social_posts_scheduled', sara.id, later, 366);
    const ahead = answer.filter((f) => f.period === 'current').reduce((n, f) => n + f.rows, 0);
    const [sql] = (
      await stack.db.query<{ n: number }>(
        `select count(*)::int as n from public.social_posts
         where user_id = $1 and workflow_slug = 'social-media-content' and scheduled_at >= $2`,
        [sara.id, AS_OF],
      )
    ).rows;
    expect(ahead).toBe(sql?.n);
    // 20 of the 60 days, eight posts in nine scheduled.
    expect(ahead).toBeGreaterThan(1700);
  });

  it('the open pipeline and its weighted value of every open deal, from the day lines', async () => {
    const open = ['prospect', 'qualified', 'proposal', 'negotiation'];
    const ages = await rpc<{
      band: number;
      status: string;
      rows: number;
      value_sum: number;
      score_sum: number;
    }>(sara.client, 'dashboard_ages', {
      p_source: 'deals_pipeline',
      p_workflow_slug: 'odoo-sales',
      p_statuses: open,
      p_bounds: [],
      p_as_of: AS_OF,
      p_user_id: sara.id,
    });
    const sql = (
      await stack.db.query<{ status: string; rows: number; value: number; weighted: number }>(
        `select stage as status, count(*)::int as rows, sum(value_qar)::float as value,
                sum(value_qar * probability / 100.0)::float as weighted
         from public.deals where user_id = $1 and workflow_slug = 'odoo-sales' and stage = any ($2) group by 1`,
        [sara.id, open],
      )
    ).rows;
    expect(ages.map((a) => a.band)).toEqual(open.map(() => 0));
    for (const row of sql) {
      const line = ages.find((a) => a.status === row.status);
      expect(Number(line?.rows)).toBe(row.rows);
      expect(Number(line?.value_sum)).toBeCloseTo(row.value, 2);
      expect(Number(line?.score_sum)).toBeCloseTo(row.weighted, 2);
    }
    expect(sql.reduce((n, r) => n + r.rows, 0)).toBeGreaterThan(2000);
  });

  it('another client gets nothing of them', async () => {
    for (const source of Object.keys(FACTS) as Source[])
      expect(await figures(omar.client, source, sara.id)).toEqual([]);
  });
});
