/**
 * Dashboard figures at volume (issue 43), on PGlite and on PostgreSQL: one client with 10,000, 100,000
 * and 1,000,000 rows of a source (one table of each family: leads, chat messages, invoices, emails, HR
 * requests, database-chat questions), spread evenly over the last 365 days, asks through supabase-js for
 * its KPI figures (public.dashboard_figures: both periods and the per-day series, and for chat messages
 * also the WhatsApp KPI row's reply delays and hours, read in parallel as the dashboard reads them) and
 * for the first page of its rows (50, newest first, with an estimated count). Chat messages also stand
 * for two more lines, each with its own workflow's messages: a knowledge bot's KPI row (rag-chatbot:
 * every figure function its live dashboard reads at once) and customer support's (ticket counts, times
 * and the escalation queue's first page), whose first page is the conversations'. It
 * prints the warm median time to the figures and to the page, the bytes of both answers, and the time
 * ratio from the smallest to the largest volume. Goals: ≤ 1.0 s at 1,000,000 rows, < 2× growth,
 * ≤ 200 KB fetched. A benchmark, not a test: it prints figures (and checks the figures' total against
 * a SQL count, and the reply delays against the pairs SQL makes of all the messages, so a fast wrong
 * answer cannot pass for a result).
 *
 *   pnpm --filter @portal/backend exec tsx bench/figures.ts
 *   (BENCH_ENGINES=pglite,postgres BENCH_FIGURES_ROWS=10000,100000,1000000
 *    BENCH_FIGURES_SOURCES=leads,chat_messages,invoices,emails,hr_requests,database_queries;
 *    chat_messages runs WhatsApp's, knowledge_bot and customer_support, which can also be named alone)
 *
 * BENCH_FIGURES_EACH=1 also times each read of a KPI row (knowledge bot, customer support) alone.
 * BENCH_FIGURES_EXPLAIN=1 also prints EXPLAIN (ANALYZE, BUFFERS) of a KPI row's slowest reads (knowledge bot),
 * on PostgreSQL also of each statement of 1 ms or more they run (auto_explain).
 *
 * BENCH_CSV_ROWS=1000000 first measures the streamed CSV export of that many leads (BENCH_ONLY=csv: only it).
 *
 * Rows are made in SQL with generate_series, 100,000 rows a statement (10,000, then 90,000 more, then
 * 900,000 more); the tables are analysed after each step, as autovacuum would on a hosted project.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Engine } from '../src/db/port.ts';
import { startTestStack, type TestStack } from '../test/harness.ts';
import { PAIRS_SQL } from '../test/reply-pairs.ts';
import { HISTORY_DAYS, KNOWLEDGE_DOCUMENTS, KNOWLEDGE_SEED, SUPPORT_SEED, spread } from './chat-seeds.ts';
import { benchEngines } from './engines.ts';

const PASSWORD = 'Bench#2026';
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PAGE = 50;
const CHUNK = 100_000;
const engines = benchEngines();
const volumes = (process.env.BENCH_FIGURES_ROWS ?? '10000,100000,1000000').split(',').map(Number);
/** Chat messages stand for three families: WhatsApp's (the source itself), a knowledge bot's and customer support's. */
const CHAT_MESSAGES = ['chat_messages', 'knowledge_bot', 'customer_support'];
const sources = (
  process.env.BENCH_FIGURES_SOURCES ?? 'leads,chat_messages,invoices,emails,hr_requests,database_queries'
)
  .split(',')
  .flatMap((name) => (name === 'chat_messages' ? CHAT_MESSAGES : [name]));

/** What a KPI row's reads are made with: the client, the moment and the client's id. */
interface ReadContext {
  client: SupabaseClient;
  asOf: string;
  userId: string;
}

