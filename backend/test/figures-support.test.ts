/**
 * Customer support's figures in SQL (migration 20261201020000_support_tickets.sql): 2,500 tickets of
 * one workflow with 12,500 messages over 71 days (past the old loader's caps of 2,000 conversations
 * and 10,000 messages), every status, a person's messages in some, a bot's greeting before the
 * customer's first message in others, ratings or none, messages written in the same instant among them.
 * Read through supabase-js as the client, the tickets per handling, status, channel and day
 * (support_ticket_counts), the first response and resolution times (support_ticket_times) and the
 * escalation queue paged, sorted, searched, counted and exported by PostgREST (support_escalation_queue)
 * equal what this test computes from all the rows the way the dashboard reads a ticket
 * (remotes/rag/src/common/tickets.ts); another workflow's and another client's rows never count,
 * another client gets nothing, a bad argument answers nothing. On both engines.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, type FiguresAccount } from './figures-accounts.ts';
import { startTestStack, type TestStack, testEngines } from './harness.ts';

const AS_OF = '2026-11-20T10:17:23.456Z';
const SLUG = 'customer-support-automation';
const SESSIONS = 2_500;
const DAY_MS = 86_400_000;
const PERIOD_DAYS = 30;
const FRACTIONS = [0.5, 0.9];

/**
 * Tickets of `$3` opened every 41 minutes before $2, in a status, channel and rating of their own; each
 * has 5 messages in a role pattern of its own (a greeting before the question, runs of questions, a
 * person's message), two by two in the same instant, some a minute or more apart.
 */
const seedSql = (count: number) => `
  with s as (
    insert into public.chat_sessions (user_id, workflow_slug, status, channel, satisfaction, customer_name, topic,
                                      started_at, ended_at)
    select $1, $3, (array['resolved', 'escalated', 'active', 'abandoned', 'resolved'])[1 + i % 5],
           (array['whatsapp', 'email', 'website', 'portal'])[1 + i % 4],
           case when i % 3 = 0 then null else 1 + i % 5 end,
           'Customer ' || i, 'Topic ' || (i % 7),
           $2::timestamptz - i * interval '41 minutes' - interval '7 seconds',
           case when i % 5 in (0, 3, 4) then $2::timestamptz - i * interval '41 minutes' + (i % 50) * interval '1 minute' end
    from generate_series(1, ${count}) as i
    returning id, started_at)
  insert into public.chat_messages (session_id, user_id, role, content, created_at)
  select s.id, $1, x.role, x.role || ' says ' || j || ' in ' || h,
         s.started_at + (j / 2) * ((1 + h % 9) * interval '17 seconds')
  from s
  cross join lateral (select (abs(hashtext(s.id::text)::bigint) % 1000003)::int as h) k
  cross join generate_series(1, 5) as j
  cross join lateral (select (array['assistant','customer','customer','assistant','agent','customer','assistant','customer'])[1 + (j + h) % 8] as role) x`;

interface Session {
  id: string;
  status: string;
  channel: string;
  satisfaction: number | null;
  customer_name: string;
  topic: string;
  started: number;
  ended: number | null;
}
interface Message {
  id: string;
  session_id: string;
  role: string;
  content: string;
  at: number;
}

/** [from, to) of the current (back 0) or previous (back 1) period ending at AS_OF. */
const windowOf = (back: number) => {
  const to = Date.parse(AS_OF) - back * PERIOD_DAYS * DAY_MS;
  return { from: to - PERIOD_DAYS * DAY_MS, to };
};
const inWindow = (at: number, back: number) => at >= windowOf(back).from && at < windowOf(back).to;
const dohaDay = (at: number) => new Date(at + 3 * 3_600_000).toISOString().slice(0, 10);

/** The kit's percentile (linear interpolation, as percentile_cont). */
const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return null;
  const rank = p * (sorted.length - 1);
  const low = sorted[Math.floor(rank)] as number;
  return low + ((sorted[Math.ceil(rank)] as number) - low) * (rank - Math.floor(rank));
};

/** The dashboard's ticketsOf: handling, first response, resolution, last customer message, a person's first. */
function ticketsOf(sessions: readonly Session[], messages: readonly Message[]) {
  const threads = new Map<string, Message[]>();
  for (const m of messages) threads.set(m.session_id, [...(threads.get(m.session_id) ?? []), m]);
  return sessions.map((s) => {
    const thread = (threads.get(s.id) ?? []).sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : 1));
    const agent = thread.find((m) => m.role === 'agent');
    const first = thread.find((m) => m.role === 'customer');
    const reply =
      first && thread.slice(thread.indexOf(first)).find((m) => m.role === 'assistant' || m.role === 'agent');
    const handling =
      s.status === 'escalated' || agent
        ? 'escalated'
        : s.status === 'resolved'
          ? 'automated'
          : s.status === 'abandoned'
            ? 'abandoned'
            : 'open';
    return {
      session: s,
      handling,
      firstResponseMs: first && reply ? reply.at - first.at : null,
      resolutionMs: s.status === 'resolved' && s.ended !== null ? s.ended - s.started : null,
      lastCustomer: thread.findLast((m) => m.role === 'customer'),
      agentAt: agent?.at ?? null,
    };
  });
}
type Ticket = ReturnType<typeof ticketsOf>[number];

