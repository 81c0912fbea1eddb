/**
 * The WhatsApp dashboards' reply delays, replies within opening hours and counts by hour of the day
 * (migration 20261130110000): 2,500 conversations of one workflow with 17,500 messages over 71 days
 * (past the old loaders' caps of 2,000 conversations and 10,000 messages), runs of customer messages,
 * system notes and messages written in the same instant among them. Read through supabase-js as the
 * client, every figure equals what this test computes from all the rows the way the kit's
 * `replyDelays`, `withinHours` and `countByHour` do (dashboard-kit/src/entities/replies.ts), with
 * "as of" in the middle of an hour, on a whole hour and at Doha midnight; another client's and
 * another workflow's messages never count, and another client gets nothing.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, connect, type FiguresAccount } from './figures-accounts.ts';
import { startTestStack, type TestStack, testEngines } from './harness.ts';

const AS_OF = ['2026-11-20T10:17:23.456Z', '2026-11-20T07:00:00.000Z', '2026-11-20T21:00:00.000Z'];
const SLUG = 'whatsapp-sales';
const SESSIONS = 2_500;
const DAY_MS = 86_400_000;
const PERIOD_DAYS = 30;

/** Sunday to Thursday 8:00–18:00, Saturday 9:00–13:00: the kit's DOHA_OFFICE_HOURS, as JSON. */
const OFFICE_HOURS: Record<string, [number, number]> = {
  '7': [8, 18],
  '1': [8, 18],
  '2': [8, 18],
  '3': [8, 18],
  '4': [8, 18],
  '6': [9, 13],
};

/**
 * Conversations of `$3` started every 41 minutes before $2; each has 7 messages in a role pattern of
 * its own (runs of customers, system notes, bot and person replies, some sent by a rule), two by two
 * in the same instant, its pace from a minute to a day.
 */
const seedSql = (count: number) => `
  with s as (
    insert into public.chat_sessions (user_id, workflow_slug, status, channel, started_at)
    select $1, $3, (array['active','resolved','escalated','abandoned'])[1 + i % 4], 'whatsapp',
           $2::timestamptz - i * interval '41 minutes' - interval '7 seconds'
    from generate_series(1, ${count}) as i
    returning id, started_at)
  insert into public.chat_messages (session_id, user_id, role, content, reply_trigger, created_at)
  select s.id, $1, x.role, 'Message ' || j,
         case when x.role = 'assistant' and (j + h) % 3 <> 0
              then (array['greeting','opening_hours','location','prices','booking','order_status','after_hours','human_request'])[1 + (j + h) % 8] end,
         s.started_at + (j / 2) * (array[interval '1 minute', interval '17 minutes', interval '3 hours', interval '1 day'])[1 + h % 4]
  from s
  cross join lateral (select abs(hashtext(s.id::text)) as h) k
  cross join generate_series(1, 7) as j
  cross join lateral (select (array['customer','customer','assistant','system','customer','agent','assistant','customer','system'])[1 + (j + h) % 9] as role) x`;

interface Message {
  id: string;
  session_id: string;
  role: string;
  reply_trigger: string | null;
  at: number;
}

/** Doha's clock of a moment (UTC+3, no daylight saving): ISO weekday, hour and day. */
const doha = (at: number) => {
  const time = new Date(at + 3 * 3_600_000);
  return {
    weekday: time.getUTCDay() || 7,
    hour: time.getUTCHours(),
    day: time.toISOString().slice(0, 10),
  };
};

const withinOfficeHours = (at: number) => {
  const { weekday, hour } = doha(at);
  const open = OFFICE_HOURS[String(weekday)];
  return open !== undefined && hour >= open[0] && hour < open[1];
};