interface Source {
  slug: string;
  /** The line's name in the table (default: the source's). */
  label?: string;
  /** Adds rows numbered from..to ($2, $3) for user $1, spread over HISTORY_DAYS before now. */
  seed: string;
  /** Run once before seeding. */
  setup?: string;
  /** Run once before seeding, with the user's id as $1. */
  setupForUser?: string;
  /** Other figure functions the dashboard's KPI row reads beside dashboard_figures (same moment, in parallel). */
  alongside?: { fn: string; args: Record<string, unknown> }[];
  /** The KPI row's reads, when they are not dashboard_figures of the source (+ alongside): all at once. */
  kpiRow?: (read: ReadContext) => PromiseLike<{ error: unknown }>[];
  /** Stops the bench unless the KPI row's figures equal SQL counts (default: dashboard_figures' total). */
  check?: (stack: TestStack, read: ReadContext) => Promise<string>;
  /** BENCH_FIGURES_EXPLAIN=1: reads to explain (SQL with the client's id $1 and the moment $2). */
  explain?: string[];
  /** The tables the seed writes (public, or schema-qualified ones triggers keep), analysed after each step (default: the page's). */
  tables?: string[];
  /** The first page a table shows: table, columns, date column. */
  page: { table: string; columns: string; order: string; session?: boolean };
}

/** The conversations table's columns (the rag dashboards' SESSION_COLUMNS). */
const SESSION_PAGE_COLUMNS =
  'id,customer_name,customer_contact,channel,language,status,topic,message_count,satisfaction,started_at,ended_at,page_url,visitor_id';
const PERIOD_DAYS = 30;
/** The latency percentiles the knowledge bots ask for (remotes/rag questionFigures.ts TIME_FRACTIONS). */
const BOT_FRACTIONS = [0.5, 0.95];

/**
 * What rag-chatbot's live dashboard reads of its figures (remotes/rag/src/common/knowledgeFigures.ts,
 * knowledgeParts and citations; liveDashboard reads them all at once), with the same arguments.
 */
function knowledgeBotKpiRow({ client, asOf, userId }: ReadContext) {
  const base = { p_workflow_slug: 'rag-chatbot', p_as_of: asOf, p_days: PERIOD_DAYS, p_user_id: userId };
  return [
    client.rpc('dashboard_figures', { ...base, p_source: 'chat_messages' }),
    client.rpc('dashboard_figures', { ...base, p_source: 'chat_answers' }),
    client.rpc('dashboard_stats', {
      ...base,
      p_source: 'chat_answers',
      p_measure: 'value',
      p_fractions: BOT_FRACTIONS,
      p_bounds: [10_001],
    }),
    client.rpc('dashboard_figures', { ...base, p_source: 'chat_sessions' }),
    client.rpc('dashboard_stats', {
      ...base,
      p_source: 'chat_sessions',
      p_measure: 'score',
      p_fractions: [0.5, 0.95],
      p_bounds: [2, 3, 4, 5],
    }),
    client.rpc('dashboard_hours', { ...base, p_source: 'chat_sessions' }),
    client.rpc('rag_answer_spreads', { ...base, p_by: 'day', p_fractions: BOT_FRACTIONS }),
    client.rpc('rag_answer_spreads', { ...base, p_by: 'model', p_fractions: BOT_FRACTIONS }),
    client.rpc('rag_questions', { ...base, p_limit: 100 }),
    client.rpc('rag_questions', { ...base, p_limit: 100, p_outcome: 'fallback' }),
    client.rpc('rag_document_citations', { ...base, p_limit: 1000 }),
  ];
}

/**
 * The plans of the statements a function runs (EXPLAIN shows only its call): PostgreSQL's auto_explain,
 * loaded for one transaction, writes each nested statement's EXPLAIN (ANALYZE, BUFFERS) to the
 * cluster's log (scripts/postgres.mjs keeps it beside the data directory), which this returns.
 */
async function explainNested(stack: TestStack, query: string, params: unknown[]): Promise<string> {
  const [setting] = (await stack.db.query<{ data_directory: string }>('show data_directory')).rows;
  const log = path.join(path.dirname(setting?.data_directory ?? ''), 'server.log');
  const from = fs.statSync(log).size;
  await stack.db.transaction(async (tx) => {
    await tx.exec(`load 'auto_explain';
      set local auto_explain.log_min_duration = '1ms';
      set local auto_explain.log_analyze = on;
      set local auto_explain.log_buffers = on;
      set local auto_explain.log_nested_statements = on`);
    await tx.query(query, params);
  });
  const handle = fs.openSync(log, 'r');
  const text = Buffer.alloc(fs.statSync(log).size - from);
  fs.readSync(handle, text, 0, text.length, from);
  fs.closeSync(handle);
  return text.toString('utf8');
}