/** A line of the queue as PostgREST answers it. */
interface QueueLine {
  id: string;
  last_customer_message: string | null;
  waiting_ms: number;
  agent_joined_at: string | null;
}

describe.each(testEngines())('customer support tickets on %s', (engine) => {
  let stack: TestStack;
  let sara: FiguresAccount;
  let omar: FiguresAccount;
  let tickets: Ticket[];

  const rpc = async <T>(who: SupabaseClient, fn: string, args: Record<string, unknown>) => {
    const { data, error } = await who.rpc(fn, args);
    expect(error).toBeNull();
    return (data ?? []) as T[];
  };

  beforeAll(async () => {
    stack = await startTestStack({ engine });
    sara = await account(stack, 'sara');
    omar = await account(stack, 'omar');
    await stack.db.query(seedSql(SESSIONS), [sara.id, AS_OF, SLUG]);
    // Tickets that must never count: Sara's other workflow, another client's same workflow.
    await stack.db.query(seedSql(300), [sara.id, AS_OF, 'whatsapp-chatbot']);
    await stack.db.query(seedSql(300), [omar.id, AS_OF, SLUG]);
    const sessions = await stack.db.query<Session & { started: string; ended: string | null }>(
      `select id::text as id, status, channel, satisfaction, customer_name, topic,
              (extract(epoch from started_at) * 1000)::float8 as started,
              (extract(epoch from ended_at) * 1000)::float8 as ended
       from public.chat_sessions where user_id = $1 and workflow_slug = $2`,
      [sara.id, SLUG],
    );
    const messages = await stack.db.query<Message & { at: string }>(
      `select m.id::text as id, m.session_id::text as session_id, m.role, m.content,
              (extract(epoch from m.created_at) * 1000)::float8 as at
       from public.chat_messages m join public.chat_sessions s on s.id = m.session_id
       where s.user_id = $1 and s.workflow_slug = $2`,
      [sara.id, SLUG],
    );
    tickets = ticketsOf(
      sessions.rows.map((s) => ({
        ...s,
        started: Number(s.started),
        ended: s.ended === null ? null : Number(s.ended),
      })),
      messages.rows.map((m) => ({ ...m, at: Number(m.at) })),
    );
    await stack.db.query('analyze public.chat_messages, public.chat_sessions');
    // PGlite blocked the event loop while seeding: idle sockets close before the next request.
    await new Promise((resolve) => setTimeout(resolve, 250));
    await sara.signIn();
    await omar.signIn();
  }, 900_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('seeds more tickets and messages than the old loader read, every handling among them', () => {
    expect(tickets).toHaveLength(SESSIONS);
    const current = tickets.filter((t) => inWindow(t.session.started, 0));
    expect(current.length).toBeGreaterThan(1_000);
    expect(new Set(current.map((t) => t.handling))).toEqual(
      new Set(['automated', 'escalated', 'open', 'abandoned']),
    );
    // A person wrote in resolved tickets (escalated), and a greeting came before some questions.
    expect(current.some((t) => t.session.status === 'resolved' && t.handling === 'escalated')).toBe(true);
    expect(current.some((t) => t.firstResponseMs === null)).toBe(true);
    expect(current.some((t) => t.firstResponseMs === 0)).toBe(true); // a reply in the question's instant
  });

  it('counts the tickets of both periods per handling, status and channel, and the period’s per day', async () => {
    const lines = await rpc<Record<string, unknown>>(sara.client, 'support_ticket_counts', {
      p_workflow_slug: SLUG,
      p_as_of: AS_OF,
      p_user_id: sara.id,
    });
    const got = new Map<string, [number, number, number]>();
    for (const l of lines) {
      const key = `${l.period}|${l.day === null ? '' : String(l.day).slice(0, 10)}|${l.handling}|${l.status}|${l.channel}`;
      expect(got.has(key)).toBe(false);
      got.set(key, [Number(l.tickets), Number(l.rated), Number(l.satisfaction_sum)]);
    }
    const expected = new Map<string, [number, number, number]>();
    const add = (key: string, t: Ticket) => {
      const line = expected.get(key) ?? [0, 0, 0];
      line[0] += 1;
      if (t.session.satisfaction !== null) {
        line[1] += 1;
        line[2] += t.session.satisfaction;
      }
      expected.set(key, line);
    };
    for (const t of tickets) {
      const { status, channel, started } = t.session;
      for (const [back, period] of [
        [0, 'current'],
        [1, 'previous'],
      ] as const)
        if (inWindow(started, back)) add(`${period}||${t.handling}|${status}|${channel}`, t);
      if (inWindow(started, 0)) add(`day|${dohaDay(started)}|${t.handling}||`, t);
    }
    expect(Object.fromEntries([...got].sort())).toEqual(Object.fromEntries([...expected].sort()));
    expect([...got.keys()].filter((k) => k.startsWith('day|')).length).toBeGreaterThan(90);
  });

  it('spreads the period’s first responses and resolutions as the kit’s percentile does', async () => {
    const lines = await rpc<{ measure: string; rows: unknown; percentiles: number[] }>(
      sara.client,
      'support_ticket_times',
      { p_workflow_slug: SLUG, p_as_of: AS_OF, p_fractions: FRACTIONS, p_user_id: sara.id },
    );
    const current = tickets.filter((t) => inWindow(t.session.started, 0));
    for (const [measure, of] of [
      ['first_response', (t: Ticket) => t.firstResponseMs],
      ['resolution', (t: Ticket) => t.resolutionMs],
    ] as const) {
      const values = current.map(of).filter((v): v is number => v !== null);
      const line = lines.find((l) => l.measure === measure);
      expect(Number(line?.rows), measure).toBe(values.length);
      FRACTIONS.forEach((p, i) => {
        expect(line?.percentiles[i], `${measure} ${p}`).toBeCloseTo(percentile(values, p) as number, 3);
      });
    }
  });

  it('queues every escalated ticket, paged, sorted, searched, counted and exported by PostgREST', async () => {
    const queued = tickets
      .filter((t) => t.session.status === 'escalated')
      .map((t) => ({
        id: t.session.id,
        waiting: Date.parse(AS_OF) - (t.lastCustomer?.at ?? t.session.started),
        message: t.lastCustomer?.content ?? null,
        agent: t.agentAt,
      }))
      .sort((a, b) => b.waiting - a.waiting || (a.id < b.id ? 1 : -1));
    expect(queued.length).toBe(SESSIONS / 5);
    const args = { p_workflow_slug: SLUG, p_as_of: AS_OF, p_user_id: sara.id };
    const page = await sara.client
      .rpc('support_escalation_queue', args, { count: 'estimated' })
      .select('id,last_customer_message,waiting_ms,agent_joined_at')
      .order('waiting_ms', { ascending: false })
      .order('id', { ascending: false })
      .range(25, 49);
    expect(page.error).toBeNull();
    expect(page.count).toBe(queued.length);
    expect(
      ((page.data ?? []) as QueueLine[]).map((q) => ({
        id: q.id,
        waiting: Math.round(Number(q.waiting_ms)),
        message: q.last_customer_message,
        agent: q.agent_joined_at ? Date.parse(q.agent_joined_at) : null,
      })),
    ).toEqual(queued.slice(25, 50).map((q) => ({ ...q, waiting: Math.round(q.waiting) })));
    const named = queued.filter(
      (q) => tickets.find((t) => t.session.id === q.id)?.session.customer_name === 'Customer 1001',
    );
    const search = await sara.client
      .rpc('support_escalation_queue', args, { count: 'estimated' })
      .or('customer_name.ilike."*customer 1001*",topic.ilike."*customer 1001*"');
    expect(search.error).toBeNull();
    expect(((search.data ?? []) as QueueLine[]).map((q) => q.id)).toEqual(named.map((q) => q.id));
    const csv = await sara.client.rpc('support_escalation_queue', args).select('id,waiting_ms').csv();
    expect(csv.error).toBeNull();
    expect(String(csv.data).trim().split('\n')).toHaveLength(queued.length + 1);
  });

  it('tells another client nothing, and answers nothing to a bad argument', async () => {
    const args = { p_workflow_slug: SLUG, p_as_of: AS_OF, p_user_id: sara.id };
    expect(await rpc(omar.client, 'support_ticket_counts', args)).toEqual([]);
    expect(await rpc(omar.client, 'support_ticket_times', args)).toEqual([]);
    expect(await rpc(omar.client, 'support_escalation_queue', args)).toEqual([]);
    const own = { ...args, p_user_id: omar.id };
    expect((await rpc(omar.client, 'support_ticket_counts', own)).length).toBeGreaterThan(0);
    for (const [fn, bad] of [
      ['support_ticket_counts', { ...args, p_days: 0 }],
      ['support_ticket_counts', { ...args, p_days: 367 }],
      ['support_ticket_times', { ...args, p_fractions: [2] }],
      ['support_ticket_times', { ...args, p_fractions: [] }],
      ['support_escalation_queue', { ...args, p_workflow_slug: null }],
    ] as const)
      expect(await rpc(sara.client, fn, bad), `${fn} ${JSON.stringify(bad)}`).toEqual([]);
  });
});
