/**
 * What writing chat messages costs the knowledge bot's kept lines (issue 43; docs/performance.md,
 * "Dashboard figures at volume"): one client's knowledge-bot (rag-chatbot) and customer-support
 * conversations seeded as bench/figures.ts seeds them (BENCH_KNOWLEDGE_BEFORE messages of each, default
 * 100,000), then timed: one message at a time (a question, then the bot's reply, in the newest
 * knowledge-bot conversation, BENCH_KNOWLEDGE_SINGLES pairs, median), statements of new knowledge-bot
 * conversations (BENCH_KNOWLEDGE_STATEMENTS messages each, default 1000,10000) and of new support
 * conversations (BENCH_KNOWLEDGE_SUPPORT, default 10000,50000). On PostgreSQL each statement also prints the
 * time spent in each trigger function (pg_stat_user_functions, track_functions = all: the eight slowest and
 * the question and citation lines' own), so a slow part shows by name; BENCH_KNOWLEDGE_EXPLAIN=1 prints the plan of each nested statement of 300 ms or more
 * (auto_explain). Then it checks that the kept question and citation lines equal a fresh grouping of the
 * kept exchanges and replies (a fast wrong answer is no result).
 *
 *   cd backend && BENCH_ENGINES=postgres npx tsx bench/knowledge-writes.ts
 */
import { performance } from 'node:perf_hooks';
import type { Engine } from '../src/db/port.ts';
import { startTestStack } from '../test/harness.ts';
import { KNOWLEDGE_DOCUMENTS, KNOWLEDGE_SEED, SUPPORT_SEED } from './chat-seeds.ts';
import { benchEngines } from './engines.ts';
import { benchClient, directConnection } from './write-costs.ts';

const BEFORE = Number(process.env.BENCH_KNOWLEDGE_BEFORE ?? 100_000);
const SINGLES = Number(process.env.BENCH_KNOWLEDGE_SINGLES ?? 20);
const numbers = (v: string) => v.split(',').filter(Boolean).map(Number);
const STATEMENTS = numbers(process.env.BENCH_KNOWLEDGE_STATEMENTS ?? '1000,10000');
const SUPPORT = numbers(process.env.BENCH_KNOWLEDGE_SUPPORT ?? '10000,50000');

/**
 * The question and citation lines that differ from a fresh grouping of the kept rows (none when right), of
 * the workflows that have them (`kept`: SQL of whether alias's workflow has lines; before 20261207010000
 * every workflow had them).
 */