/** What customer support's live dashboard reads of its figures and queue (remotes/rag/src/customer-support-automation/data.ts). */
function supportKpiRow({ client, asOf, userId }: ReadContext) {
  const base = { p_workflow_slug: 'customer-support-automation', p_as_of: asOf, p_user_id: userId };
  return [
    client.rpc('support_ticket_counts', { ...base, p_days: PERIOD_DAYS }),
    client.rpc('support_ticket_times', { ...base, p_days: PERIOD_DAYS, p_fractions: [0.5, 0.9] }),
    // The escalation queue's first page, as ticketFigures.ts's escalationQueueOf asks for it.
    client
      .rpc('support_escalation_queue', base, { count: 'estimated' })
      .select(
        'id,customer_name,customer_contact,channel,topic,last_customer_message,waiting_ms,agent_joined_at',
      )
      .order('waiting_ms', { ascending: false })
      .order('id', { ascending: false })
      .range(0, PAGE - 1),
  ];
}

/** The rows of a figures answer of both periods (not the per-day lines), per status. */
const rowsByStatus = (data: unknown) => {
  const counts = new Map<string, number>();
  for (const line of (data ?? []) as { period: string; status: string | null; rows: number }[])
    if (line.period !== 'day')
      counts.set(line.status ?? '', (counts.get(line.status ?? '') ?? 0) + Number(line.rows));
  return counts;
};

const mustEqual = (what: string, got: number, want: number) => {
  if (got !== want) throw new Error(`${what}: figures say ${got}, SQL counts ${want}`);
};

/** The bot's questions and answered replies of both periods equal SQL counts of its messages. */
async function checkKnowledgeBot(stack: TestStack, { client, asOf, userId }: ReadContext) {
  const [questions, answers] = await Promise.all(knowledgeBotKpiRow({ client, asOf, userId }).slice(0, 2));
  const expected = await stack.db.query<{ questions: string; answered: string; fallback: string }>(
    `select count(*) filter (where m.role = 'customer') as questions,
            count(*) filter (where m.role = 'assistant' and not m.fallback) as answered,
            count(*) filter (where m.role = 'assistant' and m.fallback) as fallback
     from public.chat_messages m join public.chat_sessions s on s.id = m.session_id
     where m.user_id = $1 and s.workflow_slug = 'rag-chatbot'
       and m.created_at >= $2::timestamptz - interval '60 days' and m.created_at < $2::timestamptz`,
    [userId, asOf],
  );
  const want = expected.rows[0];
  const asked = rowsByStatus((questions as { data: unknown }).data);
  const replied = rowsByStatus((answers as { data: unknown }).data);
  mustEqual('knowledge bot questions', asked.get('customer') ?? 0, Number(want?.questions));
  mustEqual('knowledge bot answered', replied.get('answered') ?? 0, Number(want?.answered));
  mustEqual('knowledge bot fallbacks', replied.get('fallback') ?? 0, Number(want?.fallback));
  return `${want?.questions} questions, ${want?.answered} answered = SQL`;
}

/** Customer support's tickets of both periods, and the escalated ones, equal SQL counts of its conversations. */
async function checkSupport(stack: TestStack, { client, asOf, userId }: ReadContext) {
  const [counts] = await Promise.all(supportKpiRow({ client, asOf, userId }).slice(0, 1));
  const expected = await stack.db.query<{ tickets: string; escalated: string }>(
    `select count(*) as tickets, count(*) filter (where status = 'escalated') as escalated
     from public.chat_sessions
     where user_id = $1 and workflow_slug = 'customer-support-automation'
       and started_at >= $2::timestamptz - interval '60 days' and started_at < $2::timestamptz`,
    [userId, asOf],
  );
  const lines = ((counts as { data: unknown }).data ?? []) as {
    period: string;
    status: string;
    tickets: number;
  }[];
  const sum = (status?: string) =>
    lines
      .filter((l) => l.period !== 'day' && (status === undefined || l.status === status))
      .reduce((n, l) => n + Number(l.tickets), 0);
  mustEqual('support tickets', sum(), Number(expected.rows[0]?.tickets));
  mustEqual('support escalated tickets', sum('escalated'), Number(expected.rows[0]?.escalated));
  return `${expected.rows[0]?.tickets} tickets, ${expected.rows[0]?.escalated} escalated = SQL`;
}

