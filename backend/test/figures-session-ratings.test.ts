/**
 * The conversations' ratings kept as day and hour lines (migration 20261205020000, source
 * `chat_session_ratings`): after every kind of write (conversations inserted in one statement and one by
 * one, rated, re-rated and unrated, moved in time, their status or only their counter changed, moved
 * to another workflow, deleted, TRUNCATE), the lines equal a fresh grouping of the rated conversations written in this test
 * (Doha days and UTC hours), and the ratings' spread (dashboard_stats of `chat_sessions`, measure
 * 'score') equals to the digit count, avg, min, max, sum, percentile_cont and the bands over the period's
 * conversations in SQL: whole periods, periods cut inside a day and an hour, a period of no whole day, a
 * period of no rating, with and without statuses; the dashboard's own read through supabase-js gives the
 * same numbers. On both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, type FiguresAccount } from './figures-accounts.ts';
import { startTestStack, type TestStack, testEngines } from './harness.ts';

const AS_OF = '2026-11-20T10:17:23.456Z';
const SLUG = 'rag-chatbot';
const OTHER_SLUG = 'website-chatbot';

/** The periods compared (as of, days): cut inside an hour at both ends, whole days, no whole day, none rated. */
const WINDOWS: [string, number][] = [
  [AS_OF, 30],
  ['2026-11-19T21:00:00Z', 30],
  ['2026-11-19T21:00:00.001Z', 3],
  [AS_OF, 1],
  ['2026-11-19T20:00:00Z', 1],
  ['2026-11-14T00:00:00Z', 7],
  ['2025-01-01T00:00:00Z', 30],
];
const FRACTIONS = [0, 0.25, 0.5, 0.95, 0.99, 1];
/** The dashboards' star bands, and bounds fractional, negative, unsorted, repeated and past any integer. */
const BOUND_SETS: (number[] | null)[] = [[2, 3, 4, 5], [4.5, -1.5, 0, 2.5, 3, 3, 1e19], [], null];
const STATUS_SETS: (string[] | null)[] = [null, ['resolved'], ['escalated', 'abandoned']];

/** The rated conversations per source line, grouped afresh (Doha day: UTC+3; the UTC hour). */
const linesSql = (table: 'day' | 'hour') => `
  select c.user_id::text, c.workflow_slug, c.${table}::text, c.status, c.kind, c.rows::int
  from private.dashboard_${table}_counts c where c.source = 'chat_session_ratings' order by 1, 2, 3, 4, 5`;
const freshLinesSql = (table: 'day' | 'hour') => `
  select s.user_id::text, s.workflow_slug,
         (${table === 'day' ? `(s.started_at at time zone 'Asia/Qatar')::date` : `date_trunc('hour', s.started_at at time zone 'UTC') at time zone 'UTC'`})::text as ${table},
         s.status, s.satisfaction::text as kind, count(*)::int as rows
  from public.chat_sessions s where s.satisfaction is not null group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`;

