/**
 * The knowledge bots' replies and exchanges kept as messages are written (migration 20261202010000):
 * after every kind of write a workflow engine or a person makes (whole conversations inserted in one
 * statement, messages appended one by one, written out of order or in the same instant, edited, moved in
 * time or to another conversation, deleted, conversations moved to another workflow or deleted,
 * TRUNCATE), the kept replies and exchanges equal what this test reads afresh from all the messages in
 * SQL (the exchanges paired by a window over each conversation, not as the triggers pair them), and the
 * five reads that use them (dashboard_stats of `chat_answers`, rag_answer_spreads, rag_questions,
 * rag_document_citations) answer through supabase-js what SQL computes from the messages. On both
 * engines. The reply lines per day and per day and model, with the latencies each keeps sorted (migration
 * 20261208010000), equal a fresh grouping of the replies after every write, and the latency spread and replies per day and model read
 * from them equal, to the digit, percentile_cont, avg, min, max, sum and the bands over the period's
 * replies: whole periods, periods cut inside a day, a period of no whole day, empty periods, a workflow of
 * one reply and one of tied latencies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, type FiguresAccount } from './figures-accounts.ts';
import { startTestStack, type TestStack, testEngines } from './harness.ts';

const AS_OF = '2026-11-20T10:17:23.456Z';
const SLUG = 'rag-chatbot';
const OTHER_SLUG = 'website-chatbot';
/** A workflow whose replies take one of five latencies (ties, at band edges). */
const TIES_SLUG = 'local-rag';
/** A workflow of one reply. */
const ONE_SLUG = 'local-chatbot';
/** Customer support: replies and exchanges kept, but no question or citation lines (20261207010000). */
const SUPPORT_SLUG = 'customer-support-automation';
/** The knowledge bots, the workflows with question and citation lines, as SQL. */
const KNOWLEDGE_BOTS_SQL = `('rag-chatbot', 'local-rag', 'local-chatbot', 'website-chatbot')`;
const KEPT_QUESTION_LINES_SQL = `select user_id::text, workflow_slug, day::text, question_key, asked::int, answered::int,
  fallbacks::int, latest_at::text, latest_answered_at::text, latest_fallback_at::text
  from private.knowledge_question_days order by 1, 2, 3, 4 nulls last`;
const KEPT_CITATION_LINES_SQL = `select user_id::text, workflow_slug, day::text, document_id::text, citations::int,
  last_cited_at::text from private.knowledge_citation_days order by 1, 2, 3, 4`;

/**
 * The periods the spreads are compared over (as of, days): the dashboard's, cut inside a day at both
 * ends; starting and ending at a Doha midnight (whole days only); a millisecond past one; one day cut
 * in two days (no whole day); a day inside one day; a week; before any reply (empty).
 */
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
/** Bounds in and at the edges of latency bands, fractional, negative, unsorted and past an integer. */
const BOUNDS = [10_001, -1.5, 0, 2.5, 1024, 1000.5, 1023, 3e9];

const LINE_COLUMNS = `replies::int, fallbacks::int, latency_sum::bigint::text, latencies::text`;
const KEPT_DAY_LINES_SQL = `select user_id::text, workflow_slug, day::text, ${LINE_COLUMNS}
  from private.knowledge_latency_days order by 1, 2, 3`;
const KEPT_MODEL_LINES_SQL = `select user_id::text, workflow_slug, day::text, model, ${LINE_COLUMNS}
  from private.knowledge_model_latency_days order by 1, 2, 3, 4`;

const REPLY = `message_id::text, session_id::text, user_id::text, workflow_slug, created_at::text, fallback, model,
  latency_ms, cited_document_ids::text`;
const KEPT_REPLIES_SQL = `select ${REPLY} from private.knowledge_replies order by message_id`;
/** Every bot reply of every conversation, with its conversation's workflow. */
const FRESH_REPLIES_SQL = `
  select ${REPLY} from (
    select m.id as message_id, m.session_id, m.user_id, s.workflow_slug, m.created_at, m.fallback, m.model,
           m.latency_ms, m.cited_document_ids
    from public.chat_messages m join public.chat_sessions s on s.id = m.session_id
    where m.role = 'assistant'
  ) r order by message_id`;

const EXCHANGE = `question_id::text, session_id::text, user_id::text, workflow_slug, asked_at::text, question_key,
  answered_at::text, fallback, latency_ms`;
const KEPT_EXCHANGES_SQL = `select ${EXCHANGE} from private.knowledge_exchanges order by question_id`;
/**
 * Every customer message with the bot's reply to it: the next customer or bot message of its
 * conversation (by moment, then id), when it is the bot's (remotes/rag/src/common/exchanges.ts).
 */
