/**
 * Customer support's tickets kept as conversations and messages are written (migration
 * 20261201040000): after every kind of write a workflow engine or a person makes (whole conversations
 * inserted in one statement, messages appended one by one, written out of order or in the same instant,
 * edited, moved in time or to another conversation, deleted, conversations edited, moved to another
 * workflow or deleted, TRUNCATE), each kept ticket equals what this test computes afresh from the
 * conversation and all its messages in SQL (the reading of 20261201020000, which looked each ticket's
 * messages up when asked). The tickets' day and hour lines (the source `support_tickets`, migration
 * 20261203020000) equal the lines a fresh grouping of those tickets makes, and `support_ticket_counts` read
 * through supabase-js (both periods by handling, status and channel, and per Doha day) equals straight
 * SQL over chat_sessions and chat_messages, as of moments that cut days and hours, a Doha midnight and
 * one-day periods; also after random writes near those edges. The ticket times' band and value lines
 * (migration 20261205010000) equal a fresh grouping of the tickets, and `support_ticket_times` equals
 * percentile_cont over straight SQL, to the digit, for the same periods and every rank; the escalation
 * queue, read from the kept open escalations, equals straight SQL over the conversations. A statement on
 * the kept tickets themselves changing some tickets' keys and times at once (their old and new rows pair
 * with none: migration 20261206010000 pairs them by a FULL JOIN) leaves lines and escalations that follow
 * the kept rows. On both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, type FiguresAccount } from './figures-accounts.ts';
import { expectedSql, type Figure, normalized } from './figures-expected.ts';
import { startTestStack, type TestStack, testEngines } from './harness.ts';

const AS_OF = '2026-11-20T10:17:23.456Z';
const SLUG = 'customer-support-automation';
const OTHER_SLUG = 'whatsapp-chatbot';

/** A ticket as text: what the figures and the queue read of it. */
const TICKET = `session_id::text, user_id::text, workflow_slug, started_at::text, status, channel, satisfaction,
  handling, first_response_ms::text, resolution_ms::text, person_wrote_at::text, last_customer_message_id::text`;
const KEPT_SQL = `select ${TICKET} from private.support_tickets order by session_id`;

/** Every conversation read afresh as a ticket (remotes/rag/src/common/tickets.ts's rules). */
const FRESH_SQL = `
  select ${TICKET} from (
    select s.id as session_id, s.user_id, s.workflow_slug, s.started_at, s.status, s.channel, s.satisfaction,
           case
             when s.status = 'escalated' or a.person_wrote_at is not null then 'escalated'
             when s.status = 'resolved' then 'automated'
             when s.status = 'abandoned' then 'abandoned'
             else 'open'
           end as handling,
           (select (extract(epoch from (r.created_at - q.created_at)) * 1000)::double precision
            from (select m.created_at, m.id from public.chat_messages m
                  where m.session_id = s.id and m.role = 'customer' order by m.created_at, m.id limit 1) q
            cross join lateral (
              select m.created_at from public.chat_messages m
              where m.session_id = s.id and m.role in ('assistant', 'agent') and (m.created_at, m.id) > (q.created_at, q.id)
              order by m.created_at, m.id limit 1) r) as first_response_ms,
           case when s.status = 'resolved' and s.ended_at is not null
             then (extract(epoch from (s.ended_at - s.started_at)) * 1000)::double precision end as resolution_ms,
           a.person_wrote_at,
           (select m.id from public.chat_messages m where m.session_id = s.id and m.role = 'customer'
            order by m.created_at desc, m.id desc limit 1) as last_customer_message_id
    from public.chat_sessions s
    cross join lateral (select min(m.created_at) as person_wrote_at from public.chat_messages m
                        where m.session_id = s.id and m.role = 'agent') a
  ) t order by session_id`;

/** The day lines (`unit` day) or hour lines (`unit` hour) of the source `support_tickets`, as kept. */
const keptLinesSql = (unit: 'day' | 'hour') => `
  select user_id::text, workflow_slug, ${unit === 'day' ? 'day::text' : "(hour at time zone 'UTC')::text"} as at,
         status, kind, rows::int, value_sum::int, score_sum::int
  from private.dashboard_${unit}_counts where source = 'support_tickets' order by 1, 2, 3, 4, 5`;

