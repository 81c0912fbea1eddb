/**
 * The report scheduler: every minute the API process (the local stack's, or the API-only process
 * beside a hosted project) runs private.queue_due_reports(), which queues the last period's report of
 * every client whose chosen Doha hour has come, once per period (a unique row per client, frequency and
 * period), into the outbox the mailer drains: a periodic job (jobs/periodic.ts) of the process that
 * serves /api, like the intake's freshness check.
 */
import type { Database } from '../db/port.ts';
import { countOf, type PeriodicJob, startPeriodicJob } from '../jobs/periodic.ts';

export type ReportScheduler = PeriodicJob;

/** REPORT_SCHEDULE_MS: how often to look (default a minute; 0 turns the timer off, as tests do). */
const defaultInterval = () => {
  const ms = Number(process.env.REPORT_SCHEDULE_MS ?? 60_000);
  return Number.isFinite(ms) && ms >= 0 ? ms : 60_000;
};

export const startReportScheduler = (db: Database, intervalMs = defaultInterval()): ReportScheduler =>
  startPeriodicJob({
    name: 'reports',
    intervalMs,
    pass: (now) =>
      countOf(
        db.query<{ n: number }>('select private.queue_due_reports(coalesce($1::timestamptz, now())) as n', [
          now?.toISOString() ?? null,
        ]),
      ),
  });
