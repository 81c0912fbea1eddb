/**
 * The freshness check (docs/intake.md, "Alerts"): every minute the API process runs
 * private.check_workflow_freshness(), which notifies the administrators and the client once per
 * episode when a live workflow's data stopped for longer than its interval or its engine runs fail too
 * often. The notifications are ordinary rows of public.notifications, so their emails go out the way
 * every notification's do (the local stack's mailer, or the API-only process's outbox).
 */
import type { Database } from '../../db/port.ts';
import { countOf, type PeriodicJob, startPeriodicJob } from '../../jobs/periodic.ts';

export type FreshnessCheck = PeriodicJob;

export const startFreshnessCheck = (db: Database, intervalMs = 60_000): FreshnessCheck =>
  startPeriodicJob({
    name: 'intake freshness',
    intervalMs,
    pass: () => countOf(db.query<{ n: number }>('select private.check_workflow_freshness() as n')),
  });
