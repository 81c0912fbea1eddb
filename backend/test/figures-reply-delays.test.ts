/**
 * The reply delays kept as messages are written (migration 20261201030000): after every kind of write a
 * workflow engine or a person makes (whole conversations inserted in one statement, messages appended one
 * by one, replies and questions written out of order or in the same instant, messages edited, moved in
 * time or to another conversation, deleted, conversations moved to another workflow or deleted, two
 * writers of one conversation at once, TRUNCATE), the kept questions equal the pairing this test computes
 * itself from all the messages in SQL (window functions, not the triggers' index lookups), and
 * `dashboard_reply_delays`, read through supabase-js as the client, equals the spread this test computes
 * in SQL from those pairs, for both periods, all replies and the automatic ones.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, type FiguresAccount } from './figures-accounts.ts';
import { startTestStack, type TestStack, testEngines } from './harness.ts';
import { PAIRS_SQL } from './reply-pairs.ts';

const AS_OF = ['2026-11-20T10:17:23.456Z', '2026-11-20T21:00:00.000Z'];
const SLUG = 'whatsapp-sales';
const OTHER_SLUG = 'whatsapp-chatbot';
const FRACTIONS = [0.5, 0.95];
const BOUNDS = [60_000, 3_900_123.456, 86_400_000];

/** A question as text, its delay in ms (double precision, as the old function answered it). */
const rowText = (
  ms: string,
) => `question_id::text, session_id::text, user_id::text, workflow_slug, asked_at::text,
  reply_id::text, replied_at::text, (${ms})::float8::text as ms, reply_role, reply_trigger`;
const KEPT_SQL = `select ${rowText('delay_us::float8 / 1000')} from private.chat_reply_delays order by question_id`;
const FRESH_SQL = `select ${rowText('ms')} from (${PAIRS_SQL}) p order by question_id`;

/**
 * `count` conversations of $1 in workflow $3, one every 37 minutes before $2, of 9 messages each in a
 * role pattern of their own (runs of customers, system notes, bot replies some sent by a rule, a
 * person's), two by two in the same instant, at a pace from a minute to a day: one statement.
 */
const conversationsSql = (count: number) => `
  with s as (
    insert into public.chat_sessions (user_id, workflow_slug, status, channel, started_at)
    select $1, $3, 'active', 'whatsapp', $2::timestamptz - i * interval '37 minutes'
    from generate_series(1, ${count}) as i
    returning id, started_at)
  insert into public.chat_messages (session_id, user_id, role, content, reply_trigger, created_at)
  select s.id, $1, x.role, 'Message ' || j,
         case when x.role = 'assistant' and (j + h) % 3 <> 0 then (array['greeting','prices','booking','after_hours'])[1 + (j + h) % 4] end,
         s.started_at + (j / 2) * (array[interval '1 minute', interval '13 minutes', interval '2 hours', interval '1 day'])[1 + h % 4]
  from s
  cross join lateral (select abs(hashtext(s.id::text)) as h) k
  cross join generate_series(1, 9) as j
  cross join lateral (select (array['customer','customer','assistant','system','customer','agent','assistant','customer','system','assistant'])[1 + (j + h) % 10] as role) x`;