const SOURCES: Record<string, Source> = {
  leads: {
    slug: 'lead-generation',
    seed: `insert into public.leads (user_id, workflow_slug, full_name, company, email, source, status, score, estimated_value_qar, created_at)
           select $1, 'lead-generation', 'Lead ' || i, 'Company ' || i % 997, 'lead' || i || '@example.qa',
                  (array['website','whatsapp','linkedin','google_maps','referral','event'])[1 + i % 6],
                  (array['new','contacted','qualified','proposal','won','lost'])[1 + i % 6], i % 101, (i % 200) * 250, ${spread('i')}
           from generate_series($2::int, $3::int) as i`,
    page: {
      table: 'leads',
      columns: 'id,full_name,company,email,phone,source,status,score,estimated_value_qar,created_at',
      order: 'created_at',
    },
  },
  chat_messages: {
    slug: 'whatsapp-chatbot',
    // Ten messages per conversation, made with it. The per-message counter of conversations
    // (chat_messages_count, one update per message) is off while seeding, which sets the count itself:
    // it would make a million-message seed take half an hour on PGlite, and is not what is measured.
    setup: 'alter table public.chat_messages disable trigger chat_messages_count',
    seed: `with s as (
             insert into public.chat_sessions (user_id, workflow_slug, status, channel, message_count, started_at)
             select $1, 'whatsapp-chatbot', 'resolved', 'whatsapp', 10, ${spread('k')}
             from generate_series($2::int / 10, ($3::int + 1) / 10 - 1) as k
             returning id, started_at)
           insert into public.chat_messages (session_id, user_id, role, content, created_at)
           select s.id, $1, (array['customer','assistant'])[1 + j % 2], 'Message ' || j, s.started_at + j * interval '1 minute'
           from s, generate_series(0, 9) as j`,
    page: { table: 'chat_messages', columns: 'id,session_id,role,content,created_at', order: 'created_at' },
    alongside: [
      { fn: 'dashboard_reply_delays', args: { p_workflow_slug: 'whatsapp-chatbot' } },
      { fn: 'dashboard_hours', args: { p_source: 'chat_sessions', p_workflow_slug: 'whatsapp-chatbot' } },
    ],
  },
  emails: {
    slug: 'gmail-auto-responder',
    seed: `insert into public.emails (user_id, workflow_slug, direction, from_address, to_address, subject, status, label, received_at, response_time_seconds)
           select $1, 'gmail-auto-responder', 'inbound', 'customer' || i % 997 || '@example.qa', 'inbox@client.qa', 'Question ' || i,
                  (array['received','auto_replied','replied','drafted','archived'])[1 + i % 5], 'label ' || i % 12, ${spread('i')}, i % 600
           from generate_series($2::int, $3::int) as i`,
    page: {
      table: 'emails',
      columns: 'id,from_address,subject,status,label,received_at,response_time_seconds',
      order: 'received_at',
    },
  },
  invoices: {
    slug: 'invoice-collection',
    seed: `insert into public.invoices (user_id, workflow_slug, invoice_number, customer_name, amount_qar, status, issued_on, due_on, reminders_sent)
           select $1, 'invoice-collection', 'INV-' || i, 'Customer ' || i % 997, 100 + i % 5000,
                  (array['draft','sent','overdue','paid','cancelled'])[1 + i % 5], d, d + 30, i % 4
           from generate_series($2::int, $3::int) as i, lateral (select (current_date - i % ${HISTORY_DAYS}) as d) as day`,
    page: {
      table: 'invoices',
      columns: 'id,invoice_number,customer_name,customer_email,amount_qar,status,issued_on,due_on,paid_at',
      order: 'issued_on',
    },
  },
  hr_requests: {
    slug: 'hr-service',
    seed: `insert into public.hr_requests (user_id, workflow_slug, employee_name, request_type, status, resolved_at, created_at)
           select $1, 'hr-service', 'Employee ' || i % 997,
                  (array['leave','payslip','certificate','policy_question','expense','other'])[1 + i % 6], st,
                  case when st = 'resolved' then t + (i % 48) * interval '1 hour' end, t
           from generate_series($2::int, $3::int) as i,
                lateral (select (array['open','in_progress','resolved','resolved','rejected'])[1 + i % 5] as st, ${spread('i')} as t) as row`,
    page: {
      table: 'hr_requests',
      columns: 'id,employee_name,request_type,status,channel,resolved_at,created_at',
      order: 'created_at',
    },
  },
  database_queries: {
    slug: 'database-chat',
    seed: `insert into public.database_queries (user_id, workflow_slug, question, status, error, row_count, duration_ms, created_at)
           select $1, 'database-chat', 'How many orders in week ' || i % 53 || '?',
                  case when i % 5 = 0 then 'failed' else 'succeeded' end, case when i % 5 = 0 then 'E' || i % 3 end,
                  case when i % 5 = 0 then null else i % 40 end, i % 900, ${spread('i')}
           from generate_series($2::int, $3::int) as i`,
    page: {
      table: 'database_queries',
      columns: 'id,question,language,status,row_count,duration_ms,created_at',
      order: 'created_at',
    },
  },
  // Chat messages of the other families: a knowledge bot (rag-chatbot) and customer support, ten
  // messages a conversation as WhatsApp's, with what their figures read.
  knowledge_bot: {
    slug: 'rag-chatbot',
    label: 'chat messages: knowledge bot KPI row',
    setup: 'alter table public.chat_messages disable trigger chat_messages_count',
    // The knowledge base whose documents the replies cite.
    setupForUser: KNOWLEDGE_DOCUMENTS,
    // Questions and replies in turn: 40 wordings of questions; a reply falls back one time in five, else
    // cites a document; three models; latencies up to 20 s; two conversations in three rated.
    seed: KNOWLEDGE_SEED,
    // With the replies and exchanges the triggers keep (PGlite has no autovacuum to analyse them).
    tables: [
      'chat_messages',
      'chat_sessions',
      'private.knowledge_replies',
      'private.knowledge_exchanges',
      'private.knowledge_latency_days',
      'private.knowledge_model_latency_days',
    ],
    page: { table: 'chat_sessions', columns: SESSION_PAGE_COLUMNS, order: 'started_at' },
    kpiRow: knowledgeBotKpiRow,
    check: checkKnowledgeBot,
    explain: [
      `select * from public.dashboard_stats('chat_answers', 'rag-chatbot', 'value', $2, 30, array[0.5, 0.95], array[10001], null, $1)`,
      `select * from public.rag_answer_spreads('rag-chatbot', 'day', $2, 30, array[0.5, 0.95], $1)`,
      `select * from public.rag_answer_spreads('rag-chatbot', 'model', $2, 30, array[0.5, 0.95], $1)`,
      // Both ways of the spreads per day and of a period's spread, whatever its size: through the bands, then reading it at once.
      `select * from private.knowledge_grouped_spreads($1, 'rag-chatbot', $2::timestamptz - interval '30 days', $2, 'day', array[0.5, 0.95], false, null, 0)`,
      `select * from private.knowledge_grouped_spreads($1, 'rag-chatbot', $2::timestamptz - interval '30 days', $2, 'day', array[0.5, 0.95], false, null, 1000000000)`,
      `select * from private.knowledge_grouped_spreads($1, 'rag-chatbot', $2::timestamptz - interval '30 days', $2, 'all', array[0.5, 0.95], true, array[10001], 0)`,
      `select * from private.knowledge_grouped_spreads($1, 'rag-chatbot', $2::timestamptz - interval '30 days', $2, 'all', array[0.5, 0.95], true, array[10001], 1000000000)`,
      `select * from public.rag_questions('rag-chatbot', $2, 30, 100, null, $1)`,
      `select * from public.rag_questions('rag-chatbot', $2, 30, 100, 'fallback', $1)`,
      `select * from public.rag_document_citations('rag-chatbot', $2, 30, 1000, $1)`,
    ],
  },
  customer_support: {
    slug: 'customer-support-automation',
    label: 'chat messages: customer support KPI row',
    setup: 'alter table public.chat_messages disable trigger chat_messages_count',
    // Every fifth conversation went to a person (an agent wrote after the bot): those of the last week
    // are still escalated (the queue), the older ones resolved; the others the bot resolved. Two in
    // three rated.
    seed: SUPPORT_SEED,
    // With the tickets the triggers keep (PGlite has no autovacuum to analyse them).
    tables: ['chat_messages', 'chat_sessions', 'private.support_tickets'],
    page: { table: 'chat_sessions', columns: SESSION_PAGE_COLUMNS, order: 'started_at' },
    kpiRow: supportKpiRow,
    check: checkSupport,
  },
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** A supabase-js client that counts the bytes of every answer's body. */
function countingClient(stack: TestStack) {
  const meter = { bytes: 0 };
  const client = createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: {
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        const body = await response.arrayBuffer();
        meter.bytes += body.byteLength;
        return new Response(body, {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
        });
      },
    },
  });
  return { client, meter };
}