const FRESH_EXCHANGES_SQL = `
  select ${EXCHANGE} from (
    select q.id as question_id, q.session_id, q.user_id, s.workflow_slug, q.created_at as asked_at, q.question_key,
           case when q.next_role = 'assistant' then q.next_at end as answered_at,
           case when q.next_role = 'assistant' then q.next_fallback end as fallback,
           case when q.next_role = 'assistant' then q.next_latency end as latency_ms
    from (
      select m.*, lead(m.role) over w as next_role, lead(m.created_at) over w as next_at,
             lead(m.fallback) over w as next_fallback, lead(m.latency_ms) over w as next_latency
      from public.chat_messages m
      where m.role in ('customer', 'assistant')
      window w as (partition by m.session_id order by m.created_at, m.id)
    ) q
    join public.chat_sessions s on s.id = q.session_id
    where q.role = 'customer'
  ) x order by question_id`;

/** Every reply's lines (client, workflow, Doha day; and model), grouped afresh from all messages. */
const freshLinesSql = (byModel: boolean) => `
  select r.user_id::text, r.workflow_slug, ((r.created_at::timestamptz) at time zone 'Asia/Qatar')::date::text as day,
         ${byModel ? `coalesce(r.model, '') as model,` : ''} count(*)::int as replies,
         count(*) filter (where r.fallback)::int as fallbacks, coalesce(sum(r.latency_ms), 0)::bigint::text as latency_sum,
         coalesce(array_agg(r.latency_ms order by r.latency_ms) filter (where r.latency_ms is not null), '{}')::text as latencies
  from (${FRESH_REPLIES_SQL}) r group by ${byModel ? '1, 2, 3, 4 order by 1, 2, 3, 4' : '1, 2, 3 order by 1, 2, 3'}`;

/**
 * `count` conversations of $1 in workflow $3 opened every 41 minutes before $2, of 7 messages each in a
 * role pattern of their own (greetings, runs of questions, a person's message, system notes), two by
 * two in the same instant, the bot's replies answered or fallback, of a model or none, timed or not,
 * citing some of documents $4: one statement.
 */
const conversationsSql = (count: number) => `
  with s as (
    insert into public.chat_sessions (user_id, workflow_slug, status, channel, started_at)
    select $1, $3, 'resolved', 'website', $2::timestamptz - i * interval '41 minutes'
    from generate_series(1, ${count}) as i
    returning id, started_at)
  insert into public.chat_messages (session_id, user_id, role, content, created_at, fallback, model, latency_ms, cited_document_ids)
  select s.id, $1, x.role, 'Question ' || ((h + j) % 7), s.started_at + (j / 2) * ((1 + h % 9) * interval '17 seconds'),
         x.role = 'assistant' and (h + j) % 5 = 0,
         case when x.role = 'assistant' then (array['llama3.1:8b', 'qwen2.5:7b', null])[1 + (h + j) % 3] end,
         case when x.role = 'assistant' and (h + j) % 4 <> 0 then 100 + (h % 1000) * j * 3 end,
         case when x.role = 'assistant' and (h + j) % 5 <> 0 then ($4::uuid[])[1:1 + (h + j) % 3] else '{}' end
  from s
  cross join lateral (select abs(hashtext(s.id::text)) as h) k
  cross join generate_series(1, 7) as j
  cross join lateral (select (array['assistant','customer','customer','system','assistant','agent','customer','assistant','customer'])[1 + (j + h) % 9] as role) x`;