/** The same lines grouped afresh from every conversation read as a ticket (FRESH_SQL). */
const freshLinesSql = (unit: 'day' | 'hour') => `
  select t.user_id, t.workflow_slug,
         ${
           unit === 'day'
             ? "(t.started_at::timestamptz at time zone 'Asia/Qatar')::date::text"
             : "date_trunc('hour', t.started_at::timestamptz at time zone 'UTC')::text"
         } as at,
         t.handling as status, t.status || ' ' || t.channel as kind, count(*)::int as rows,
         coalesce(sum(t.satisfaction), 0)::int as value_sum, count(t.satisfaction)::int as score_sum
  from (${FRESH_SQL}) t group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`;

/** The tickets of client $1's workflow $2 as a source's rows (figures-expected.ts's form). */
const TICKET_FACTS = `
  select t.started_at::timestamptz as at, t.handling as status, t.status || ' ' || t.channel as kind,
         t.satisfaction as value, (t.satisfaction is not null)::int as score
  from (${FRESH_SQL}) t where t.user_id = $1::text and t.workflow_slug = $2`;

/**
 * support_ticket_counts as straight SQL over the conversations and messages ($3 as of, $4 days): the
 * tickets of both periods by handling, status and channel, and of the current one per Doha day and handling.
 */
const COUNTS_SQL = `
  with p as (
    select t.*, case when t.started_at::timestamptz >= $3::timestamptz - make_interval(days => $4) then 'current'
                     else 'previous' end as period
    from (${FRESH_SQL}) t
    where t.user_id = $1::text and t.workflow_slug = $2
      and t.started_at::timestamptz >= $3::timestamptz - 2 * make_interval(days => $4) and t.started_at::timestamptz < $3::timestamptz)
  select period, null::text as day, handling, status, channel, count(*)::int as tickets, count(satisfaction)::int as rated,
         coalesce(sum(satisfaction), 0)::int as satisfaction_sum
  from p group by 1, 3, 4, 5
  union all
  select 'day', (started_at::timestamptz at time zone 'Asia/Qatar')::date::text, handling, '', '', count(*)::int,
         count(satisfaction)::int, coalesce(sum(satisfaction), 0)::int
  from p where period = 'current' group by 2, 3`;

/**
 * The escalation queue as straight SQL over the conversations and messages: every conversation of
 * client $1's workflow $2 still escalated, its customer's last message and how long since it (or since
 * opening) as of $3, when a person first wrote (20261201040000's reading, each by key).
 */
const QUEUE_SQL = `
  select s.id::text, s.customer_name, s.customer_contact, s.channel, s.topic, s.started_at::text, c.content as last_customer_message,
         ((extract(epoch from ($3::timestamptz - coalesce(c.created_at, s.started_at))) * 1000)::double precision)::text as waiting_ms,
         (select min(m.created_at) from public.chat_messages m where m.session_id = s.id and m.role = 'agent')::text as agent_joined_at
  from public.chat_sessions s
  left join lateral (select m.content, m.created_at from public.chat_messages m where m.session_id = s.id and m.role = 'customer'
                     order by m.created_at desc, m.id desc limit 1) c on true
  where s.user_id = $1 and s.workflow_slug = $2 and s.status = 'escalated'
  order by s.id`;

/** The queue as the function answers it, in QUEUE_SQL's form. */
const QUEUE_READ_SQL = `
  select q.id::text, q.customer_name, q.customer_contact, q.channel, q.topic, q.started_at::text, q.last_customer_message,
         q.waiting_ms::text, q.agent_joined_at::text
  from public.support_escalation_queue($2, $3::timestamptz, $1) q order by q.id`;

/** The ticket time lines as kept (`bands`: per band; `values`: per exact value), values as text. */
const keptTimeLinesSql = (lines: 'bands' | 'values') => `
  select user_id::text, workflow_slug, measure, day::text, band${lines === 'values' ? ', value::text' : ''}, tickets::int
  from private.support_ticket_time_${lines} order by 1, 2, 3, 4, 5${lines === 'values' ? ', 6' : ''}`;

