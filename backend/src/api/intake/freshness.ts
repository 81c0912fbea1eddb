/**
 * The freshness check (docs/intake.md, "Alerts"): every minute the API process runs
 * private.check_workflow_freshness(), which notifies the administrators and the client once per
 * episode when a live workflow's data stopped for longer than its interval or its engine runs fail too
 * often. The notifications are ordinary rows of public.notifications, so their emails go out the way
 * every notification's do (the local stack's mailer, or the API-only process's outbox).
 */
import { type Database, isPgError } from '../../db/port.ts';

export interface FreshnessCheck {
  /** One pass now; resolves with the alerts it sent. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export function startFreshnessCheck(db: Database, intervalMs = 60_000): FreshnessCheck {
  let running: Promise<number> | null = null;
  let stopped = false;
  const runOnce = () => {
    running ??= db
      .query<{ sent: number }>('select private.check_workflow_freshness() as sent')
      .then(({ rows }) => Number(rows[0]?.sent ?? 0))
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
            // A schema without the intake (an older project): nothing to check.
            if (!(isPgError(e) && e.code === '42883')) console.error('[intake] freshness check failed:', e);
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