/** The kit's replyDelays: per conversation, oldest first (same instant by id), runs of customers' messages. */
function replyDelays(messages: readonly Message[]) {
  const threads = new Map<string, Message[]>();
  for (const m of messages) threads.set(m.session_id, [...(threads.get(m.session_id) ?? []), m]);
  const delays: { askedAt: number; ms: number; reply: Message }[] = [];
  for (const thread of threads.values()) {
    thread.sort((a, b) => (a.at === b.at ? a.id.localeCompare(b.id) : a.at - b.at));
    let waiting: Message | null = null;
    for (const m of thread) {
      if (m.role === 'customer') waiting ??= m;
      else if (waiting && (m.role === 'assistant' || m.role === 'agent')) {
        delays.push({ askedAt: waiting.at, ms: m.at - waiting.at, reply: m });
        waiting = null;
      }
    }
  }
  return delays;
}

/** The kit's statsOf over a period's values: count, mean, min, max, sum, percentiles and bands. */
function spread(values: number[], fractions: number[], bounds: number[] | null) {
  const v = [...values].sort((a, b) => a - b);
  const at = (p: number) => {
    const rank = p * (v.length - 1);
    const low = v[Math.floor(rank)] as number;
    return low + ((v[Math.ceil(rank)] as number) - low) * (rank - Math.floor(rank));
  };
  const sum = v.reduce((n, x) => n + x, 0);
  return {
    rows: v.length,
    mean: v.length ? sum / v.length : null,
    min: v.length ? v[0] : null,
    max: v.length ? v.at(-1) : null,
    sum: v.length ? sum : null,
    percentiles: v.length ? fractions.map(at) : null,
    bands:
      bounds === null
        ? null
        : Array.from(
            { length: bounds.length + 1 },
            (_, i) => v.filter((x) => bounds.filter((b) => b <= x).length === i).length,
          ),
  };
}

/** [from, to) of the current (back 0) or previous (back 1) period ending at `asOf`. */
const windowOf = (asOf: string, back: number) => {
  const to = Date.parse(asOf) - back * PERIOD_DAYS * DAY_MS;
  return { from: to - PERIOD_DAYS * DAY_MS, to };
};
const PERIODS = [
  ['current', 0],
  ['previous', 1],
] as const;