interface Line {
  engine: Engine;
  source: string;
  rows: number;
  seedMs: number;
  figuresMs: number;
  pageMs: number;
  figuresBytes: number;
  pageBytes: number;
}

async function measure(
  client: SupabaseClient,
  meter: { bytes: number },
  read: () => PromiseLike<{ error: unknown }>,
) {
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < RUNS + 1; run++) {
    meter.bytes = 0;
    const started = performance.now();
    const { error } = await read();
    if (error) throw new Error(JSON.stringify(error));
    if (run > 0) times.push(performance.now() - started); // the first run warms
    bytes = meter.bytes;
  }
  void client;
  return { ms: median(times), bytes };
}

/**
 * The WhatsApp KPI row's reply delays equal the pairs SQL makes of all the messages (PAIRS_SQL, not the
 * kept delays): questions answered, and the sum of their delays, in each period.
 */
async function checkReplyDelays(
  stack: TestStack,
  client: SupabaseClient,
  userId: string,
  slug: string,
  asOf: string,
) {
  const { data, error } = await client.rpc('dashboard_reply_delays', {
    p_workflow_slug: slug,
    p_as_of: asOf,
    p_user_id: userId,
  });
  if (error) throw new Error(JSON.stringify(error));
  const expected = await stack.db.query<{ period: string; rows: string; sum: string | null }>(
    `select p.period, count(d.ms) as rows, sum(d.ms) as sum
     from (values ('current', 0), ('previous', 1)) as p(period, back)
     left join (${PAIRS_SQL}) d on d.user_id = $1 and d.workflow_slug = $2 and d.ms is not null
       and d.asked_at >= $3::timestamptz - (p.back + 1) * interval '30 days' and d.asked_at < $3::timestamptz - p.back * interval '30 days'
     group by p.period, p.back order by p.back`,
    [userId, slug, asOf],
  );
  const got = (data ?? []) as { period: string; rows: number; sum: number | null }[];
  for (const [i, want] of expected.rows.entries()) {
    const line = got[i];
    if (
      line?.period !== want.period ||
      Number(line.rows) !== Number(want.rows) ||
      Math.abs(Number(line.sum ?? 0) - Number(want.sum ?? 0)) > 1e-6 * Math.abs(Number(want.sum ?? 0))
    )
      throw new Error(`reply delays ${JSON.stringify(line)}, SQL pairs ${JSON.stringify(want)}`);
  }
}

