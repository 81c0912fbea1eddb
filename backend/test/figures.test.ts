/**
 * Dashboard figures computed where the rows are (migration 20261129200000_dashboard_figures.sql):
 * public.dashboard_figures, called through supabase-js as the signed-in client, gives exactly what SQL
 * counts of the rows give, past every old loader cap (2,000 leads, 5,000 invoices, the messages of a
 * period), at Doha-day boundaries, after updates and deletes, and nothing of another client's.
 * The expected figures are computed from the tables with SQL of their own (figures-expected.ts; Asia/Qatar days).
 * Every other source: figures-sources.test.ts; two writers at once: figures-concurrency.test.ts.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, connect, type FiguresAccount } from './figures-accounts.ts';
import { expectedSql, FACTS, type Figure, normalized } from './figures-expected.ts';
import { startTestStack, type TestStack, testEngines } from './harness.ts';

/** A moment in the middle of a Doha day, and one at Doha midnight: periods cut days, or do not. */
const AS_OF_MIDDAY = '2026-11-20T10:17:23.456Z';
const AS_OF_MIDNIGHT = '2026-11-20T21:00:00.000Z';

describe.each(testEngines())('dashboard figures on %s', (engine) => {
  let stack: TestStack;
  let sara: FiguresAccount;
  let omar: FiguresAccount;

  const figures = async (who: SupabaseClient, source: string, slug: string, asOf: string, userId: string) => {
    const { data, error } = await who.rpc('dashboard_figures', {
      p_source: source,
      p_workflow_slug: slug,
      p_as_of: asOf,
      p_user_id: userId,
    });
    expect(error).toBeNull();
    return normalized((data ?? []) as Figure[]);
  };

  const expected = async (source: string, slug: string, asOf: string, userId: string) => {
    const { rows } = await stack.db.query<Figure>(expectedSql(FACTS[source] as string), [userId, slug, asOf]);
    return normalized(rows);
  };

  const expectExact = async (source: string, slug: string) => {
    for (const asOf of [AS_OF_MIDDAY, AS_OF_MIDNIGHT]) {
      const answer = await figures(sara.client, source, slug, asOf, sara.id);
      expect(answer).toEqual(await expected(source, slug, asOf, sara.id));
    }
  };

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    sara = await account(stack, 'sara');
    omar = await account(stack, 'omar');
    for (const slug of ['lead-generation', 'whatsapp-chatbot', 'invoice-collection'])
      await stack.db.query(`insert into public.client_workflows (user_id, workflow_slug) values ($1, $2)`, [
        sara.id,
        slug,
      ]);
    // 5,000 leads in the 30 days before AS_OF_MIDDAY (old cap: 2,000 over 60 days), 3,000 in the 30 before,
    // and rows on every boundary: the ends of both periods, to the millisecond.
    await stack.db.query(
      `insert into public.leads (user_id, workflow_slug, full_name, source, status, score, estimated_value_qar, created_at)
       select $1, 'lead-generation', 'Lead ' || i,
              (array['website','whatsapp','linkedin','google_maps','referral'])[1 + i % 5],
              (array['new','contacted','qualified','proposal','won','lost'])[1 + i % 6],
              i % 101, case when i % 7 = 0 then null else (i % 50) * 100.25 end,
              $2::timestamptz - (i * interval '518 seconds') - interval '1 millisecond'
       from generate_series(1, 8000) as i`,
      [sara.id, AS_OF_MIDDAY],
    );
    await stack.db.query(
      `insert into public.leads (user_id, workflow_slug, full_name, status, created_at)
       select $1, 'lead-generation', 'Edge', 'won', at
       from unnest(array[$2::timestamptz, $2::timestamptz - interval '1 millisecond',
                         $2::timestamptz - interval '30 days', $2::timestamptz - interval '30 days 1 millisecond',
                         $2::timestamptz - interval '60 days', $2::timestamptz - interval '60 days 1 millisecond',
                         '2026-11-19T21:00:00Z', '2026-11-19T20:59:59.999Z']) as at`,
      [sara.id, AS_OF_MIDDAY],
    );
    // 400 conversations with 15 messages each: 6,000 messages.
    await stack.db.query(
      `with s as (
         insert into public.chat_sessions (user_id, workflow_slug, status, started_at)
         select $1, 'whatsapp-chatbot', 'resolved', $2::timestamptz - i * interval '3 hours' from generate_series(1, 400) as i
         returning id, started_at)
       insert into public.chat_messages (session_id, user_id, role, content, created_at)
       select s.id, $1, (array['customer','assistant','agent'])[1 + j % 3], 'Message ' || j, s.started_at + j * interval '7 minutes'
       from s, generate_series(1, 15) as j`,
      [sara.id, AS_OF_MIDDAY],
    );
    // 6,000 invoices over 90 days (old cap: 5,000).
    await stack.db.query(
      `insert into public.invoices (user_id, workflow_slug, invoice_number, customer_name, amount_qar, status, issued_on, due_on, reminders_sent)
       select $1, 'invoice-collection', 'INV-' || i, 'Customer ' || i % 40, 100 + (i % 900) * 1.5,
              (array['draft','sent','overdue','paid','cancelled'])[1 + i % 5], d, d + 30, i % 4
       from generate_series(1, 6000) as i, lateral (select (date '2026-11-20' - (i % 90))::date as d) as day`,
      [sara.id],
    );
    await sara.signIn();
    await omar.signIn();
  }, 240_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('leads: both periods by status and source, and per Doha day, equal SQL counts past the old cap', async () => {
    await expectExact('leads', 'lead-generation');
    const answer = await figures(sara.client, 'leads', 'lead-generation', AS_OF_MIDDAY, sara.id);
    const current = answer.filter((f) => f.period === 'current').reduce((n, f) => n + f.rows, 0);
    // i × 518 s + 1 ms is within 30 days for i ≤ 5,003; and four edge rows are inside [as_of - 30 days,
    // as_of): 1 ms before it, 30 days before it, the start of its Doha day and 1 ms before that.
    expect(current).toBe(5007);
  });

  it('chat messages and invoices equal SQL counts past the old caps', async () => {
    await expectExact('chat_messages', 'whatsapp-chatbot');
    await expectExact('invoices', 'invoice-collection');
  });

  it('updates, deletes and a deleted conversation move the figures exactly', async () => {
    await stack.db.query(
      `update public.leads set status = 'won', estimated_value_qar = 1 where user_id = $1 and full_name like 'Lead 1%'`,
      [sara.id],
    );
    await stack.db.query(`delete from public.leads where user_id = $1 and full_name like 'Lead 2%'`, [
      sara.id,
    ]);
    await stack.db.query(
      `delete from public.chat_sessions where id in (select id from public.chat_sessions where user_id = $1 limit 50)`,
      [sara.id],
    );
    await stack.db.query(
      `update public.invoices set status = 'paid', issued_on = issued_on - 1 where invoice_number like 'INV-3%'`,
    );
    await expectExact('leads', 'lead-generation');
    await expectExact('chat_messages', 'whatsapp-chatbot');
    await expectExact('invoices', 'invoice-collection');
  });

  it('another client gets nothing of this one, and a visitor cannot call it', async () => {
    for (const source of ['leads', 'chat_messages', 'invoices'])
      for (const slug of ['lead-generation', 'whatsapp-chatbot', 'invoice-collection']) {
        expect(await figures(omar.client, source, slug, AS_OF_MIDDAY, sara.id)).toEqual([]);
        expect(await figures(omar.client, source, slug, AS_OF_MIDDAY, omar.id)).toEqual([]);
      }
    const visitor = await connect(stack).rpc('dashboard_figures', {
      p_source: 'leads',
      p_workflow_slug: 'lead-generation',
      p_as_of: AS_OF_MIDDAY,
      p_user_id: sara.id,
    });
    expect(visitor.error?.code).toBe('42501');
  });

  it("a table's first page counts exactly up to 10,000 rows and by the planner's estimate past them", async () => {
    const page = (slug: string) =>
      sara.client
        .from('leads')
        .select('id,full_name,status,created_at', { count: 'estimated' })
        .eq('workflow_slug', slug)
        .ilike('full_name', 'Lead%')
        .order('created_at', { ascending: false })
        .range(0, 49);
    const { rows } = await stack.db.query<{ n: string }>(
      `select count(*) as n from public.leads where user_id = $1 and workflow_slug = 'lead-generation' and full_name like 'Lead%'`,
      [sara.id],
    );
    const few = await page('lead-generation');
    expect(few.error).toBeNull();
    expect([few.count, few.data?.length, few.status]).toEqual([Number(rows[0]?.n), 50, 206]);
    await stack.db.query(
      `insert into public.client_workflows (user_id, workflow_slug) values ($1, 'automated-lead-generation')`,
      [sara.id],
    );
    await stack.db.query(
      `insert into public.leads (user_id, workflow_slug, full_name, created_at)
       select $1, 'automated-lead-generation', 'Lead ' || i, now() - i * interval '1 minute' from generate_series(1, 30000) as i`,
      [sara.id],
    );
    await stack.db.query('analyze public.leads');
    const many = await page('automated-lead-generation');
    expect(many.error).toBeNull();
    expect(many.data?.length).toBe(50);
    // The planner's figure, not a count: near the 30,000 rows, above the exact limit.
    expect(many.count).toBeGreaterThan(10_000);
    expect(many.count).toBeLessThan(60_000);
    const exact = await sara.client
      .from('leads')
      .select('id', { count: 'exact', head: true })
      .eq('workflow_slug', 'automated-lead-generation');
    expect(exact.count).toBe(30_000);
  });

  it('unknown sources and out-of-range periods answer no rows, never an error', async () => {
    expect(await figures(sara.client, 'profiles', 'lead-generation', AS_OF_MIDDAY, sara.id)).toEqual([]);
    const { data, error } = await sara.client.rpc('dashboard_figures', {
      p_source: 'leads',
      p_workflow_slug: 'lead-generation',
      p_days: 0,
    });
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});