describe.each(testEngines())('kept conversation ratings on %s', (engine) => {
  let stack: TestStack;
  let sara: FiguresAccount;
  let omar: FiguresAccount;

  const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    (await stack.db.query<T>(text, params)).rows;

  /** `n` conversations of a client's workflow over the 80 days before $2, at scattered times, two in three rated. */
  const conversations = (n: number) => `
    insert into public.chat_sessions (user_id, workflow_slug, status, channel, message_count, satisfaction, started_at)
    select $1, $3, (array['resolved', 'escalated', 'abandoned', 'active'])[1 + i % 4], 'portal', 4,
           case when i % 3 = 0 then null else 1 + (i * 7) % 5 end,
           $2::timestamptz - (i % 80) * interval '1 day' - (i::bigint * 7919 % 86400) * interval '1 second'
    from generate_series(1, ${n}) as i`;

  /** The lines equal a fresh grouping, and every spread equals SQL over the period's conversations. */
  async function expectKept(label: string) {
    for (const table of ['day', 'hour'] as const)
      expect(await sql(linesSql(table)), `${label}: ${table} lines`).toEqual(await sql(freshLinesSql(table)));
    let rated = 0;
    for (const slug of [SLUG, OTHER_SLUG])
      for (const [asOf, days] of WINDOWS)
        for (const [b, bounds] of BOUND_SETS.entries()) {
          const statuses = STATUS_SETS[b % STATUS_SETS.length] ?? null;
          const stats = await sql(
            `select period, rows::int, mean::text, min::text, max::text, sum::text, percentiles::text, bands::text
             from public.dashboard_stats('chat_sessions', $1, 'score', $2, $3, $4, $5, $6, $7)`,
            [slug, asOf, days, FRACTIONS, bounds, statuses, sara.id],
          );
          const at = (back: number) => new Date(Date.parse(asOf) - back * 86_400_000).toISOString();
          const expected = [];
          for (const [period, from, to] of [
            ['current', at(days), asOf],
            ['previous', at(2 * days), at(days)],
          ] as const) {
            const [row] = await sql<Record<string, unknown>>(
              `with r as (select s.satisfaction as v from public.chat_sessions s
                          where s.user_id = $1 and s.workflow_slug = $2 and s.started_at >= $3::timestamptz
                            and s.started_at < $4::timestamptz and ($8::text[] is null or s.status = any ($8)))
               select $5::text as period, count(r.v)::int as rows, avg(r.v::numeric)::text as mean,
                      min(r.v::numeric)::text as min, max(r.v::numeric)::text as max, sum(r.v::numeric)::text as sum,
                      (case when count(r.v) > 0 then percentile_cont($6::double precision[])
                         within group (order by r.v::double precision) end)::text as percentiles,
                      (case when $7::numeric[] is not null then
                         (select array_agg((select count(*) from r y where y.v is not null
                                            and (select count(*) from unnest($7::numeric[]) u where u <= y.v) = i.i) order by i.i)
                          from generate_series(0, cardinality($7::numeric[])) as i(i)) end)::text as bands
               from r`,
              [sara.id, slug, from, to, period, FRACTIONS, bounds, statuses],
            );
            expected.push(row);
            rated += Number(row?.rows);
          }
          expect(stats, `${label}: ratings of ${slug} ${asOf} ${days} ${bounds} ${statuses}`).toEqual(
            expected,
          );
        }
    // The dashboard's read through supabase-js (the client's own figures): the same numbers.
    const { data, error } = await sara.client.rpc('dashboard_stats', {
      p_source: 'chat_sessions',
      p_workflow_slug: SLUG,
      p_measure: 'score',
      p_as_of: AS_OF,
      p_fractions: [0.5, 0.95],
      p_bounds: [2, 3, 4, 5],
      p_user_id: sara.id,
    });
    expect(error).toBeNull();
    const direct = await sql(
      `select period, rows, mean, min, max, sum, percentiles, bands
       from public.dashboard_stats('chat_sessions', $1, 'score', $2, 30, array[0.5, 0.95], array[2, 3, 4, 5], null, $3)`,
      [SLUG, AS_OF, sara.id],
    );
    const numbers = (rows: Record<string, unknown>[]) =>
      rows.map((r) =>
        Object.fromEntries(
          Object.entries(r).map(([k, v]) => [
            k,
            Array.isArray(v) ? v.map(Number) : v === null || k === 'period' ? v : Number(v),
          ]),
        ),
      );
    expect(numbers((data ?? []) as Record<string, unknown>[]), `${label}: through supabase-js`).toEqual(
      numbers(direct),
    );
    return rated;
  }

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    sara = await account(stack, 'sara');
    omar = await account(stack, 'omar');
    await sql(conversations(900), [sara.id, AS_OF, SLUG]);
    await sql(conversations(150), [sara.id, AS_OF, OTHER_SLUG]);
    await sql(conversations(150), [omar.id, AS_OF, SLUG]);
    await sql('analyze public.chat_sessions');
    await sara.signIn();
  }, 300_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('keeps conversations inserted in one statement and one by one', async () => {
    expect(await expectKept('inserted')).toBeGreaterThan(1000);
    // One by one, in the hours a period cuts (10:00 UTC on 20 and 21 October, 09:00 on 19 November).
    for (const [at, rating] of [
      ['2026-11-20T10:05:00Z', 5],
      ['2026-11-20T10:17:23.455Z', 1],
      ['2026-11-20T10:17:23.456Z', 2],
      ['2026-10-21T10:30:00Z', 4],
      ['2026-10-21T10:17:23.456Z', 3],
      ['2026-11-19T20:59:59.999Z', 2],
    ] as const)
      await sql(
        `insert into public.chat_sessions (user_id, workflow_slug, status, satisfaction, started_at) values ($1, $2, 'resolved', $3, $4)`,
        [sara.id, SLUG, rating, at],
      );
    await expectKept('inserted one by one');
  });

  it('follows ratings given, changed and taken back, and moments and statuses changed', async () => {
    const ids = (
      await sql<{ id: string }>(
        `select id::text from public.chat_sessions where user_id = $1 and workflow_slug = $2 order by started_at desc limit 90`,
        [sara.id, SLUG],
      )
    ).map((s) => s.id);
    await sql(`update public.chat_sessions set satisfaction = 5 where id = any ($1::uuid[])`, [
      ids.slice(0, 20),
    ]);
    await sql(`update public.chat_sessions set satisfaction = null where id = any ($1::uuid[])`, [
      ids.slice(20, 35),
    ]);
    await sql(
      `update public.chat_sessions set satisfaction = coalesce(satisfaction, 0) % 5 + 1 where id = any ($1::uuid[])`,
      [ids.slice(35, 60)],
    );
    await sql(
      `update public.chat_sessions set started_at = started_at - interval '29 days 3 hours' where id = any ($1::uuid[])`,
      [ids.slice(60, 75)],
    );
    await sql(`update public.chat_sessions set status = 'escalated' where id = any ($1::uuid[])`, [
      ids.slice(75, 90),
    ]);
    // Updates that change nothing the lines count (the message counter) leave them as they are.
    await sql(
      `update public.chat_sessions set message_count = message_count + 1 where id = any ($1::uuid[])`,
      [ids],
    );
    await expectKept('rated, re-rated, unrated, moved in time, status changed');
  });

  it('follows conversations moved to another workflow and deleted', async () => {
    const ids = (
      await sql<{ id: string }>(
        `select id::text from public.chat_sessions where user_id = $1 and workflow_slug = $2 order by started_at limit 60`,
        [sara.id, SLUG],
      )
    ).map((s) => s.id);
    await sql(`update public.chat_sessions set workflow_slug = $2 where id = any ($1::uuid[])`, [
      ids.slice(0, 30),
      OTHER_SLUG,
    ]);
    await sql(
      `update public.chat_sessions set workflow_slug = $3 where user_id = $1 and workflow_slug = $2 and started_at > $4`,
      [sara.id, SLUG, OTHER_SLUG, '2026-11-15T00:00:00Z'],
    );
    await sql(`delete from public.chat_sessions where id = any ($1::uuid[])`, [ids.slice(30, 60)]);
    await sql(`delete from public.chat_sessions where user_id = $1`, [omar.id]);
    await expectKept('moved to another workflow, deleted');
  });

  it('keeps no line once the conversations are truncated', async () => {
    await sql('truncate public.chat_sessions cascade');
    expect(await sql(linesSql('day'))).toEqual([]);
    expect(await sql(linesSql('hour'))).toEqual([]);
    expect(await expectKept('truncated')).toBe(0);
  });
});
