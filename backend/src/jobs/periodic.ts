/**
 * Periodic work of the API process (the local stack's, or the API-only process beside a hosted
 * project): a pass run on a timer, one at a time. The intake's freshness check and the report scheduler
 * are such jobs; tests call `runOnce` (or move the clock) instead of waiting.
 */
import { isPgError } from '../db/port.ts';

export interface PeriodicJob {
  /** One pass now; resolves with what it did (alerts sent, reports queued). A running pass is shared. */
  runOnce(now?: Date): Promise<number>;
  stop(): Promise<void>;
}

export interface PeriodicWork {
  /** Names the job in the log. */
  name: string;
  /** 0 turns the timer off (tests run passes themselves). */
  intervalMs: number;
  pass(now?: Date): Promise<number>;
}

export function startPeriodicJob({ name, intervalMs, pass }: PeriodicWork): PeriodicJob {
  let running: Promise<number> | null = null;
  let stopped = false;
  const runOnce = (now?: Date) => {
    running ??= pass(now).finally(() => {
      running = null;
    });
    return running;
  };
  const timer =
    intervalMs > 0
      ? setInterval(() => {
          if (stopped) return;
          runOnce().catch((e: unknown) => {
            // A schema without the job's function (an older project): nothing to do.
            if (!(isPgError(e) && e.code === '42883')) console.error(`[${name}] failed:`, e);
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

/** The first row's `n` of a query, as a number (0 when there is none). */
export const countOf = async (result: Promise<{ rows: { n: unknown }[] }>) =>
  Number((await result).rows[0]?.n ?? 0);