/** The same lines grouped afresh from every conversation read as a ticket (FRESH_SQL). */
const freshTimeLinesSql = (lines: 'bands' | 'values') => `
  select t.user_id, t.workflow_slug, m.measure, (t.started_at::timestamptz at time zone 'Asia/Qatar')::date::text as day,
         private.value_band(m.value::double precision) as band${lines === 'values' ? ', m.value' : ''}, count(*)::int as tickets
  from (${FRESH_SQL}) t
  cross join lateral (values ('first_response', t.first_response_ms), ('resolution', t.resolution_ms)) as m(measure, value)
  where m.value is not null
  group by 1, 2, 3, 4, 5${lines === 'values' ? ', 6' : ''} order by 1, 2, 3, 4, 5${lines === 'values' ? ', 6' : ''}`;

/**
 * support_ticket_times as straight SQL over the conversations and messages ($3 as of, $4 days, $5 the
 * fractions): percentile_cont of each measure over the tickets opened in the period.
 */
const TIMES_SQL = `
  select m.measure, count(x.value)::int as rows,
         percentile_cont($5::double precision[]) within group (order by x.value) as percentiles
  from (values (1, 'first_response'), (2, 'resolution')) as m(o, measure)
  left join lateral (
    select (case m.measure when 'first_response' then t.first_response_ms else t.resolution_ms end)::double precision as value
    from (${FRESH_SQL}) t
    where t.user_id = $1::text and t.workflow_slug = $2
      and t.started_at::timestamptz >= $3::timestamptz - make_interval(days => $4) and t.started_at::timestamptz < $3::timestamptz
  ) x on true
  group by m.o, m.measure order by m.o`;

/** One period's times through the private spread, read at once up to $6 tickets ($3 as of, $4 days, $5 the fractions). */
const TIME_SPREAD_SQL = `
  select m.measure, s.rows::int as rows, s.percentiles
  from (values (1, 'first_response'), (2, 'resolution')) as m(o, measure)
  cross join lateral private.support_ticket_time_spread($1::uuid, $2, m.measure,
    $3::timestamptz - make_interval(days => $4), $3::timestamptz, $5::numeric[], $6) s
  order by m.o`;

/** The fractions the times are read at: the dashboard's, and every rank from the least to the most. */
const TIME_FRACTIONS = [
  [0.5, 0.9],
  [0, 0.01, 0.25, 0.333, 0.5, 0.75, 0.9, 0.99, 1],
];

interface TimeLine {
  measure: string;
  rows: number;
  percentiles: (number | string)[] | null;
}

/** Time lines with numbers as numbers (the exact doubles both sides print). */
const timeLines = (lines: TimeLine[]) =>
  lines.map((l) => ({
    measure: l.measure,
    rows: Number(l.rows),
    percentiles: l.percentiles === null ? null : l.percentiles.map(Number),
  }));

/**
 * Moments and periods the counts are read as of: the test's moment, a Doha midnight (whole days only),
 * one whole day, a week cutting an hour at each end, a day across midnight.
 */
const PERIODS: [string, number][] = [
  [AS_OF, 30],
  ['2026-11-19T21:00:00Z', 30],
  ['2026-11-19T21:00:00Z', 1],
  ['2026-11-18T13:30:00.5Z', 7],
  [AS_OF, 1],
];

interface CountLine {
  period: string;
  day: string | null;
  handling: string;
  status: string;
  channel: string;
  tickets: number;
  rated: number;
  satisfaction_sum: number;
}

/** Count lines in one order, numbers as numbers, days as dates. */
const countLines = (lines: CountLine[]) =>
  lines
    .map((l) => ({
      period: l.period,
      day: l.day === null ? null : String(l.day).slice(0, 10),
      handling: l.handling,
      status: l.status,
      channel: l.channel,
      tickets: Number(l.tickets),
      rated: Number(l.rated),
      satisfaction_sum: Number(l.satisfaction_sum),
    }))
    .sort((a, b) =>
      `${a.period}|${a.day}|${a.handling}|${a.status}|${a.channel}`.localeCompare(
        `${b.period}|${b.day}|${b.handling}|${b.status}|${b.channel}`,
      ),
    );

