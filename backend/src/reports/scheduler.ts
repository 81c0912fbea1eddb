/**
 * The report scheduler: every minute the API process (the local stack's, or the API-only process
 * beside a hosted project) runs private.queue_due_reports(), which queues the last period's report of
 * every client whose chosen Doha hour has come, once per period (a unique row per client, frequency and
 * period), into the outbox the mailer drains. Periodic work runs here the way the intake's freshness
 * check does (api/intake/freshness.ts): a timer in the process that serves /api.
 */
import { type Database, isPgError } from '../db/port.ts';

export interface ReportScheduler {
  /** One pass now (at `now`, default the database's clock); resolves with the reports it queued. */
  runOnce(now?: Date): Promise<number>;
  stop(): Promise<void>;
}

/** REPORT_SCHEDULE_MS: how often to look (default a minute; 0 turns the timer off, as tests do). */
const defaultInterval = () => {
  const ms = Number(process.env.REPORT_SCHEDULE_MS ?? 60_000);
  return Number.isFinite(ms) && ms >= 0 ? ms : 60_000;
};

export function startReportScheduler(db: Database, intervalMs = defaultInterval()): ReportScheduler {
  let running: Promise<number> | null = null;
  let stopped = false;
  const runOnce = (now?: Date) => {
    running ??= db
      .query<{ queued: number }>(
        'select private.queue_due_reports(coalesce($1::timestamptz, now())) as queued',
        [now?.toISOString() ?? null],
      )
      .then(({ rows }) => Number(rows[0]?.queued ?? 0))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer =
    intervalMs > 0
      ? setInterval(() => {
          if (stopped) return;
          runOnce().catch((e: unknown) => {
            // A schema without the reports (an older project): nothing to schedule.
            if (!(isPgError(e) && e.code === '42883')) console.error('[reports] scheduling failed:', e);
          });
        }, intervalMs)
      : undefined;
  timer?.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}
