/**
 * What customer support's write-time triggers cost (issue 43; docs/performance.md, "Dashboard figures at
 * volume"): one client's conversations and messages written as bench/figures.ts seeds them (a conversation
 * of ten messages, every fifth handed to a person), BENCH_SUPPORT_MESSAGES messages (default 50,000) in one
 * statement, timed with every trigger on private.support_tickets, then without those that keep the
 * ticket time lines and open escalations (BENCH_SUPPORT_VARIANTS, comma-separated: all, no_lines; before
 * 20261206010000 also no_time_lines, no_escalations), each BENCH_SUPPORT_REPEAT times (default 2), after
 * BENCH_SUPPORT_BEFORE messages already written (default 100,000). On PostgreSQL each timed statement also prints the time spent in each
 * trigger function (pg_stat_user_functions, track_functions = all), so a slow part shows by name. Then it
 * checks that the kept lines equal a fresh grouping of the tickets (a fast wrong answer is no result).
 * BENCH_SUPPORT_EXPLAIN=1 also prints the plan of each statement of 300 ms or more (auto_explain, PostgreSQL).
 *
 *   cd backend && BENCH_ENGINES=postgres npx tsx bench/support-writes.ts
 */
import { performance } from 'node:perf_hooks';
import type { Engine } from '../src/db/port.ts';
import { startTestStack, type TestStack } from '../test/harness.ts';
import { benchEngines } from './engines.ts';
import { benchClient, directConnection } from './write-costs.ts';

const MESSAGES = Number(process.env.BENCH_SUPPORT_MESSAGES ?? 50_000);
const BEFORE = Number(process.env.BENCH_SUPPORT_BEFORE ?? 100_000);
const REPEAT = Number(process.env.BENCH_SUPPORT_REPEAT ?? 2);
const VARIANTS = (process.env.BENCH_SUPPORT_VARIANTS ?? 'all,no_lines').split(',');
const SLUG = 'customer-support-automation';

/**
 * The triggers on private.support_tickets each variant disables, by name without _insert, _update, _delete
 * (20261205010000's time lines' and escalations' triggers; 20261206010000's one for both on UPDATE). A variant whose
 * triggers are not there is skipped.
 */
const DISABLED: Record<string, string[]> = {
  all: [],
  no_time_lines: ['support_tickets_time_lines'],
  no_escalations: ['support_tickets_escalations'],
  no_lines: ['support_tickets_time_lines', 'support_tickets_escalations', 'support_tickets_lines'],
};

/** Conversations $2..$3 of user $1 (ten messages each), spread over the last 365 days. */
const SEED = `with s as (
    insert into public.chat_sessions (user_id, workflow_slug, status, channel, topic, message_count, satisfaction, started_at, ended_at)
    select $1, '${SLUG}', st, (array['whatsapp','email','website','portal'])[1 + k % 4],
           case when k % 5 = 0 then 'Handed to a person' else 'Order status' end, 10,
           case when k % 3 = 0 then null else 1 + k % 5 end, t, case when st = 'resolved' then t + interval '15 minutes' end
    from generate_series($2::int, $3::int) as k,
         lateral (select now() - (k % 365) * interval '1 day' - (k::bigint * 7919 % 86400) * interval '1 second' as t) as at,
         lateral (select case when k % 5 = 0 and k % 365 < 7 then 'escalated' else 'resolved' end as st) as status
    returning id, started_at, topic = 'Handed to a person' as person)
  insert into public.chat_messages (session_id, user_id, role, content, created_at)
  select s.id, $1, case when s.person and j in (5, 7) then 'agent' when j % 2 = 0 then 'customer' else 'assistant' end,
         'Message ' || j, s.started_at + j * interval '1 minute'
  from s, generate_series(0, 9) as j`;

/** The kept lines that differ from a fresh grouping of the tickets (none when they are right). */
const LINES_WRONG_SQL = `
  with t as (
    select t.user_id, t.workflow_slug, m.measure, private.doha_day(t.started_at) as day, m.value,
           private.value_band(m.value) as band
    from private.support_tickets t
    cross join lateral (values ('first_response', t.first_response_ms), ('resolution', t.resolution_ms)) as m(measure, value)
    where m.value is not null),
  bands as (select user_id, workflow_slug, measure, day, band, count(*) as tickets from t group by 1, 2, 3, 4, 5),
  vals as (select user_id, workflow_slug, measure, band, day, value, count(*) as tickets from t group by 1, 2, 3, 4, 5, 6)
  select (select count(*) from ((select * from bands except all select * from private.support_ticket_time_bands)
                                union all (select * from private.support_ticket_time_bands except all select * from bands)) x)
       + (select count(*) from ((select * from vals except all select * from private.support_ticket_time_values)
                                union all (select * from private.support_ticket_time_values except all select * from vals)) x)
       + (select count(*) from ((select session_id from private.support_tickets where status = 'escalated'
                                 except all select session_id from private.support_escalations)
                                union all (select session_id from private.support_escalations
                                 except all select session_id from private.support_tickets where status = 'escalated')) x)
    as wrong`;