/**
 * `count` conversations of $1 in workflow $3 opened every 41 minutes before $2, in a status, channel
 * and rating of their own, of 6 messages each in a role pattern of their own (a greeting first, runs of
 * questions, system notes, a person's message), two by two in the same instant: one statement.
 */
const conversationsSql = (count: number) => `
  with s as (
    insert into public.chat_sessions (user_id, workflow_slug, status, channel, satisfaction, started_at, ended_at)
    select $1, $3, (array['resolved', 'escalated', 'active', 'abandoned', 'resolved'])[1 + i % 5],
           (array['whatsapp', 'email', 'website', 'portal'])[1 + i % 4],
           case when i % 3 = 0 then null else 1 + i % 5 end,
           $2::timestamptz - i * interval '41 minutes',
           case when i % 5 in (0, 3, 4) then $2::timestamptz - i * interval '41 minutes' + (i % 50) * interval '1 minute' end
    from generate_series(1, ${count}) as i
    returning id, started_at)
  insert into public.chat_messages (session_id, user_id, role, content, created_at)
  select s.id, $1, x.role, 'Message ' || j, s.started_at + (j / 2) * ((1 + h % 9) * interval '17 seconds')
  from s
  cross join lateral (select abs(hashtext(s.id::text)) as h) k
  cross join generate_series(1, 6) as j
  cross join lateral (select (array['assistant','customer','customer','system','assistant','agent','customer','assistant','customer'])[1 + (j + h) % 9] as role) x`;