export const knowledgeLinesWrongSql = (kept: (alias: string) => string) => `
  with q as (
    select x.user_id, x.workflow_slug, private.doha_day(x.asked_at) as day, x.question_key, count(*) as asked,
           count(*) filter (where x.fallback = false) as answered, count(*) filter (where x.fallback) as fallbacks,
           max(x.asked_at) as latest_at, max(x.asked_at) filter (where x.fallback = false) as latest_answered_at,
           max(x.asked_at) filter (where x.fallback) as latest_fallback_at
    from private.knowledge_exchanges x
    where ${kept('x')}
    group by 1, 2, 3, 4),
  c as (
    select r.user_id, r.workflow_slug, r.day, d.id as document_id, count(*) as citations, max(r.created_at) as last_cited_at
    from private.knowledge_replies r cross join lateral unnest(r.cited_document_ids) as d(id)
    where ${kept('r')}
    group by 1, 2, 3, 4),
  kq as (select user_id, workflow_slug, day, question_key, asked, answered, fallbacks, latest_at, latest_answered_at,
                latest_fallback_at from private.knowledge_question_days),
  kc as (select user_id, workflow_slug, day, document_id, citations, last_cited_at from private.knowledge_citation_days)
  select (select count(*) from ((select * from q except all select * from kq) union all (select * from kq except all select * from q)) x)
       + (select count(*) from ((select * from c except all select * from kc) union all (select * from kc except all select * from c)) x)
    as wrong`;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function benchEngine(engine: Engine) {
  const stack = await startTestStack({ engine });
  // On PostgreSQL the timed statements run on a connection of their own, which counts its functions' time.
  const direct = await directConnection(stack, engine, Boolean(process.env.BENCH_KNOWLEDGE_EXPLAIN));
  try {
    const run = (sql: string, params: unknown[]) =>
      direct ? direct.query(sql, params) : stack.db.query(sql, params);
    const userId = await benchClient(stack, 'knowledge-writes', [
      'rag-chatbot',
      'customer-support-automation',
    ]);
    await stack.db.query(KNOWLEDGE_DOCUMENTS, [userId]);
    await stack.db.query('alter table public.chat_messages disable trigger chat_messages_count');
    // Message numbers already used (each seed numbers its conversations from them).
    let next = 0;
    const write = async (seed: string, messages: number) => {
      const from = next;
      next += messages;
      const started = performance.now();
      await run(seed, [userId, from, next - 1]);
      return performance.now() - started;
    };
    let seeded = 0;
    for (let done = 0; done < BEFORE; done += 100_000) {
      const n = Math.min(100_000, BEFORE - done);
      seeded += await write(KNOWLEDGE_SEED, n);
      seeded += await write(SUPPORT_SEED, n);
    }
    for (const table of [
      'public.chat_messages',
      'public.chat_sessions',
      'private.knowledge_replies',
      'private.knowledge_exchanges',
      'private.knowledge_latency_days',
      'private.knowledge_model_latency_days',
      'private.knowledge_question_days',
      'private.knowledge_citation_days',
      'private.support_tickets',
    ])
      await stack.db.query(`analyze ${table}`);
    console.log(
      `${engine}: ${BEFORE.toLocaleString('en')} messages of each before, seeded in ${(seeded / 1000).toFixed(1)} s`,
    );

    /** Runs a statement, and on PostgreSQL lists the trigger functions' time in it. */
    const timed = async (what: () => Promise<number>) => {
      await direct?.query('select pg_stat_reset()');
      const ms = await what();
      let parts = '';
      if (direct) {
        // The functions' counts reach the view when the transaction ends; one more statement flushes them.
        await direct.query('select pg_stat_force_next_flush()').catch(() => undefined);
        const f = await direct.query<{ name: string; calls: string; total: number; self: number }>(
          `select f.name, f.calls, f.total, f.self
           from (select funcname as name, calls, total_time as total, self_time as self,
                        row_number() over (order by total_time desc) as n
                 from pg_stat_user_functions where schemaname = 'private' and total_time >= 1) f
           where f.n <= 8 or f.name like '%knowledge_days' order by f.total desc`,
        );
        parts = f.rows
          .map((x) => `${x.name} ${x.total.toFixed(1)} ms (self ${x.self.toFixed(1)}, ${x.calls}x)`)
          .join('; ');
      }
      return { ms, parts };
    };

    // One message at a time: a question, then the bot's reply, in the newest knowledge-bot conversation.
    const newest = await stack.db.query<{ id: string; doc: string }>(
      `select s.id, (select d.id from public.documents d where d.user_id = $1 limit 1) as doc
       from public.chat_sessions s where s.user_id = $1 and s.workflow_slug = 'rag-chatbot' order by s.started_at desc limit 1`,
      [userId],
    );
    const { id: sessionId, doc } = newest.rows[0] as { id: string; doc: string };
    const single = (role: 'customer' | 'assistant') =>
      run(
        `insert into public.chat_messages (session_id, user_id, role, content, latency_ms, model, fallback, cited_document_ids, created_at)
         values ($3, $1, $2, case when $2 = 'customer' then 'Question 7' else 'Reply' end,
                 case when $2 = 'assistant' then 1234 end, case when $2 = 'assistant' then 'gpt-4o' end, false,
                 case when $2 = 'assistant' then array[$4::uuid] else '{}'::uuid[] end, clock_timestamp())`,
        [userId, role, sessionId, doc],
      );
    for (const role of ['customer', 'assistant'] as const) {
      const times: number[] = [];
      let parts = '';
      for (let i = 0; i < SINGLES; i++) {
        const r = await timed(async () => {
          const started = performance.now();
          await single(role);
          return performance.now() - started;
        });
        times.push(r.ms);
        if (i === SINGLES - 1) parts = r.parts;
      }
      console.log(
        `${engine} one ${role} message: median ${median(times).toFixed(2)} ms, min ${Math.min(...times).toFixed(2)} ms (${SINGLES}x)${parts ? ` [last: ${parts}]` : ''}`,
      );
    }
    for (const [label, seed, sizes] of [
      ['knowledge bot', KNOWLEDGE_SEED, STATEMENTS],
      ['customer support', SUPPORT_SEED, SUPPORT],
    ] as const)
      for (const n of sizes) {
        const r = await timed(() => write(seed, n));
        console.log(
          `${engine} ${label}: ${n.toLocaleString('en')} messages in one statement ${(r.ms / 1000).toFixed(2)} s${r.parts ? ` [${r.parts}]` : ''}`,
        );
      }
    const hasRule = await stack.db.query(
      `select to_regprocedure('private.knowledge_day_lines_kept(text)') is not null as yes`,
    );
    const wrong = await stack.db.query<{ wrong: string }>(
      knowledgeLinesWrongSql((a) =>
        (hasRule.rows[0] as { yes: boolean }).yes
          ? `private.knowledge_day_lines_kept(${a}.workflow_slug)`
          : 'true',
      ),
    );
    const n = Number(wrong.rows[0]?.wrong);
    console.log(
      `${engine}: ${n === 0 ? 'question and citation lines equal a fresh grouping' : `${n} lines WRONG`}`,
    );
    if (n !== 0) process.exitCode = 1;
  } finally {
    await direct?.end();
    await stack.stop();
  }
}

for (const engine of benchEngines()) await benchEngine(engine);
// The stack leaves handles open (as figures.ts's does): end when done.
process.exit();