/** The variant's triggers that exist. */
async function variantTriggers(stack: TestStack, variant: string) {
  const names = (DISABLED[variant] ?? []).flatMap((t) =>
    ['insert', 'update', 'delete'].map((op) => `${t}_${op}`),
  );
  const found = await stack.db.query<{ name: string }>(
    `select tgname as name from pg_catalog.pg_trigger where tgrelid = 'private.support_tickets'::regclass and tgname = any ($1)`,
    [names],
  );
  return found.rows.map((r) => r.name);
}

async function setTriggers(stack: TestStack, triggers: string[], enable: boolean) {
  for (const trigger of triggers)
    await stack.db.query(
      `alter table private.support_tickets ${enable ? 'enable' : 'disable'} trigger ${trigger}`,
    );
}

async function benchEngine(engine: Engine) {
  const stack = await startTestStack({ engine });
  // On PostgreSQL the timed statements run on a connection of their own, which counts its functions' time.
  // BENCH_SUPPORT_EXPLAIN=1: the plans of the trigger functions' statements of 300 ms or more.
  const direct = await directConnection(stack, engine, Boolean(process.env.BENCH_SUPPORT_EXPLAIN));
  try {
    const run = (sql: string, params: unknown[]) =>
      direct ? direct.query(sql, params) : stack.db.query(sql, params);
    const userId = await benchClient(stack, 'support-writes', [SLUG]);
    await stack.db.query('alter table public.chat_messages disable trigger chat_messages_count');
    let next = 0;
    const write = async (messages: number) => {
      const from = next;
      next += messages / 10;
      const started = performance.now();
      await run(SEED, [userId, from, next - 1]);
      return performance.now() - started;
    };
    for (let done = 0; done < BEFORE; done += 100_000) await write(Math.min(100_000, BEFORE - done));
    for (const table of ['public.chat_messages', 'public.chat_sessions', 'private.support_tickets'])
      await stack.db.query(`analyze ${table}`);
    console.log(`${engine}: ${BEFORE.toLocaleString('en')} messages before`);
    for (let r = 0; r < REPEAT; r++)
      for (const variant of VARIANTS) {
        const triggers = await variantTriggers(stack, variant);
        if (variant !== 'all' && triggers.length === 0) continue;
        await setTriggers(stack, triggers, false);
        await direct?.query('select pg_stat_reset()');
        const ms = await write(MESSAGES);
        await setTriggers(stack, triggers, true);
        let parts = '';
        if (direct) {
          // The functions' counts reach the view when the transaction ends; one more statement flushes them.
          await direct.query('select pg_stat_force_next_flush()').catch(() => undefined);
          const f = await direct.query<{ name: string; calls: string; total: number; self: number }>(
            `select funcname as name, calls, total_time as total, self_time as self from pg_stat_user_functions
             where schemaname = 'private' and total_time >= 50 order by total_time desc`,
          );
          parts = f.rows
            .map(
              (x) =>
                `${x.name} ${(x.total / 1000).toFixed(2)} s (self ${(x.self / 1000).toFixed(2)}, ${x.calls}x)`,
            )
            .join('; ');
        }
        console.log(
          `${engine} ${variant}: ${MESSAGES.toLocaleString('en')} messages ${(ms / 1000).toFixed(2)} s${parts ? ` [${parts}]` : ''}`,
        );
        if (variant !== 'all') {
          // Lines left behind by the disabled triggers are rebuilt so that the next run starts right.
          await stack.db.query(
            `truncate private.support_ticket_time_bands, private.support_ticket_time_values, private.support_escalations`,
          );
          await stack.db.query(`select private.count_support_ticket_times(array_agg(t.user_id), array_agg(t.workflow_slug), array_agg(m.measure),
              array_agg(private.doha_day(t.started_at)), array_agg(m.value), array_agg(private.value_band(m.value)), array_agg(1))
            from private.support_tickets t
            cross join lateral (values ('first_response', t.first_response_ms), ('resolution', t.resolution_ms)) as m(measure, value)
            where m.value is not null having count(*) > 0`);
          await stack.db.query(`select private.refresh_support_escalations(array_agg(t.session_id)) from private.support_tickets t
            where t.status = 'escalated' having count(*) > 0`);
        }
      }
    const wrong = await stack.db.query<{ wrong: string }>(LINES_WRONG_SQL);
    const n = Number(wrong.rows[0]?.wrong);
    console.log(
      `${engine}: ${n === 0 ? 'lines and escalations equal a fresh grouping' : `${n} lines WRONG`}`,
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