describe.each(testEngines())('kept support tickets on %s', (engine) => {
  let stack: TestStack;
  let sara: FiguresAccount;
  let omar: FiguresAccount;

  const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    (await stack.db.query<T>(text, params)).rows;

  /** The kept tickets equal a fresh reading of every conversation, and the counts read them. */
  async function expectKept(label: string) {
    const kept = await sql(KEPT_SQL);
    const fresh = await sql(FRESH_SQL);
    expect(kept.length, `${label}: tickets`).toBe(fresh.length);
    expect(kept, label).toEqual(fresh);
    const { data, error } = await sara.client.rpc('support_ticket_counts', {
      p_workflow_slug: SLUG,
      p_as_of: AS_OF,
      p_user_id: sara.id,
    });
    expect(error).toBeNull();
    const lines = (data ?? []) as { period: string; handling: string; tickets: number }[];
    const expected = await sql<{ handling: string; tickets: number }>(
      `select t.handling, count(*)::int as tickets from (${FRESH_SQL}) t
       where t.user_id = $1 and t.workflow_slug = $2 and t.started_at::timestamptz >= $3::timestamptz - interval '30 days'
         and t.started_at::timestamptz < $3::timestamptz
       group by 1 order by 1`,
      [sara.id, SLUG, AS_OF],
    );
    const got = new Map<string, number>();
    for (const l of lines.filter((l) => l.period === 'current'))
      got.set(l.handling, (got.get(l.handling) ?? 0) + Number(l.tickets));
    expect(Object.fromEntries([...got].sort()), `${label}: counts`).toEqual(
      Object.fromEntries(expected.map((e) => [e.handling, e.tickets])),
    );
    await expectLines(label);
  }

  /**
   * The tickets' day and hour lines equal a fresh grouping of the tickets, and the counts (and the
   * source's dashboard_figures) of every period in PERIODS equal straight SQL over the conversations.
   */
  async function expectLines(label: string) {
    for (const unit of ['day', 'hour'] as const)
      expect(await sql(keptLinesSql(unit)), `${label}: ${unit} lines`).toEqual(
        await sql(freshLinesSql(unit)),
      );
    for (const [asOf, days] of PERIODS) {
      const { data, error } = await sara.client.rpc('support_ticket_counts', {
        p_workflow_slug: SLUG,
        p_as_of: asOf,
        p_days: days,
        p_user_id: sara.id,
      });
      expect(error).toBeNull();
      const want = await sql<CountLine>(COUNTS_SQL, [sara.id, SLUG, asOf, days]);
      expect(countLines((data ?? []) as CountLine[]), `${label}: counts as of ${asOf}, ${days} days`).toEqual(
        countLines(want),
      );
    }
    const queue = await sql(QUEUE_READ_SQL, [sara.id, SLUG, AS_OF]);
    expect(queue, `${label}: queue`).toEqual(await sql(QUEUE_SQL, [sara.id, SLUG, AS_OF]));
    expect(
      await sql(`select count(*)::int as n from private.support_escalations`),
      `${label}: escalations`,
    ).toEqual(await sql(`select count(*)::int as n from public.chat_sessions where status = 'escalated'`));
    for (const lines of ['bands', 'values'] as const)
      expect(await sql(keptTimeLinesSql(lines)), `${label}: time ${lines}`).toEqual(
        await sql(freshTimeLinesSql(lines)),
      );
    for (const [asOf, days] of PERIODS)
      for (const fractions of TIME_FRACTIONS) {
        const { data, error } = await sara.client.rpc('support_ticket_times', {
          p_workflow_slug: SLUG,
          p_as_of: asOf,
          p_days: days,
          p_fractions: fractions,
          p_user_id: sara.id,
        });
        expect(error).toBeNull();
        const want = await sql<TimeLine>(TIMES_SQL, [sara.id, SLUG, asOf, days, fractions]);
        expect(
          timeLines((data ?? []) as TimeLine[]),
          `${label}: times as of ${asOf}, ${days} days, at ${fractions}`,
        ).toEqual(timeLines(want));
        // The test's periods are small enough to be read at once: the lines' way is forced too.
        for (const readAtOnce of [0, 1_000_000_000])
          expect(
            timeLines(
              await sql<TimeLine>(TIME_SPREAD_SQL, [sara.id, SLUG, asOf, days, fractions, readAtOnce]),
            ),
            `${label}: times as of ${asOf}, ${days} days, at ${fractions}, at once up to ${readAtOnce}`,
          ).toEqual(timeLines(want));
      }
    const figures = await sara.client.rpc('dashboard_figures', {
      p_source: 'support_tickets',
      p_workflow_slug: SLUG,
      p_as_of: AS_OF,
      p_user_id: sara.id,
    });
    expect(figures.error).toBeNull();
    expect(normalized((figures.data ?? []) as Figure[]), `${label}: dashboard_figures`).toEqual(
      normalized(await sql<Figure>(expectedSql(TICKET_FACTS), [sara.id, SLUG, AS_OF])),
    );
  }

  /** A new conversation of Sara's started at `at`. */
  const conversation = async (at: string, status = 'active') =>
    (
      await sql<{ id: string }>(
        `insert into public.chat_sessions (user_id, workflow_slug, status, channel, started_at)
         values ($1, $2, $4, 'whatsapp', $3) returning id::text`,
        [sara.id, SLUG, at, status],
      )
    )[0]?.id as string;

  /** One message, in its own statement. */
  const message = async (session: string, role: string, at: string, id?: string) =>
    sql(
      `insert into public.chat_messages (id, session_id, user_id, role, content, created_at)
       values (coalesce($5::uuid, gen_random_uuid()), $1, $2, $3, 'A message', $4)`,
      [session, sara.id, role, at, id ?? null],
    );

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    sara = await account(stack, 'sara');
    omar = await account(stack, 'omar');
    await sql(conversationsSql(1_500), [sara.id, AS_OF, SLUG]);
    await sql(conversationsSql(200), [sara.id, AS_OF, OTHER_SLUG]);
    await sql(conversationsSql(200), [omar.id, AS_OF, SLUG]);
    await sql('analyze public.chat_messages, public.chat_sessions, private.support_tickets');
    await sara.signIn();
  }, 900_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('keeps whole conversations inserted in one statement, every handling among them', async () => {
    const handlings = await sql<{ handling: string }>(
      `select distinct handling from private.support_tickets where user_id = $1 and workflow_slug = $2 order by 1`,
      [sara.id, SLUG],
    );
    expect(handlings.map((h) => h.handling)).toEqual(['abandoned', 'automated', 'escalated', 'open']);
    const [some] = await sql<{ answered: number; person: number }>(
      `select count(first_response_ms)::int as answered, count(*) filter (where status = 'resolved' and handling = 'escalated')::int as person
       from private.support_tickets where user_id = $1`,
      [sara.id],
    );
    expect(some?.answered).toBeGreaterThan(1_000);
    expect(some?.person).toBeGreaterThan(0);
    await expectKept('seeded');
  });

  it('follows messages appended one by one, out of order and in the same instant', async () => {
    const s = await conversation('2026-11-19T08:00:00Z', 'resolved');
    await message(s, 'assistant', '2026-11-19T08:00:00Z');
    await expectKept('a greeting, no question');
    await message(s, 'customer', '2026-11-19T08:01:00Z');
    await message(s, 'system', '2026-11-19T08:02:00Z');
    await expectKept('a question waiting');
    await message(s, 'assistant', '2026-11-19T08:05:00.123456Z');
    await message(s, 'customer', '2026-11-19T09:00:00Z');
    await expectKept('answered');
    // A person's reply written late but dated before the bot's: the first response is the person's,
    // and the ticket escalated though resolved.
    await message(s, 'agent', '2026-11-19T08:03:00Z');
    // A customer's message dated before all others: the first response is counted from it.
    await message(s, 'customer', '2026-11-19T07:00:00Z');
    await expectKept('written out of order');
    const t = await conversation('2026-11-19T11:00:00Z');
    await message(t, 'assistant', '2026-11-19T11:00:00Z', '00000000-0000-4000-8000-000000000002');
    await message(t, 'customer', '2026-11-19T11:00:00Z', '00000000-0000-4000-8000-000000000001');
    await message(t, 'customer', '2026-11-19T11:00:00Z', 'ffffffff-0000-4000-8000-000000000003');
    await expectKept('same instants');
  });

  it('follows edited, moved and deleted messages', async () => {
    const ids = (
      await sql<{ id: string }>(
        `select id::text from public.chat_sessions where user_id = $1 and workflow_slug = $2 order by started_at desc limit 50`,
        [sara.id, SLUG],
      )
    ).map((s) => s.id);
    await sql(
      `update public.chat_messages set created_at = created_at - interval '3 hours'
       where session_id = any ($1::uuid[]) and role in ('assistant', 'agent')`,
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
    await expectKept('edited');
    const before = await sql(KEPT_SQL);
    await sql(`update public.chat_messages set content = content || ' (edited)' where user_id = $1`, [
      sara.id,
    ]);
    expect(await sql(KEPT_SQL)).toEqual(before);
    await sql(`delete from public.chat_messages where session_id = any ($1::uuid[]) and role = 'agent'`, [
      ids.slice(30, 40),
    ]);
    await sql(
      `delete from public.chat_messages where session_id = any ($1::uuid[]) and role = 'customer'
       and abs(hashtext(id::text)) % 2 = 0`,
      [ids.slice(40, 50)],
    );
    await expectKept('deleted');
  });

  it('follows conversations edited, moved to another workflow and deleted', async () => {
    const ids = (
      await sql<{ id: string }>(
        `select id::text from public.chat_sessions where user_id = $1 and workflow_slug = $2 order by started_at limit 60`,
        [sara.id, SLUG],
      )
    ).map((s) => s.id);
    await sql(
      `update public.chat_sessions set status = case status when 'escalated' then 'resolved' else 'escalated' end,
              ended_at = coalesce(ended_at, started_at + interval '5 minutes'), satisfaction = null
       where id = any ($1::uuid[])`,
      [ids.slice(0, 15)],
    );
    await sql(
      `update public.chat_sessions set started_at = started_at - interval '20 days', channel = 'email' where id = any ($1::uuid[])`,
      [ids.slice(15, 30)],
    );
    // What the queue copies alone: escalated conversations' names and topic, their last messages' text.
    await sql(
      `update public.chat_sessions set customer_name = 'Renamed ' || left(id::text, 4), customer_contact = null,
              topic = 'Topic ' || left(id::text, 3)
       where user_id = $1 and workflow_slug = $2 and status = 'escalated'`,
      [sara.id, SLUG],
    );
    await sql(
      `update public.chat_messages set content = 'Rewritten ' || left(id::text, 5) where user_id = $1 and role = 'customer'
       and abs(hashtext(id::text)) % 3 = 0`,
      [sara.id],
    );
    await expectKept('names, topics and texts edited');
    await sql(`update public.chat_sessions set workflow_slug = $2 where id = any ($1::uuid[])`, [
      ids.slice(30, 45),
      OTHER_SLUG,
    ]);
    await sql(`delete from public.chat_sessions where id = any ($1::uuid[])`, [ids.slice(45, 60)]);
    await expectKept('conversations edited, moved and deleted');
  });

  it('follows statements on the kept tickets themselves: keys and times changed together, then recomputed', async () => {
    // Tickets of every status, escalated ones among them, each given another key and other times in one
    // statement (its old and new rows then pair with no other): the lines and the open escalations follow
    // the kept rows, not the conversations.
    const old = (
      await sql<{ id: string }>(
        `select session_id::text as id from private.support_tickets where user_id = $1 and workflow_slug = $2
         order by status = 'escalated' desc, session_id limit 40`,
        [sara.id, SLUG],
      )
    ).map((r) => r.id);
    const renamed = old.map(() => crypto.randomUUID());
    await sql(
      `update private.support_tickets t
       set session_id = x.new, first_response_ms = coalesce(t.first_response_ms * 2, 5),
           started_at = case when x.i % 2 = 0 then t.started_at - interval '1 day' else t.started_at end
       from unnest($1::uuid[], $2::uuid[]) with ordinality as x(old, new, i) where t.session_id = x.old`,
      [old, renamed],
    );
    const keptTicketLines = `
      select t.user_id::text, t.workflow_slug, m.measure, private.doha_day(t.started_at)::text as day,
             private.value_band(m.value) as band, m.value::text, count(*)::int as tickets
      from private.support_tickets t
      cross join lateral (values ('first_response', t.first_response_ms), ('resolution', t.resolution_ms)) as m(measure, value)
      where m.value is not null group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`;
    expect(await sql(keptTimeLinesSql('values')), 'time values of the kept rows').toEqual(
      await sql(keptTicketLines),
    );
    expect(await sql(keptTimeLinesSql('bands')), 'time bands of the kept rows').toEqual(
      await sql(
        `select user_id, workflow_slug, measure, day, band, sum(tickets)::int as tickets from (${keptTicketLines}) l
         group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`,
      ),
    );
    // An escalated ticket whose key names no conversation has no queue row (20261205010000's refresh).
    expect(await sql(`select session_id::text from private.support_escalations order by 1`)).toEqual(
      await sql(
        `select t.session_id::text from private.support_tickets t join public.chat_sessions s on s.id = t.session_id
         where t.status = 'escalated' order by 1`,
      ),
    );
    await sql(`select private.refresh_support_tickets($1::uuid[] || $2::uuid[])`, [renamed, old]);
    await expectKept('kept tickets renamed and recomputed');
  });

  it('keeps times below, between and beyond the bands’ whole milliseconds', async () => {
    // Resolutions of a microsecond, of a fraction of a millisecond, negative (closed before opening),
    // below and above what an integer of milliseconds holds (25 and 40 days), in the period.
    const lasting = [
      '1 microsecond',
      '0.4 milliseconds',
      '-3 seconds',
      '-40 days',
      '25 days',
      '40 days',
      '7.0005 seconds',
    ];
    await sql(
      `insert into public.chat_sessions (user_id, workflow_slug, status, channel, started_at, ended_at)
       select $1, $2, 'resolved', 'portal', $3::timestamptz - (i * interval '5 hours'), $3::timestamptz - (i * interval '5 hours') + x.d::interval
       from unnest($4::text[]) with ordinality as x(d, i)`,
      [sara.id, SLUG, AS_OF, lasting],
    );
    await expectKept('extreme times');
    const bands = await sql<{ value: number; fits: boolean }>(
      `select x.v as value, x.v >= private.value_band_from(private.value_band(x.v))
                            and x.v < private.value_band_from(private.value_band(x.v) + 1) as fits
       from unnest(array[-1e300, -2147483649, -2147483648, -0.5, 0, 0.999, 7.99, 8, 8.5, 1e6, 2147483646.5,
                         2147483647, 2147483648, 1e300, 'infinity']::double precision[]) as x(v)`,
    );
    expect(bands.filter((b) => !b.fits)).toEqual([]);
  });

  it('follows random writes near the periods’ edges', async () => {
    // A seeded generator (mulberry32): a failure names its seed.
    const seed = Date.now() % 2 ** 31;
    let state = seed;
    const random = () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
    };
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
    const day = 86_400_000;
    // The moments where a period, a Doha day or an hour is cut, and a moment up to 90 minutes around one.
    const edges = PERIODS.flatMap(([asOf, days]) =>
      [0, 1, 2].map((back) => Date.parse(asOf) - back * days * day),
    );
    const nearEdge = () => new Date(pick(edges) + Math.round((random() - 0.5) * 3 * 3_600_000)).toISOString();
    const ids = async () =>
      (
        await sql<{ id: string }>(
          `select id::text from public.chat_sessions where user_id = $1 and workflow_slug = $2 order by id`,
          [sara.id, SLUG],
        )
      ).map((r) => r.id);
    for (let round = 0; round < 6; round++) {
      const label = `random writes, seed ${seed}, round ${round}`;
      // Conversations with their messages, one statement.
      const count = 3 + Math.floor(random() * 6);
      const starts = Array.from({ length: count }, nearEdge);
      await sql(
        `with s as (
           insert into public.chat_sessions (user_id, workflow_slug, status, channel, satisfaction, started_at, ended_at)
           select $1, $2, x.status, x.channel, x.satisfaction, x.at, x.at + interval '9 minutes'
           from unnest($3::timestamptz[], $4::text[], $5::text[], $6::int[]) as x(at, status, channel, satisfaction)
           returning id, started_at)
         insert into public.chat_messages (session_id, user_id, role, content, created_at)
         select s.id, $1, (array['customer', 'assistant', 'agent', 'customer', 'system'])[1 + (abs(hashtext(s.id::text)) + j) % 5],
                'Message', s.started_at + j * interval '50 seconds'
         from s cross join generate_series(0, abs(hashtext(s.id::text)) % 5) as j`,
        [
          sara.id,
          SLUG,
          starts,
          starts.map(() => pick(['resolved', 'escalated', 'active', 'abandoned'])),
          starts.map(() => pick(['whatsapp', 'email', 'website', 'portal'])),
          starts.map(() => (random() < 0.4 ? null : 1 + Math.floor(random() * 5))),
        ],
      );
      const all = await ids();
      // Messages one by one, out of order, some a person's.
      for (let i = 0; i < 4; i++)
        await message(pick(all), pick(['customer', 'assistant', 'agent']), nearEdge());
      // A conversation's status, rating, channel or moment changed (across an edge), one moved away and
      // back, a message moved to another conversation, messages and a conversation deleted.
      await sql(
        `update public.chat_sessions set status = $2, satisfaction = $3, channel = $4, started_at = $5 where id = $1`,
        [
          pick(all),
          pick(['resolved', 'escalated', 'active', 'abandoned']),
          random() < 0.5 ? null : 1 + Math.floor(random() * 5),
          pick(['whatsapp', 'email', 'website', 'portal']),
          nearEdge(),
        ],
      );
      const moved = pick(all);
      await sql(`update public.chat_sessions set workflow_slug = $2 where id = $1`, [moved, OTHER_SLUG]);
      await expectLines(`${label}: a conversation moved away`);
      await sql(`update public.chat_sessions set workflow_slug = $2 where id = $1`, [moved, SLUG]);
      await sql(
        `update public.chat_messages set session_id = $2, created_at = $3
         where id = (select id from public.chat_messages where session_id = $1 order by id limit 1)`,
        [pick(all), pick(all), nearEdge()],
      );
      await sql(
        `delete from public.chat_messages where id in (
           select id from public.chat_messages where session_id = any ($1::uuid[]) and role = $2)`,
        [[pick(all), pick(all)], pick(['customer', 'assistant', 'agent'])],
      );
      await sql(`delete from public.chat_sessions where id = $1`, [pick(all)]);
      await expectKept(label);
    }
  });

  it('keeps tickets without messages once the messages are truncated, and none once the conversations are', async () => {
    await sql('truncate public.chat_messages cascade');
    await expectKept('messages truncated');
    await sql('truncate public.chat_sessions cascade');
    expect(await sql('select session_id from private.support_tickets')).toEqual([]);
    await expectKept('conversations truncated');
  });
});