/** Stops the bench unless the figures' total of both periods equals a SQL count of the source's rows. */
async function checkFigures(
  stack: TestStack,
  name: string,
  figures: () => PromiseLike<{ data: unknown; error: unknown }>,
  userId: string,
  asOf: string,
) {
  const answer = await figures();
  if (answer.error) throw new Error(JSON.stringify(answer.error));
  // Both periods together are the 60 days before as_of (an invoice is dated by its issue day's Doha midday).
  const dated =
    name === 'invoices'
      ? `(issued_on::text || 'T12:00:00+03:00')::timestamptz`
      : name === 'emails'
        ? 'received_at'
        : 'created_at';
  const expected = await stack.db.query<{ n: string }>(
    `select count(*) as n from public.${name}
     where user_id = $1 and ${dated} >= $2::timestamptz - interval '60 days' and ${dated} < $2::timestamptz`,
    [userId, asOf],
  );
  const total = ((answer.data ?? []) as { period: string; rows: number }[])
    .filter((f) => f.period !== 'day')
    .reduce((n, f) => n + Number(f.rows), 0);
  if (total !== Number(expected.rows[0]?.n))
    throw new Error(`${name}: figures say ${total}, SQL counts ${expected.rows[0]?.n}`);
  return `${total} rows = SQL`;
}