describe.each(testEngines())('kept knowledge bot replies and exchanges on %s', (engine) => {
  let stack: TestStack;
  let sara: FiguresAccount;
  let omar: FiguresAccount;
  let documents: string[];

  const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    (await stack.db.query<T>(text, params)).rows;

  const rpc = async (name: string, args: Record<string, unknown>) => {
    const { data, error } = await sara.client.rpc(name, {
      p_workflow_slug: SLUG,
      p_as_of: AS_OF,
      p_user_id: sara.id,
      ...args,
    });
    expect(error, name).toBeNull();
    return (data ?? []) as Record<string, unknown>[];
  };

  /** Rows with every number as a number (counts come as text from SQL, as numbers from the API). */
  const numbers = (rows: Record<string, unknown>[]) =>
    rows.map((r) =>
      Object.fromEntries(
        Object.entries(r).map(([k, v]) => [
          k,
          typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v)
            ? Number(v)
            : Array.isArray(v)
              ? v.map((x) => (x === null ? null : Number(x)))
              : v,
        ]),
      ),
    );

  /** Sara's replies of SLUG in the current period, read afresh. */
  const periodReplies = `(select r.* from (${FRESH_REPLIES_SQL}) r
    where r.user_id = $1 and r.workflow_slug = $2 and r.created_at::timestamptz >= $3::timestamptz - interval '30 days'
      and r.created_at::timestamptz < $3::timestamptz)`;
  const periodExchanges = `(select x.* from (${FRESH_EXCHANGES_SQL}) x
    where x.user_id = $1 and x.workflow_slug = $2 and x.asked_at::timestamptz >= $3::timestamptz - interval '30 days'
      and x.asked_at::timestamptz < $3::timestamptz)`;
  const params = () => [sara.id, SLUG, AS_OF];

  /**
   * The reply lines equal a fresh grouping, and the latency spread (both periods) and the replies per
   * day and model equal, as text, SQL over the period's replies of every workflow and window.
   */
  async function expectSpreads(label: string) {
    expect(await sql(KEPT_DAY_LINES_SQL), `${label}: day lines`).toEqual(await sql(freshLinesSql(false)));
    expect(await sql(KEPT_MODEL_LINES_SQL), `${label}: model lines`).toEqual(await sql(freshLinesSql(true)));
    // The replies and exchanges read afresh, once per check (tables: the comparisons below read them often).
    await sql('drop table if exists kept_test.replies');
    await sql(`create table kept_test.replies as select * from (${FRESH_REPLIES_SQL}) r`);
    await sql('drop table if exists kept_test.exchanges');
    await sql(`create table kept_test.exchanges as select * from (${FRESH_EXCHANGES_SQL}) x`);
    // The knowledge bots' exchanges and replies only: no other workflow has lines.
    expect(await sql(KEPT_QUESTION_LINES_SQL), `${label}: question lines`).toEqual(
      await sql(`select x.user_id, x.workflow_slug, ((x.asked_at::timestamptz) at time zone 'Asia/Qatar')::date::text as day,
                        x.question_key, count(*)::int as asked, count(*) filter (where x.fallback = false)::int as answered,
                        count(*) filter (where x.fallback)::int as fallbacks, max(x.asked_at::timestamptz)::text as latest_at,
                        (max(x.asked_at::timestamptz) filter (where x.fallback = false))::text as latest_answered_at,
                        (max(x.asked_at::timestamptz) filter (where x.fallback))::text as latest_fallback_at
                 from kept_test.exchanges x where x.workflow_slug in ${KNOWLEDGE_BOTS_SQL}
                 group by 1, 2, 3, 4 order by 1, 2, 3, 4 nulls last`),
    );
    expect(await sql(KEPT_CITATION_LINES_SQL), `${label}: citation lines`).toEqual(
      await sql(`select r.user_id, r.workflow_slug, ((r.created_at::timestamptz) at time zone 'Asia/Qatar')::date::text as day,
                        u.id::text as document_id, count(*)::int as citations, max(r.created_at::timestamptz)::text as last_cited_at
                 from kept_test.replies r cross join lateral unnest(r.cited_document_ids::uuid[]) as u(id)
                 where r.workflow_slug in ${KNOWLEDGE_BOTS_SQL}
                 group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
    );
    const exchanges = `(select x.* from kept_test.exchanges x
      where x.user_id = $1 and x.workflow_slug = $2 and x.asked_at::timestamptz >= $3::timestamptz
        and x.asked_at::timestamptz < $4::timestamptz)`;
    const replies = `(select r.* from kept_test.replies r
      where r.user_id = $1 and r.workflow_slug = $2 and r.created_at::timestamptz >= $3::timestamptz
        and r.created_at::timestamptz < $4::timestamptz)`;
    let timed = 0;
    // Customer support's questions and citations are read from its kept exchanges and replies.
    for (const slug of [SLUG, TIES_SLUG, ONE_SLUG, SUPPORT_SLUG])
      for (const [asOf, days] of WINDOWS) {
        const at = (daysBack: number) => new Date(Date.parse(asOf) - daysBack * 86_400_000).toISOString();
        const stats = await sql(
          `select period, rows::text, mean::text, min::text, max::text, sum::text, percentiles::text, bands::text
           from public.dashboard_stats('chat_answers', $1, 'value', $2, $3, $4, $5, null, $6)`,
          [slug, asOf, days, FRACTIONS, BOUNDS, sara.id],
        );
        const expected = [];
        for (const [period, from, to] of [
          ['current', at(days), asOf],
          ['previous', at(2 * days), at(days)],
        ] as const) {
          const [row] = await sql<{ rows: string }>(
            `with r as ${replies},
                  y as (select (select count(*) from unnest($7::numeric[]) u where u <= r.latency_ms) as i
                        from r where r.latency_ms is not null)
             select $5::text as period, count(r.latency_ms)::text as rows, avg(r.latency_ms::numeric)::text as mean,
                    min(r.latency_ms::numeric)::text as min, max(r.latency_ms::numeric)::text as max,
                    sum(r.latency_ms::numeric)::text as sum,
                    (case when count(r.latency_ms) > 0 then percentile_cont($6::double precision[])
                       within group (order by r.latency_ms::double precision) end)::text as percentiles,
                    (select array_agg((select count(*) from y where y.i = b.i) order by b.i)
                     from generate_series(0, cardinality($7::numeric[])) as b(i))::text as bands
             from r`,
            [sara.id, slug, from, to, period, FRACTIONS, BOUNDS],
          );
          expected.push(row);
          timed += Number(row?.rows);
        }
        expect(stats, `${label}: latency spread of ${slug} ${asOf} ${days}`).toEqual(expected);
        // The same through the day lines whatever the period's size, and through its replies read at once (a
        // small period's shortcut), with the bounds and without.
        for (const [readAtOnce, withBounds] of [
          [0, true],
          [0, false],
          [1_000_000_000, true],
          [1_000_000_000, false],
        ] as const) {
          const spread = await sql(
            `select v.period, coalesce(k.timed, 0)::text as rows,
                    (case when k.timed > 0 then k.latency_sum::numeric / k.timed::numeric end)::text as mean,
                    k.min_ms::numeric::text as min, k.max_ms::numeric::text as max,
                    (case when k.timed > 0 then k.latency_sum::numeric end)::text as sum, k.percentiles::text,
                    (case when $8 then coalesce(k.bands, array_fill(0::bigint, array[cardinality($7::numeric[]) + 1])) end)::text
                      as bands
             from (values (1, 'current', $3::timestamptz, $4::timestamptz), (2, 'previous', $2::timestamptz, $3::timestamptz))
               as v(o, period, from_at, to_at)
             left join lateral private.knowledge_grouped_spreads($1, $5, v.from_at, v.to_at, 'all', $6, true,
                                                                  case when $8 then $7::numeric[] end, $9) k on true
             order by v.o`,
            [sara.id, at(2 * days), at(days), asOf, slug, FRACTIONS, BOUNDS, withBounds, readAtOnce],
          );
          expect(
            spread,
            `${label}: latency spread of ${slug} ${asOf} ${days}, at once ${readAtOnce}, bounds ${withBounds}`,
          ).toEqual(expected.map((row) => (withBounds ? row : { ...row, bands: null })));
        }
        for (const by of ['day', 'model'] as const) {
          const spreads = await sql(
            `select grp, replies::int, fallbacks::int, timed::int, percentiles::text
             from public.rag_answer_spreads($1, $2, $3, $4, $5, $6)`,
            [slug, by, asOf, days, FRACTIONS, sara.id],
          );
          const expectedSpreads = await sql(
            `select case when $5 = 'day' then ((r.created_at::timestamptz) at time zone 'Asia/Qatar')::date::text
                         else coalesce(r.model, '') end as grp,
                    count(*)::int as replies, count(*) filter (where r.fallback)::int as fallbacks,
                    count(r.latency_ms)::int as timed,
                    (case when count(r.latency_ms) > 0 then percentile_cont($6::double precision[])
                       within group (order by r.latency_ms::double precision) end)::text as percentiles
             from ${replies} r group by 1 order by 1`,
            [sara.id, slug, at(days), asOf, by, FRACTIONS],
          );
          expect(spreads, `${label}: replies per ${by} of ${slug} ${asOf} ${days}`).toEqual(expectedSpreads);
          // The same through the lines of every group at once, and through the period's replies read at once.
          for (const readAtOnce of [0, 1_000_000_000]) {
            const grouped = await sql(
              `select grp, replies::int, fallbacks::int, timed::int, percentiles::text
               from private.knowledge_grouped_spreads($1, $2, $3, $4, $5, $6, false, null, $7)`,
              [sara.id, slug, at(days), asOf, by, FRACTIONS, readAtOnce],
            );
            expect(
              grouped,
              `${label}: replies per ${by} of ${slug} ${asOf} ${days}, at once ${readAtOnce}`,
            ).toEqual(expectedSpreads);
          }
        }
        for (const outcome of [null, 'answered', 'fallback']) {
          const questions = await sql(
            `select question_key, asked::int, answered::int, fallback::int, latest_at::text, total_groups::int
             from public.rag_questions($1, $2, $3, 1000, $4, $5)`,
            [slug, asOf, days, outcome, sara.id],
          );
          const expectedQuestions = await sql(
            `select g.question_key, g.asked, g.answered, g.fallback, g.latest_at::text, count(*) over ()::int as total_groups
             from (select x.question_key, count(*)::int as asked, count(*) filter (where x.fallback = false)::int as answered,
                          count(*) filter (where x.fallback)::int as fallback, max(x.asked_at::timestamptz) as latest_at
                   from ${exchanges} x where $5::text is null or x.fallback = ($5 = 'fallback') group by 1) g
             order by g.asked desc, g.latest_at desc, g.question_key`,
            [sara.id, slug, at(days), asOf, outcome],
          );
          expect(questions, `${label}: questions ${outcome} of ${slug} ${asOf} ${days}`).toEqual(
            expectedQuestions,
          );
        }
        const cited = await sql(
          `select document_id::text, title, citations::int, last_cited_at::text, total_documents::int
           from public.rag_document_citations($1, $2, $3, 1000, $4)`,
          [slug, asOf, days, sara.id],
        );
        const expectedCited = await sql(
          `select d.id::text as document_id, d.title, c.citations, c.last_cited_at::text, count(*) over ()::int as total_documents
           from (select u.id, count(*)::int as citations, max(r.created_at::timestamptz) as last_cited_at
                 from ${replies} r cross join lateral unnest(r.cited_document_ids::uuid[]) as u(id) group by 1) c
           join public.documents d on d.id = c.id and d.user_id::text = $1
           order by c.citations desc, d.title, d.id`,
          [sara.id, slug, at(days), asOf],
        );
        expect(cited, `${label}: citations of ${slug} ${asOf} ${days}`).toEqual(expectedCited);
      }
    return timed;
  }

  /** The kept rows equal a fresh reading of every message, and the five reads count them. */
  async function expectKept(label: string): Promise<number> {
    const timed = await expectSpreads(label);
    const keptReplies = await sql(KEPT_REPLIES_SQL);
    expect(keptReplies.length, `${label}: replies`).toBe((await sql(FRESH_REPLIES_SQL)).length);
    expect(keptReplies, `${label}: replies`).toEqual(await sql(FRESH_REPLIES_SQL));
    const keptExchanges = await sql(KEPT_EXCHANGES_SQL);
    expect(keptExchanges.length, `${label}: exchanges`).toBe((await sql(FRESH_EXCHANGES_SQL)).length);
    expect(keptExchanges, `${label}: exchanges`).toEqual(await sql(FRESH_EXCHANGES_SQL));

    const spreads = await rpc('rag_answer_spreads', { p_by: 'day', p_fractions: [0.5, 0.95] });
    const expectedSpreads = await sql(
      `select ((r.created_at::timestamptz) at time zone 'Asia/Qatar')::date::text as grp, count(*)::int as replies,
              count(*) filter (where r.fallback)::int as fallbacks, count(r.latency_ms)::int as timed,
              case when count(r.latency_ms) > 0 then percentile_cont(array[0.5, 0.95]::float8[])
                within group (order by r.latency_ms::float8) end as percentiles
       from ${periodReplies} r group by 1 order by 1`,
      params(),
    );
    expect(numbers(spreads), `${label}: spreads`).toEqual(numbers(expectedSpreads));

    const [stats] = (await rpc('dashboard_stats', { p_source: 'chat_answers', p_bounds: [10_001] })).filter(
      (l) => l.period === 'current',
    );
    const [expectedStats] = await sql(
      `select count(r.latency_ms)::int as rows, coalesce(sum(r.latency_ms), 0)::int as sum,
              count(*) filter (where r.latency_ms >= 10001)::int as slow
       from ${periodReplies} r`,
      params(),
    );
    expect(
      {
        rows: Number(stats?.rows),
        sum: Number(stats?.sum ?? 0),
        slow: Number((stats?.bands as number[] | undefined)?.[1]),
      },
      `${label}: latency`,
    ).toEqual(expectedStats);

    for (const outcome of [null, 'fallback']) {
      const questions = await rpc('rag_questions', {
        p_limit: 1000,
        ...(outcome ? { p_outcome: outcome } : {}),
      });
      const expectedQuestions = await sql(
        `select g.question_key, g.asked, g.answered, g.fallback, g.latest_at, count(*) over ()::int as total_groups
         from (select x.question_key, count(*)::int as asked, count(*) filter (where x.fallback = false)::int as answered,
                      count(*) filter (where x.fallback)::int as fallback, max(x.asked_at::timestamptz) as latest_at
               from ${periodExchanges} x where $4::boolean is not true or x.fallback group by 1) g
         order by g.asked desc, g.latest_at desc, g.question_key`,
        [...params(), outcome === 'fallback'],
      );
      expect(
        numbers(questions).map((q) => ({ ...q, latest_at: new Date(q.latest_at as string).toISOString() })),
        `${label}: questions ${outcome}`,
      ).toEqual(
        numbers(expectedQuestions).map((q) => ({
          ...q,
          latest_at: new Date(q.latest_at as string).toISOString(),
        })),
      );
    }

    const cited = await rpc('rag_document_citations', { p_limit: 1000 });
    const expectedCited = await sql(
      `select u.id::text as document_id, count(*)::int as citations
       from ${periodReplies} r cross join lateral unnest(r.cited_document_ids::uuid[]) as u(id)
       where u.id = any ($4::uuid[]) group by 1 order by 2 desc, 1`,
      [...params(), documents],
    );
    expect(
      cited
        .map((c) => ({ document_id: c.document_id, citations: Number(c.citations) }))
        .sort(
          (a, b) => b.citations - a.citations || String(a.document_id).localeCompare(String(b.document_id)),
        ),
      `${label}: citations`,
    ).toEqual(expectedCited);
    return timed;
  }

  /** A new conversation of Sara's started at `at`. */
  const conversation = async (at: string) =>
    (
      await sql<{ id: string }>(
        `insert into public.chat_sessions (user_id, workflow_slug, status, channel, started_at)
         values ($1, $2, 'active', 'website', $3) returning id::text`,
        [sara.id, SLUG, at],
      )
    )[0]?.id as string;

  /** One message, in its own statement (a bot's reply answered, timed and citing the first document). */
  const message = async (
    session: string,
    role: string,
    at: string,
    id?: string,
    content = 'Where is my order?',
  ) =>
    sql(
      `insert into public.chat_messages (id, session_id, user_id, role, content, created_at, latency_ms, model, cited_document_ids)
       values (coalesce($5::uuid, gen_random_uuid()), $1, $2, $3, $6, $4,
               case when $3 = 'assistant' then 1200 end, case when $3 = 'assistant' then 'llama3.1:8b' end,
               case when $3 = 'assistant' then array[$7::uuid] else '{}' end)`,
      [session, sara.id, role, at, id ?? null, content, documents[0]],
    );

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    await sql('create schema kept_test');
    sara = await account(stack, 'sara');
    omar = await account(stack, 'omar');
    documents = (
      await sql<{ id: string }>(
        `insert into public.documents (user_id, workflow_slug, title, status)
         select $1, $2, 'Document ' || i, 'indexed' from generate_series(1, 3) as i returning id::text`,
        [sara.id, SLUG],
      )
    ).map((d) => d.id);
    await sql(conversationsSql(1_200), [sara.id, AS_OF, SLUG, documents]);
    await sql(conversationsSql(200), [sara.id, AS_OF, OTHER_SLUG, documents]);
    await sql(conversationsSql(200), [omar.id, AS_OF, SLUG, []]);
    await sql(conversationsSql(600), [sara.id, AS_OF, TIES_SLUG, documents]);
    await sql(conversationsSql(300), [sara.id, AS_OF, SUPPORT_SLUG, documents]);
    await sql(
      `update public.chat_messages m set latency_ms = (array[0, 7, 8, 1023, 1024])[1 + abs(hashtext(m.id::text)) % 5]
       from public.chat_sessions s where s.id = m.session_id and s.workflow_slug = $1 and m.latency_ms is not null`,
      [TIES_SLUG],
    );
    await sql(conversationsSql(1), [sara.id, '2026-11-18T12:00:00Z', ONE_SLUG, documents]);
    await sql(
      `delete from public.chat_messages m using public.chat_sessions s
       where s.id = m.session_id and s.workflow_slug = $1 and m.role = 'assistant'
         and m.id <> (select min(x.id::text)::uuid from public.chat_messages x join public.chat_sessions t on t.id = x.session_id
                      where t.workflow_slug = $1 and x.role = 'assistant' and x.latency_ms is not null)`,
      [ONE_SLUG],
    );
    await sql(
      'analyze public.chat_messages, public.chat_sessions, private.knowledge_replies, private.knowledge_exchanges, private.knowledge_latency_days, private.knowledge_model_latency_days',
    );
    await sara.signIn();
  }, 900_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('keeps whole conversations inserted in one statement', async () => {
    const [some] = await sql<{ replies: number; answered: number; fallback: number; waiting: number }>(
      `select (select count(*)::int from private.knowledge_replies where user_id = $1) as replies,
              count(*) filter (where fallback = false)::int as answered, count(*) filter (where fallback)::int as fallback,
              count(*) filter (where fallback is null)::int as waiting
       from private.knowledge_exchanges where user_id = $1`,
      [sara.id],
    );
    expect(some?.replies).toBeGreaterThan(1_000);
    expect(some?.answered).toBeGreaterThan(500);
    expect(some?.fallback).toBeGreaterThan(50);
    expect(some?.waiting).toBeGreaterThan(50);
    expect(await expectKept('seeded')).toBeGreaterThan(2_000);
    // Customer support's exchanges and citing replies are kept, and counted into no line.
    const [support] = await sql<{ exchanges: number; citing: number; lines: number }>(
      `select (select count(*)::int from private.knowledge_exchanges where workflow_slug = $1) as exchanges,
              (select count(*)::int from private.knowledge_replies where workflow_slug = $1 and cardinality(cited_document_ids) > 0) as citing,
              (select count(*)::int from private.knowledge_question_days where workflow_slug = $1)
              + (select count(*)::int from private.knowledge_citation_days where workflow_slug = $1) as lines`,
      [SUPPORT_SLUG],
    );
    expect(support).toEqual({ exchanges: expect.any(Number), citing: expect.any(Number), lines: 0 });
    expect(support?.exchanges).toBeGreaterThan(300);
    expect(support?.citing).toBeGreaterThan(100);
    const [one] = await sql<{ replies: number }>(
      `select count(*)::int as replies from private.knowledge_replies where workflow_slug = $1 and latency_ms is not null`,
      [ONE_SLUG],
    );
    expect(one?.replies).toBe(1);
  });

  it('follows messages appended one by one, out of order and in the same instant', async () => {
    const s = await conversation('2026-11-19T08:00:00Z');
    await message(s, 'assistant', '2026-11-19T08:00:00Z');
    await message(s, 'customer', '2026-11-19T08:01:00Z');
    await message(s, 'system', '2026-11-19T08:02:00Z');
    await expectKept('a question waiting');
    await message(s, 'assistant', '2026-11-19T08:05:00.123456Z');
    await message(s, 'customer', '2026-11-19T09:00:00Z', undefined, 'Do you deliver to Lusail?');
    await expectKept('answered');
    // The customer wrote again before the bot's reply, written late: the first question has no reply.
    await message(s, 'customer', '2026-11-19T08:03:00Z');
    // A reply dated before the last question's other messages.
    await message(s, 'assistant', '2026-11-19T09:00:00.5Z');
    await message(s, 'agent', '2026-11-19T08:59:00Z');
    await expectKept('written out of order');
    const t = await conversation('2026-11-19T11:00:00Z');
    await message(t, 'assistant', '2026-11-19T11:00:00Z', '00000000-0000-4000-8000-000000000002');
    await message(t, 'customer', '2026-11-19T11:00:00Z', '00000000-0000-4000-8000-000000000001');
    await message(t, 'customer', '2026-11-19T11:00:00Z', 'ffffffff-0000-4000-8000-000000000003');
    await message(t, 'assistant', '2026-11-19T11:00:00Z', 'ffffffff-0000-4000-8000-000000000004');
    await expectKept('same instants');
  });

  it('leaves the knowledge lines as they were on a statement of other workflows', async () => {
    const before = [await sql(KEPT_QUESTION_LINES_SQL), await sql(KEPT_CITATION_LINES_SQL)];
    await sql(conversationsSql(150), [sara.id, '2026-11-19T23:59:00Z', SUPPORT_SLUG, documents]);
    await sql(conversationsSql(50), [omar.id, AS_OF, 'whatsapp-chatbot', []]);
    // Customer support's messages edited and deleted.
    await sql(
      `update public.chat_messages m set fallback = m.role = 'assistant' and not m.fallback, cited_document_ids = '{}',
         created_at = m.created_at - interval '1 hour'
       from public.chat_sessions s where s.id = m.session_id and s.workflow_slug = $1 and abs(hashtext(m.id::text)) % 3 = 0`,
      [SUPPORT_SLUG],
    );
    await sql(
      `delete from public.chat_messages m using public.chat_sessions s
       where s.id = m.session_id and s.workflow_slug = $1 and abs(hashtext(m.id::text)) % 4 = 0`,
      [SUPPORT_SLUG],
    );
    expect([await sql(KEPT_QUESTION_LINES_SQL), await sql(KEPT_CITATION_LINES_SQL)]).toEqual(before);
    await expectKept('other workflows written');
  });

  it("counts a statement of both families into the knowledge bots' lines alone", async () => {
    // New conversations of a knowledge bot and of customer support, and a message in each of 40 older
    // ones of both (the last question before each rewritten), in one statement.
    await sql(
      `with s as (
         insert into public.chat_sessions (user_id, workflow_slug, status, channel, started_at)
         select $1, (array[$2, $3])[1 + i % 2], 'active', 'website', $4::timestamptz - i * interval '7 hours'
         from generate_series(1, 40) as i
         returning id, started_at),
       t as (
         select s.id, s.started_at from s
         union all
         (select c.id, c.started_at from public.chat_sessions c
          where c.user_id = $1 and c.workflow_slug in ($2, $3) order by c.started_at desc, c.id limit 40))
       insert into public.chat_messages (session_id, user_id, role, content, created_at, fallback, model, latency_ms, cited_document_ids)
       select t.id, $1, x.role, 'Question ' || j % 3, t.started_at + interval '10 hours' + j * interval '1 second',
              x.role = 'assistant' and j % 4 = 3, case when x.role = 'assistant' then 'llama3.1:8b' end,
              case when x.role = 'assistant' then 300 * j end,
              case when x.role = 'assistant' and j % 4 <> 3 then ($5::uuid[])[1:1 + j % 3] else '{}' end
       from t cross join generate_series(0, 3) as j
       cross join lateral (select (array['customer', 'assistant'])[1 + j % 2] as role) x`,
      [sara.id, SLUG, SUPPORT_SLUG, AS_OF, documents],
    );
    await expectKept('both families in one statement');
  });

  it('follows edited, moved and deleted messages', async () => {
    const ids = (
      await sql<{ id: string }>(
        `select id::text from public.chat_sessions where user_id = $1 and workflow_slug = $2 order by started_at desc limit 60`,
        [sara.id, SLUG],
      )
    ).map((s) => s.id);
    await sql(
      `update public.chat_messages set created_at = created_at - interval '3 hours'
       where session_id = any ($1::uuid[]) and role = 'assistant'`,
      [ids.slice(0, 10)],
    );
    await sql(
      `update public.chat_messages set role = case role when 'customer' then 'agent' else 'customer' end
       where session_id = any ($1::uuid[]) and role in ('customer', 'agent')`,
      [ids.slice(10, 20)],
    );
    await sql(
      `update public.chat_messages m set session_id = ($1::uuid[])[array_position($2::uuid[], m.session_id)]
       where m.session_id = any ($2::uuid[]) and abs(hashtext(m.id::text)) % 2 = 0`,
      [ids.slice(20, 25), ids.slice(25, 30)],
    );
    await sql(
      `update public.chat_messages set fallback = not fallback, cited_document_ids = '{}', latency_ms = 20000, model = 'mistral:7b'
       where session_id = any ($1::uuid[]) and role = 'assistant'`,
      [ids.slice(30, 35)],
    );
    await sql(
      `update public.chat_messages set content = 'How much is delivery?' where session_id = any ($1::uuid[]) and role = 'customer'`,
      [ids.slice(35, 40)],
    );
    await expectKept('edited');
    const before = [await sql(KEPT_REPLIES_SQL), await sql(KEPT_EXCHANGES_SQL)];
    await sql(
      `update public.chat_messages set content = content || ' (edited)' where user_id = $1 and role <> 'customer'`,
      [sara.id],
    );
    expect([await sql(KEPT_REPLIES_SQL), await sql(KEPT_EXCHANGES_SQL)]).toEqual(before);
    await sql(`delete from public.chat_messages where session_id = any ($1::uuid[]) and role = 'assistant'`, [
      ids.slice(40, 50),
    ]);
    await sql(
      `delete from public.chat_messages where session_id = any ($1::uuid[]) and role = 'customer'
       and abs(hashtext(id::text)) % 2 = 0`,
      [ids.slice(50, 60)],
    );
    await expectKept('deleted');
  });

  it('follows conversations moved to another workflow and deleted', async () => {
    const ids = (
      await sql<{ id: string }>(
        `select id::text from public.chat_sessions where user_id = $1 and workflow_slug = $2 order by started_at limit 30`,
        [sara.id, SLUG],
      )
    ).map((s) => s.id);
    await sql(`update public.chat_sessions set workflow_slug = $2 where id = any ($1::uuid[])`, [
      ids.slice(0, 15),
      OTHER_SLUG,
    ]);
    await sql(
      `update public.chat_sessions set workflow_slug = $2 where user_id = $1 and workflow_slug = $3 and started_at > $4`,
      [sara.id, SLUG, OTHER_SLUG, '2026-11-10T00:00:00Z'],
    );
    await sql(`delete from public.chat_sessions where id = any ($1::uuid[])`, [ids.slice(15, 30)]);
    await expectKept('conversations moved and deleted');
    // To customer support (out of the lines) and back (into them).
    const moved = (
      await sql<{ id: string }>(
        `select id::text from public.chat_sessions where user_id = $1 and workflow_slug = $2 order by started_at desc limit 20`,
        [sara.id, SLUG],
      )
    ).map((s) => s.id);
    await sql(`update public.chat_sessions set workflow_slug = $2 where id = any ($1::uuid[])`, [
      moved,
      SUPPORT_SLUG,
    ]);
    await expectKept('conversations moved to customer support');
    await sql(`update public.chat_sessions set workflow_slug = $2 where id = any ($1::uuid[])`, [
      moved.slice(0, 10),
      SLUG,
    ]);
    await expectKept('conversations moved back');
  });

  it('keeps nothing once the messages are truncated', async () => {
    await sql('truncate public.chat_messages cascade');
    expect(await sql('select message_id from private.knowledge_replies')).toEqual([]);
    expect(await sql('select day from private.knowledge_latency_days')).toEqual([]);
    expect(await sql('select day from private.knowledge_model_latency_days')).toEqual([]);
    expect(await sql('select question_id from private.knowledge_exchanges')).toEqual([]);
    await expectKept('messages truncated');
  });
});