describe.each(testEngines())('kept reply delays on %s', (engine) => {
  let stack: TestStack;
  let sara: FiguresAccount;
  let omar: FiguresAccount;

  const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    (await stack.db.query<T>(text, params)).rows;

  /** The kept questions equal a fresh pairing of all the messages, and the figures the SQL spread. */
  async function expectKept(label: string) {
    const kept = await sql(KEPT_SQL);
    const fresh = await sql(FRESH_SQL);
    expect(kept.length, `${label}: questions`).toBe(fresh.length);
    expect(kept, label).toEqual(fresh);
    const asked = [
      [sara, SLUG],
      [sara, OTHER_SLUG],
      [omar, SLUG],
    ].flatMap(([who, slug]) =>
      AS_OF.flatMap((asOf) =>
        [false, true].map((automatic) => ({
          who: who as FiguresAccount,
          slug: slug as string,
          asOf,
          automatic,
        })),
      ),
    );
    // Every asked spread in one statement: the fresh pairs are made once.
    const expected = await sql<Record<string, unknown> & { i: number }>(
      `select c.i, p.period, count(d.ms)::int as rows, min(d.ms) as min, max(d.ms) as max, sum(d.ms) as sum,
              avg(d.ms) as mean, percentile_cont($2::float8[]) within group (order by d.ms) as percentiles,
              array[count(*) filter (where d.ms < ($3::float8[])[1]),
                    count(*) filter (where d.ms >= ($3::float8[])[1] and d.ms < ($3::float8[])[2]),
                    count(*) filter (where d.ms >= ($3::float8[])[2] and d.ms < ($3::float8[])[3]),
                    count(*) filter (where d.ms >= ($3::float8[])[3])]::int[] as bands
       from jsonb_to_recordset($1::jsonb) as c(i int, user_id uuid, slug text, as_of timestamptz, automatic boolean)
       cross join (values ('current', 0), ('previous', 1)) as p(period, back)
       left join (select * from (${PAIRS_SQL}) x where x.ms is not null) d
         on d.user_id = c.user_id and d.workflow_slug = c.slug
        and (not c.automatic or (d.reply_role = 'assistant' and d.reply_trigger is not null))
        and d.asked_at >= c.as_of - (p.back + 1) * interval '30 days' and d.asked_at < c.as_of - p.back * interval '30 days'
       group by c.i, p.period, p.back order by c.i, p.back`,
      [
        JSON.stringify(
          asked.map((a, i) => ({
            i,
            user_id: a.who.id,
            slug: a.slug,
            as_of: a.asOf,
            automatic: a.automatic,
          })),
        ),
        FRACTIONS,
        BOUNDS,
      ],
    );
    for (const [i, { who, slug, asOf, automatic }] of asked.entries())
      await expectFigures(
        who,
        slug,
        asOf,
        automatic,
        expected.filter((e) => e.i === i),
        `${label}, ${slug} as of ${asOf}${automatic ? ', automatic' : ''}`,
      );
  }

  /** dashboard_reply_delays through supabase-js as `who` equals the spreads SQL computed. */
  async function expectFigures(
    who: FiguresAccount,
    slug: string,
    asOf: string,
    automatic: boolean,
    expected: Record<string, unknown>[],
    what: string,
  ) {
    const { data, error } = await (who.client as SupabaseClient).rpc('dashboard_reply_delays', {
      p_workflow_slug: slug,
      p_as_of: asOf,
      p_fractions: FRACTIONS,
      p_bounds: BOUNDS,
      p_automatic: automatic,
    });
    expect(error).toBeNull();
    const lines = (data ?? []) as Record<string, unknown>[];
    expect(
      lines.map((l) => ({
        period: l.period,
        rows: Number(l.rows),
        bands: (l.bands as number[]).map(Number),
      })),
      what,
    ).toEqual(expected.map((e) => ({ period: e.period, rows: e.rows, bands: e.bands })));
    for (const [i, e] of expected.entries()) {
      const got = lines[i] as Record<string, unknown>;
      if (Number(e.rows) === 0) {
        expect([got.min, got.max, got.percentiles], what).toEqual([null, null, null]);
        continue;
      }
      expect(Number(got.min), what).toBe(Number(e.min));
      expect(Number(got.max), what).toBe(Number(e.max));
      expect(Number(got.sum), what).toBeCloseTo(Number(e.sum), 3);
      expect(Number(got.mean), what).toBeCloseTo(Number(e.mean), 3);
      for (const [j, p] of (e.percentiles as number[]).entries())
        expect((got.percentiles as number[])[j], what).toBeCloseTo(p, 3);
    }
  }

  /** A new conversation of Sara's (workflow SLUG) started at `at`. */
  const conversation = async (at: string, slug = SLUG) =>
    (
      await sql<{ id: string }>(
        `insert into public.chat_sessions (user_id, workflow_slug, status, channel, started_at)
         values ($1, $2, 'active', 'whatsapp', $3) returning id::text`,
        [sara.id, slug, at],
      )
    )[0]?.id as string;

  /** One message, in its own statement; returns its id. */
  const message = async (session: string, role: string, at: string, id?: string, trigger?: string) =>
    (
      await sql<{ id: string }>(
        `insert into public.chat_messages (id, session_id, user_id, role, content, reply_trigger, created_at)
         values (coalesce($6::uuid, gen_random_uuid()), $1, $2, $3, 'A message', $5, $4) returning id::text`,
        [session, sara.id, role, at, trigger ?? null, id ?? null],
      )
    )[0]?.id as string;

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    sara = await account(stack, 'sara');
    omar = await account(stack, 'omar');
    await sql(conversationsSql(2_400), [sara.id, AS_OF[0], SLUG]);
    await sql(conversationsSql(300), [sara.id, AS_OF[0], OTHER_SLUG]);
    await sql(conversationsSql(300), [omar.id, AS_OF[0], SLUG]);
    await sql('analyze public.chat_messages, public.chat_sessions, private.chat_reply_delays');
    await sara.signIn();
    await omar.signIn();
  }, 900_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('keeps the questions of whole conversations inserted in one statement, past the old caps', async () => {
    const [counted] = await sql<{ questions: number; answered: number }>(
      `select count(*)::int as questions, count(delay_us)::int as answered from private.chat_reply_delays where user_id = $1 and workflow_slug = $2`,
      [sara.id, SLUG],
    );
    expect(counted?.answered, 'answered questions').toBeGreaterThan(2_000);
    expect(counted?.questions).toBeGreaterThan(counted?.answered as number);
    await expectKept('seeded');
  });

  it('follows messages appended one by one, and written out of order or in the same instant', async () => {
    const s = await conversation('2026-11-19T08:00:00Z');
    await message(s, 'customer', '2026-11-19T08:00:00Z');
    await message(s, 'customer', '2026-11-19T08:01:00Z');
    await message(s, 'system', '2026-11-19T08:02:00Z');
    await expectKept('a question waiting');
    await message(s, 'assistant', '2026-11-19T08:05:00.123456Z', undefined, 'greeting');
    await message(s, 'customer', '2026-11-19T09:00:00Z');
    await message(s, 'agent', '2026-11-19T10:00:00Z');
    await expectKept('appended in order');
    // A reply written late but dated before the person's: the second question's reply is now the bot's.
    await message(s, 'assistant', '2026-11-19T09:30:00Z');
    // A customer message dated before all the others: it is the first question, 08:00 no longer one.
    await message(s, 'customer', '2026-11-19T07:00:00Z');
    // A customer message between the bot's reply and the next question: it asks, 09:00 follows it.
    await message(s, 'customer', '2026-11-19T08:30:00Z');
    await expectKept('written out of order');
    // The same instant: ordered by id, the customer's (lower id) before the reply's, then the reverse.
    const t = await conversation('2026-11-19T11:00:00Z');
    await message(t, 'customer', '2026-11-19T11:00:00Z', '00000000-0000-4000-8000-000000000001');
    await message(t, 'assistant', '2026-11-19T11:00:00Z', '00000000-0000-4000-8000-000000000002');
    await message(t, 'agent', '2026-11-19T12:00:00Z', '00000000-0000-4000-8000-000000000003');
    await message(t, 'customer', '2026-11-19T12:00:00Z', 'ffffffff-0000-4000-8000-000000000004');
    await expectKept('same instants');
    // Four comparisons of all the messages: 45 s on PGlite at load 20 on the 2-core machine.
  }, 300_000);

  it('follows edits: moved in time, another role or rule, another conversation, and text only', async () => {
    const sessions = await sql<{ id: string }>(
      `select id::text from public.chat_sessions where user_id = $1 and workflow_slug = $2 order by started_at desc limit 40`,
      [sara.id, SLUG],
    );
    const ids = sessions.map((s) => s.id);
    // Every reply of ten conversations a few hours earlier (some before their question).
    await sql(
      `update public.chat_messages set created_at = created_at - interval '3 hours'
       where session_id = any ($1::uuid[]) and role in ('assistant', 'agent')`,
      [ids.slice(0, 10)],
    );
    // Customers' messages made a person's, and the other way round.
    await sql(
      `update public.chat_messages set role = case role when 'customer' then 'agent' else 'customer' end
       where session_id = any ($1::uuid[]) and role in ('customer', 'agent')`,
      [ids.slice(10, 20)],
    );
    // The bot's replies sent by a rule, or no longer.
    await sql(
      `update public.chat_messages set reply_trigger = case when reply_trigger is null then 'prices' end
       where session_id = any ($1::uuid[]) and role = 'assistant'`,
      [ids.slice(20, 30)],
    );
    // Half the messages of five conversations moved into five others (same client).
    await sql(
      `update public.chat_messages m set session_id = ($1::uuid[])[array_position($2::uuid[], m.session_id)]
       where m.session_id = any ($2::uuid[]) and abs(hashtext(m.id::text)) % 2 = 0`,
      [ids.slice(30, 35), ids.slice(35, 40)],
    );
    await expectKept('edited');
    const before = await sql(KEPT_SQL);
    await sql(`update public.chat_messages set content = content || ' (edited)' where user_id = $1`, [
      sara.id,
    ]);
    expect(await sql(KEPT_SQL)).toEqual(before);
  });

  it('follows deleted messages, conversations moved to another workflow and deleted', async () => {
    const sessions = await sql<{ id: string }>(
      `select id::text from public.chat_sessions where user_id = $1 and workflow_slug = $2 order by started_at limit 60`,
      [sara.id, SLUG],
    );
    const ids = sessions.map((s) => s.id);
    // A reply gone: its question waits for the next one; a question gone: the next customer asks.
    await sql(`delete from public.chat_messages where session_id = any ($1::uuid[]) and role = 'assistant'`, [
      ids.slice(0, 10),
    ]);
    await sql(
      `delete from public.chat_messages where session_id = any ($1::uuid[]) and role = 'customer'
               and abs(hashtext(id::text)) % 2 = 0`,
      [ids.slice(10, 20)],
    );
    await sql(`delete from public.chat_messages where session_id = any ($1::uuid[]) and role = 'system'`, [
      ids.slice(20, 30),
    ]);
    await expectKept('messages deleted');
    await sql(`update public.chat_sessions set workflow_slug = $2 where id = any ($1::uuid[])`, [
      ids.slice(30, 45),
      OTHER_SLUG,
    ]);
    await sql(`delete from public.chat_sessions where id = any ($1::uuid[])`, [ids.slice(45, 60)]);
    await expectKept('conversations moved and deleted');
  });

  it.runIf(engine === 'postgres')(
    'pairs a question and its reply written by two writers at once, whichever commits first',
    async () => {
      for (const [first, second] of [
        ['customer', 'assistant'],
        ['assistant', 'customer'],
      ] as const) {
        const s = await conversation('2026-11-19T14:00:00Z');
        const at = { customer: '2026-11-19T14:00:00Z', assistant: '2026-11-19T14:03:00Z' };
        const insert = (role: 'customer' | 'assistant') =>
          `insert into public.chat_messages (session_id, user_id, role, content, created_at)
           values ('${s}', '${sara.id}', '${role}', 'At once', '${at[role]}')`;
        let inserted!: () => void;
        let commit!: () => void;
        const firstInserted = new Promise<void>((resolve) => {
          inserted = resolve;
        });
        const committing = new Promise<void>((resolve) => {
          commit = resolve;
        });
        // The first writer's message and trigger run, then it holds its transaction open while the
        // second writes (and waits for the conversation) before it commits.
        const one = stack.db.transaction(async (tx) => {
          await tx.query(insert(first));
          inserted();
          await committing;
        });
        await firstInserted;
        const two = stack.db.transaction(async (tx) => {
          await tx.query(insert(second));
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        commit();
        await Promise.all([one, two]);
        const [kept] = await sql<{ ms: number | null }>(
          `select delay_us::float8 / 1000 as ms from private.chat_reply_delays where session_id = $1`,
          [s],
        );
        expect(kept?.ms, `${first} first`).toBe(180_000);
      }
      await expectKept('two writers');
    },
  );

  it('keeps nothing once the messages are truncated', async () => {
    await sql('truncate public.chat_messages cascade');
    expect(await sql('select question_id from private.chat_reply_delays')).toEqual([]);
    await expectKept('truncated');
  });
});
