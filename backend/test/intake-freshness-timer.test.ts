/**
 * The intake's alerts are a timer (docs/intake.md, "Data freshness and alerts"): the API service that
 * the local stack and the API-only process both create (createApiService, with no freshness option,
 * as backend/src/server.ts and backend/src/api-only/server.ts call it) checks every minute, by itself,
 * whether a live workflow's data stopped for longer than its interval or its engine runs fail past the
 * threshold. Here the clock of that service's intervals is driven by hand (fake setInterval, real
 * database on both engines): nothing is checked before a minute has passed, the check runs when it has,
 * each episode alerts once however many minutes pass, and test runs never count as failures.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiService, createApiService } from '../src/api/index.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/port.ts';
import type { Mailbox } from '../src/mail/mailbox.ts';
import { testEngines } from './harness.ts';
import { DEMO, openSchemaDb, type SchemaDb } from './schema-db.ts';

const MINUTE = 60_000;

/** The service sends no mail itself here: the alerts are notification rows (emails follow from them). */
const NO_MAILBOX: Mailbox = {
  send: () => Promise.reject(new Error('no mailbox in this test')),
  list: () => Promise.resolve([]),
};

describe.each(testEngines())('the freshness check as a timer on %s', (engine) => {
  let schema: SchemaDb;
  let db: Database;
  let api: ApiService | undefined;

  beforeAll(async () => {
    schema = await openSchemaDb(engine);
    db = schema.db;
  });
  afterEach(async () => {
    await api?.close();
    api = undefined;
    vi.useRealTimers();
  });
  afterAll(async () => {
    await schema?.close();
  });

  /** The API service as the stack creates it, its intervals on a clock this test moves. */
  function startService() {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    api = createApiService({ config: loadConfig({ HOST: '127.0.0.1' }), db, mailbox: NO_MAILBOX });
    return api;
  }

  const alerts = async (userId: string, title: string) =>
    Number(
      (
        await db.query<{ n: number }>(
          'select count(*)::int as n from public.notifications where user_id = $1 and title = $2',
          [userId, title],
        )
      ).rows[0]?.n,
    );

  const workflowName = async (slug: string) =>
    (await db.query<{ name_en: string }>('select name_en from public.workflows where slug = $1', [slug]))
      .rows[0]?.name_en;

  /** Waits (real time) until `count` reaches `expected`; the timer's pass runs in the background. */
  async function eventually(count: () => Promise<number>, expected: number) {
    for (let i = 0; i < 200 && (await count()) !== expected; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await count()).toBe(expected);
  }

  /** Lets a pass the timer may have started finish (runOnce joins the pass in flight). */
  const settle = async (service: ApiService) => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await service.checkFreshness();
  };

  it('alerts the admins and the client a minute after a live workflow’s data stopped, once per episode', async () => {
    // Sara's Database Chat is live; its data last arrived 25 hours ago (expected every 24).
    await db.query(
      `insert into public.workflow_data_freshness (user_id, workflow_slug, last_arrived_at)
       values ($1, 'database-chat', now() - interval '25 hours')`,
      [DEMO.sara],
    );
    const title = `No data from ${await workflowName('database-chat')}`;
    const service = startService();

    vi.advanceTimersByTime(MINUTE - 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await alerts(DEMO.sara, title)).toBe(0); // nothing checks before the minute is up

    vi.advanceTimersByTime(1);
    await eventually(() => alerts(DEMO.sara, title), 1);
    await eventually(() => alerts(DEMO.admin, title), 1);

    // Ten more minutes of the same episode: no second alert.
    for (let i = 0; i < 10; i++) vi.advanceTimersByTime(MINUTE);
    await settle(service);
    expect(await alerts(DEMO.sara, title)).toBe(1);
    expect(await alerts(DEMO.admin, title)).toBe(1);

    // Data arrives (the episode ends, as the intake records an arrival), then stops again: the next
    // minute alerts again.
    await db.query(
      `update public.workflow_data_freshness set last_arrived_at = now(), stale_alerted_at = null
       where user_id = $1 and workflow_slug = 'database-chat'`,
      [DEMO.sara],
    );
    await db.query(
      `update public.workflow_data_freshness set last_arrived_at = now() - interval '2 days'
       where user_id = $1 and workflow_slug = 'database-chat'`,
      [DEMO.sara],
    );
    vi.advanceTimersByTime(MINUTE);
    await eventually(() => alerts(DEMO.sara, title), 2);
  });

  it('alerts on the next tick when the engine’s runs fail past the threshold; failed test runs never do', async () => {
    // Sara's WhatsApp Chatbot is live and its data is fresh; alert at 30 % failures.
    await db.query(
      `insert into public.workflow_data_freshness (user_id, workflow_slug, last_arrived_at, failure_rate_threshold)
       values ($1, 'whatsapp-chatbot', now(), 0.3)`,
      [DEMO.sara],
    );
    const title = `${await workflowName('whatsapp-chatbot')} runs are failing`;
    const failedRuns = (executor: string, n: number) =>
      db.query(
        `insert into public.workflow_runs (user_id, workflow_slug, status, executor, started_at, finished_at)
         select $1, 'whatsapp-chatbot', 'failed', $2, now(), now() from generate_series(1, $3)`,
        [DEMO.sara, executor, n],
      );
    const service = startService();

    // Twelve failed test runs (sandbox and webhook): a minute passes, no alert.
    await failedRuns('sandbox', 6);
    await failedRuns('webhook', 6);
    vi.advanceTimersByTime(MINUTE);
    await settle(service);
    expect(await alerts(DEMO.sara, title)).toBe(0);

    // The engine reports twelve failures (more than the seeded successes of the last 24 hours).
    await failedRuns('engine', 12);
    vi.advanceTimersByTime(MINUTE);
    await eventually(() => alerts(DEMO.sara, title), 1);
    await eventually(() => alerts(DEMO.admin, title), 1);
    for (let i = 0; i < 5; i++) vi.advanceTimersByTime(MINUTE);
    await settle(service);
    expect(await alerts(DEMO.sara, title)).toBe(1);
  });
});