/** A confirmed client (PASSWORD) created through the stack's Auth admin API. */
async function createBenchUser(stack: TestStack, prefix: string): Promise<{ userId: string; email: string }> {
  const service = createClient(stack.url, stack.serviceRoleKey, {
    auth: { persistSession: false },
    realtime: { transport: WebSocket as never },
  });
  const email = `${prefix}-${Date.now()}@figures.qa`;
  const created = await service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  return { userId: created.data.user?.id as string, email };
}

async function benchEngine(engine: Engine): Promise<Line[]> {
  const stack = await startTestStack({ engine });
  const lines: Line[] = [];
  try {
    const { userId, email } = await createBenchUser(stack, 'bench');
    for (const name of sources) {
      const source = SOURCES[name];
      if (!source) throw new Error(`unknown source ${name}`);
      await stack.db.query(
        `insert into public.client_workflows (user_id, workflow_slug) values ($1, $2) on conflict do nothing`,
        [userId, source.slug],
      );
      if (source.setup) await stack.db.query(source.setup);
      if (source.setupForUser) await stack.db.query(source.setupForUser, [userId]);
      let seeded = 0;
      for (const volume of volumes) {
        const started = performance.now();
        // In statements of at most CHUNK rows: each row changed sends a realtime notification, and
        // PGlite gathers a statement's notifications in one array (900,000 overflowed its stack).
        for (let from = seeded; from < volume; from += CHUNK)
          await stack.db.query(source.seed, [userId, from, Math.min(from + CHUNK, volume) - 1]);
        const seedMs = performance.now() - started;
        seeded = volume;
        // PGlite has no autovacuum: without statistics, its planner reads the first page by another plan.
        for (const table of source.tables ?? [source.page.table])
          await stack.db.query(`analyze ${table.includes('.') ? table : `public.${table}`}`);
        const { client, meter } = countingClient(stack);
        const signedIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
        if (signedIn.error) throw signedIn.error;
        const asOf = new Date().toISOString();
        const figures = () =>
          client.rpc('dashboard_figures', {
            p_source: name,
            p_workflow_slug: source.slug,
            p_as_of: asOf,
            p_user_id: userId,
          });
        const read = { client, asOf, userId };
        const kpiRow = () =>
          Promise.all(
            source.kpiRow
              ? source.kpiRow(read)
              : [
                  figures(),
                  ...(source.alongside ?? []).map(({ fn, args }) =>
                    client.rpc(fn, { ...args, p_as_of: asOf, p_user_id: userId }),
                  ),
                ],
          ).then((answers) => ({ error: answers.find((a) => a.error)?.error ?? null }));
        const checked = source.check
          ? await source.check(stack, read)
          : await checkFigures(stack, name, figures, userId, asOf);
        if (name === 'chat_messages') await checkReplyDelays(stack, client, userId, source.slug, asOf);
        const f = await measure(client, meter, kpiRow);
        // BENCH_FIGURES_EACH=1: each read of the KPI row alone, in the order kpiRow lists them.
        const { kpiRow: reads } = source;
        if (process.env.BENCH_FIGURES_EACH && reads) {
          const each: string[] = [];
          for (let i = 0; i < reads(read).length; i++)
            each.push(
              (
                await measure(client, meter, () => reads(read)[i] as PromiseLike<{ error: unknown }>)
              ).ms.toFixed(1),
            );
          console.log(
            `${engine} ${source.label} ${volume.toLocaleString('en')}, each read alone (ms): ${each.join(', ')}`,
          );
        }
        if (process.env.BENCH_FIGURES_EXPLAIN)
          for (const query of source.explain ?? []) {
            const plan = await stack.db.query<Record<string, string>>(`explain (analyze, buffers) ${query}`, [
              userId,
              asOf,
            ]);
            console.log(
              `${engine} ${volume.toLocaleString('en')} ${query}\n${plan.rows.map((r) => Object.values(r)[0]).join('\n')}`,
            );
            if (engine === 'postgres') console.log(await explainNested(stack, query, [userId, asOf]));
          }
        const p = await measure(client, meter, () => {
          let query = client
            .from(source.page.table)
            .select(source.page.columns, { count: 'estimated' })
            .eq('user_id', userId);
          if (source.page.table !== 'chat_messages') query = query.eq('workflow_slug', source.slug);
          return query.order(source.page.order, { ascending: false }).range(0, PAGE - 1);
        });
        lines.push({
          engine,
          source: source.label ?? name,
          rows: volume,
          seedMs,
          figuresMs: f.ms,
          pageMs: p.ms,
          figuresBytes: f.bytes,
          pageBytes: p.bytes,
        });
        console.log(
          `${engine} ${source.label ?? name} ${volume.toLocaleString('en')}: seed ${(seedMs / 1000).toFixed(1)} s, figures ${f.ms.toFixed(1)} ms (${f.bytes} B), first page ${p.ms.toFixed(1)} ms (${p.bytes} B); ${checked}`,
        );
      }
    }
  } finally {
    await stack.stop();
  }
  return lines;
}