describe.each(testEngines())('WhatsApp reply delays and hours on %s', (engine) => {
  let stack: TestStack;
  let sara: FiguresAccount;
  let omar: FiguresAccount;
  let messages: Message[];
  let sessionStarts: { at: number; status: string }[];

  const rpc = async <T>(who: SupabaseClient, fn: string, args: Record<string, unknown>) => {
    const { data, error } = await who.rpc(fn, args);
    expect(error).toBeNull();
    return (data ?? []) as T[];
  };

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    sara = await account(stack, 'sara');
    omar = await account(stack, 'omar');
    await stack.db.query(seedSql(SESSIONS), [sara.id, AS_OF[0], SLUG]);
    // Messages that must never count: Sara's other workflow, another client's same workflow.
    await stack.db.query(seedSql(300), [sara.id, AS_OF[0], 'whatsapp-chatbot']);
    await stack.db.query(seedSql(300), [omar.id, AS_OF[0], SLUG]);
    const read = await stack.db.query<Message & { at: string | number }>(
      `select m.id::text as id, m.session_id::text as session_id, m.role, m.reply_trigger,
              (extract(epoch from m.created_at) * 1000)::float8 as at
       from public.chat_messages m join public.chat_sessions s on s.id = m.session_id
       where s.user_id = $1 and s.workflow_slug = $2`,
      [sara.id, SLUG],
    );
    messages = read.rows.map((m) => ({ ...m, at: Number(m.at) }));
    const sessions = await stack.db.query<{ at: string | number; status: string }>(
      `select (extract(epoch from started_at) * 1000)::float8 as at, status
       from public.chat_sessions where user_id = $1 and workflow_slug = $2`,
      [sara.id, SLUG],
    );
    sessionStarts = sessions.rows.map((s) => ({ at: Number(s.at), status: s.status }));
    // Statistics, as autovacuum keeps them on a hosted project (PGlite has none: without them its planner
    // reads the client's messages by another index, as backend/bench/figures.ts notes too).
    await stack.db.query('analyze public.chat_messages, public.chat_sessions');
    await sara.signIn();
    await omar.signIn();
    // 15 minutes: seeding 21,700 messages on PGlite took 2 minutes alone and over 10 on a machine at load 30.
  }, 900_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('seeds more conversations and messages than the old loaders read', () => {
    expect(sessionStarts.length).toBe(SESSIONS);
    expect(messages.length).toBe(SESSIONS * 7);
    const inPeriod = messages.filter((m) => m.at >= windowOf(AS_OF[0] as string, 0).from);
    expect(inPeriod.length).toBeGreaterThan(7_000);
  });

  it('reply delays: median, p95, mean, bands of every answered question equal the kit over all rows', async () => {
    const fractions = [0.5, 0.95];
    const bounds = [60_000, 3_600_000, DAY_MS];
    const delays = replyDelays(messages);
    for (const asOf of AS_OF)
      for (const automatic of [false, true]) {
        const answer = await rpc<Record<string, unknown>>(sara.client, 'dashboard_reply_delays', {
          p_workflow_slug: SLUG,
          p_as_of: asOf,
          p_fractions: fractions,
          p_bounds: bounds,
          p_automatic: automatic,
        });
        const expected = PERIODS.map(([period, back]) => {
          const { from, to } = windowOf(asOf, back);
          const counted = delays.filter(
            (d) =>
              d.askedAt >= from &&
              d.askedAt < to &&
              (!automatic || (d.reply.role === 'assistant' && d.reply.reply_trigger !== null)),
          );
          return {
            period,
            ...spread(
              counted.map((d) => d.ms),
              fractions,
              bounds,
            ),
          };
        });
        expect(expected[0]?.rows, 'enough questions to mean something').toBeGreaterThan(
          automatic ? 300 : 1_000,
        );
        expect(answer.map((a) => a.period)).toEqual(['current', 'previous']);
        for (const [i, want] of expected.entries()) {
          const got = answer[i] as Record<string, unknown>;
          const label = `${want.period} as of ${asOf}${automatic ? ', automatic replies' : ''}`;
          expect({ rows: Number(got.rows), bands: got.bands }, label).toEqual({
            rows: want.rows,
            bands: want.bands,
          });
          expect(Number(got.min), label).toBe(want.min);
          expect(Number(got.max), label).toBe(want.max);
          expect(Number(got.sum), label).toBe(want.sum);
          expect(Number(got.mean), label).toBeCloseTo(want.mean as number, 3);
          for (const [j, p] of (want.percentiles ?? []).entries())
            expect((got.percentiles as number[])[j], label).toBeCloseTo(p, 3);
        }
      }
  });

  it('replies per Doha day, role, rule and within office hours equal the kit over all rows', async () => {
    for (const asOf of AS_OF) {
      const answer = await rpc<{
        day: string;
        role: string;
        reply_trigger: string;
        within_hours: boolean;
        rows: number;
      }>(sara.client, 'dashboard_replies', { p_workflow_slug: SLUG, p_opening: OFFICE_HOURS, p_as_of: asOf });
      const { from, to } = windowOf(asOf, 0);
      const expected = new Map<string, number>();
      for (const m of messages) {
        if (m.at < from || m.at >= to || (m.role !== 'assistant' && m.role !== 'agent')) continue;
        const key = [doha(m.at).day, m.role, m.reply_trigger ?? '', withinOfficeHours(m.at)].join('|');
        expected.set(key, (expected.get(key) ?? 0) + 1);
      }
      const got = new Map(
        answer.map((l) => [[l.day, l.role, l.reply_trigger, l.within_hours].join('|'), Number(l.rows)]),
      );
      expect(got, `as of ${asOf}`).toEqual(expected);
      const within = answer.filter((l) => l.within_hours).reduce((n, l) => n + Number(l.rows), 0);
      expect(within, 'both sides of the office hours').toBeGreaterThan(0);
      expect(within).toBeLessThan(answer.reduce((n, l) => n + Number(l.rows), 0));
    }
  });

  it('counts by Doha weekday and hour equal the rows, from the hour lines', async () => {
    const byHour = (items: { at: number }[], from: number, to: number) => {
      const counts = new Map<string, number>();
      for (const item of items) {
        if (item.at < from || item.at >= to) continue;
        const { weekday, hour } = doha(item.at);
        counts.set(`${weekday}|${hour}`, (counts.get(`${weekday}|${hour}`) ?? 0) + 1);
      }
      return counts;
    };
    for (const asOf of AS_OF)
      for (const [source, statuses, rows] of [
        ['chat_sessions', null, sessionStarts],
        [
          'chat_sessions',
          ['escalated', 'abandoned'],
          sessionStarts.filter((s) => s.status === 'escalated' || s.status === 'abandoned'),
        ],
        ['chat_messages', ['customer'], messages.filter((m) => m.role === 'customer')],
      ] as const) {
        const answer = await rpc<{ period: string; weekday: number; hour: number; rows: number }>(
          sara.client,
          'dashboard_hours',
          { p_source: source, p_workflow_slug: SLUG, p_as_of: asOf, p_statuses: statuses },
        );
        for (const [period, back] of PERIODS) {
          const { from, to } = windowOf(asOf, back);
          const got = new Map(
            answer.filter((l) => l.period === period).map((l) => [`${l.weekday}|${l.hour}`, Number(l.rows)]),
          );
          expect(got, `${source} ${statuses ?? ''} ${period} as of ${asOf}`).toEqual(byHour(rows, from, to));
        }
      }
  });

  it('follows new messages at once and answers another client, a stranger and bad arguments nothing', async () => {
    const asOf = new Date(Date.now() + 60_000).toISOString();
    const delays = () =>
      rpc<{ period: string; rows: number }>(sara.client, 'dashboard_reply_delays', {
        p_workflow_slug: SLUG,
        p_as_of: asOf,
      });
    const before = Number((await delays())[0]?.rows);
    const session = await stack.db.query<{ id: string }>(
      `insert into public.chat_sessions (user_id, workflow_slug, status, channel, started_at)
       values ($1, $2, 'active', 'whatsapp', now() - interval '10 minutes') returning id`,
      [sara.id, SLUG],
    );
    await stack.db.query(
      `insert into public.chat_messages (session_id, user_id, role, content, created_at)
       values ($1, $2, 'customer', 'Hello', now() - interval '9 minutes'), ($1, $2, 'assistant', 'Hi', now() - interval '8 minutes')`,
      [session.rows[0]?.id, sara.id],
    );
    expect(Number((await delays())[0]?.rows)).toBe(before + 1);

    const asSara = { p_workflow_slug: SLUG, p_user_id: sara.id, p_as_of: AS_OF[0] };
    for (const [fn, args] of [
      ['dashboard_reply_delays', asSara],
      ['dashboard_replies', { ...asSara, p_opening: OFFICE_HOURS }],
      ['dashboard_hours', { ...asSara, p_source: 'chat_sessions' }],
    ] as const) {
      expect(await rpc(omar.client, fn, args), `${fn} for another client`).toEqual([]);
      const stranger = await connect(stack).rpc(fn, args);
      expect(stranger.data ?? [], `${fn} for a visitor`).toEqual([]);
    }
    for (const [fn, args] of [
      ['dashboard_reply_delays', { p_workflow_slug: SLUG, p_days: 0 }],
      ['dashboard_reply_delays', { p_workflow_slug: SLUG, p_fractions: [2] }],
      ['dashboard_replies', { p_workflow_slug: SLUG, p_opening: { 8: [1, 2] } }],
      ['dashboard_replies', { p_workflow_slug: SLUG, p_opening: { 1: 'nine' } }],
      ['dashboard_replies', { p_workflow_slug: SLUG, p_opening: [] }],
      ['dashboard_hours', { p_source: 'no_such_source', p_workflow_slug: SLUG }],
      ['dashboard_hours', { p_source: 'chat_sessions', p_workflow_slug: SLUG, p_days: 400 }],
    ] as const)
      expect(await rpc(sara.client, fn, args), `${fn} ${JSON.stringify(args)}`).toEqual([]);
  });
});