/**
 * The whole-table CSV export (Accept: text/csv, streamed through a cursor) of BENCH_CSV_ROWS leads of
 * one client: time, bytes, and how much the process (the server runs in it) grew in resident memory
 * while the answer was read and thrown away chunk by chunk. The rows are seeded with the figures'
 * triggers off (not what is measured here).
 */
async function benchCsv(engine: Engine, rows: number) {
  const stack = await startTestStack({ engine });
  try {
    const { userId, email } = await createBenchUser(stack, 'csv');
    await stack.db.query('alter table public.leads disable trigger user');
    for (let from = 0; from < rows; from += CHUNK)
      await stack.db.query(SOURCES.leads?.seed as string, [userId, from, Math.min(from + CHUNK, rows) - 1]);
    await stack.db.query('alter table public.leads enable trigger user');
    const client = createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false },
      realtime: { transport: WebSocket as never },
    });
    const session = await client.auth.signInWithPassword({ email, password: PASSWORD });
    const token = session.data.session?.access_token as string;
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const started = performance.now();
    const response = await fetch(
      `${stack.url}/rest/v1/leads?select=${SOURCES.leads?.page.columns}&order=created_at.desc`,
      { headers: { apikey: stack.anonKey, Authorization: `Bearer ${token}`, Accept: 'text/csv' } },
    );
    let bytes = 0;
    let lines = 0;
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      bytes += read.value.byteLength;
      for (const byte of read.value) if (byte === 10) lines++;
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    const ms = performance.now() - started;
    console.log(
      `${engine} CSV export of ${rows.toLocaleString('en')} leads: ${lines.toLocaleString('en')} lines, ${(bytes / 1048576).toFixed(1)} MB in ${(ms / 1000).toFixed(1)} s; RSS ${(before / 1048576).toFixed(0)} MB -> peak ${(peak / 1048576).toFixed(0)} MB (+${((peak - before) / 1048576).toFixed(0)} MB)`,
    );
  } finally {
    await stack.stop();
  }
}

const csvRows = Number(process.env.BENCH_CSV_ROWS ?? 0);
if (csvRows > 0) {
  for (const engine of engines) await benchCsv(engine, csvRows);
  if (process.env.BENCH_ONLY === 'csv') process.exit(0);
}

const all: Line[] = [];
for (const engine of engines) all.push(...(await benchEngine(engine)));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  '\nDashboard figures through supabase-js (warm medians; goal ≤ 1,000 ms at 1,000,000 rows, < 2× growth, ≤ 200 KB)',
);
console.log(
  'engine    source                                  rows        figures ms   page ms   figures+page bytes',
);
for (const l of all)
  console.log(
    `${l.engine.padEnd(9)} ${l.source.padEnd(39)} ${l.rows.toLocaleString('en').padStart(10)} ${l.figuresMs.toFixed(1).padStart(12)} ${l.pageMs.toFixed(1).padStart(9)}   ${kb(l.figuresBytes + l.pageBytes).padStart(9)}`,
  );
for (const engine of engines)
  for (const source of sources) {
    const label = SOURCES[source]?.label ?? source;
    const own = all.filter((l) => l.engine === engine && l.source === label);
    const first = own[0];
    const last = own[own.length - 1];
    if (first && last && first !== last)
      console.log(
        `${engine} ${label}: figures time ${last.rows.toLocaleString('en')}/${first.rows.toLocaleString('en')} = ${(last.figuresMs / first.figuresMs).toFixed(2)}×, KPI row + page ${(last.figuresMs + last.pageMs).toFixed(0)} ms`,
      );
  }
process.exit(0);
