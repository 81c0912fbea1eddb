import type { Database } from '../../db/port.ts';
import { SERVICE_ROLE } from '../identity.ts';
import { simulate } from './sandbox.ts';
import { callWebhook } from './webhook.ts';

export interface RunStep {
  name: string;
  status: 'succeeded' | 'failed';
  at: string;
  message?: string;
}

export interface ExecutorOptions {
  /** Runs executing at once; the rest wait as `queued`. */
  concurrency?: number;
  /** Simulated duration of one sandbox step (SANDBOX_STEP_MS, default 150). */
  sandboxStepMs?: number;
  /** Cap on any webhook timeout, whatever the settings row says (RUN_WEBHOOK_MAX_TIMEOUT_MS). */
  maxWebhookTimeoutMs?: number;
}

interface RunToExecute {
  id: string;
  workflow_slug: string;
  user_id: string;
  input: string;
  steps: string;
  webhook_url: string | null;
  timeout_ms: number | null;
  is_enabled: boolean | null;
}

const MAX_ERROR_LENGTH = 10_000;
const envInt = (name: string) => {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Moves workflow runs queued → running → succeeded | failed. The run row was written by the caller
 * (RLS checked ownership); from here on only this executor writes it, as the service role (there is no
 * update policy for clients). Every write is a change on a realtime table, so clients watching the run
 * see each status as it happens.
 */
export class RunExecutor {
  private readonly queue: string[] = [];
  private readonly queuedIds = new Set<string>();
  private active = 0;
  private stopped = false;
  private readonly inflight = new Set<Promise<void>>();
  private readonly concurrency: number;
  private readonly stepMs: number;
  private readonly maxTimeoutMs: number;

  constructor(
    private readonly db: Database,
    options: ExecutorOptions = {},
  ) {
    this.concurrency = options.concurrency ?? 4;
    this.stepMs = options.sandboxStepMs ?? envInt('SANDBOX_STEP_MS') ?? 150;
    this.maxTimeoutMs = options.maxWebhookTimeoutMs ?? envInt('RUN_WEBHOOK_MAX_TIMEOUT_MS') ?? 120_000;
  }

  enqueue(runId: string) {
    if (this.stopped || this.queuedIds.has(runId)) return;
    this.queuedIds.add(runId);
    this.queue.push(runId);
    this.pump();
  }

  /** After a restart: runs that were executing are failed (their outcome is unknown), queued ones run.
   * Engine runs (reported through the intake) are the client's engine's to finish: left alone. */
  async recover() {
    const { rows: interrupted } = await this.db.withIdentity(SERVICE_ROLE, (tx) =>
      tx.query<{ id: string }>(
        `update public.workflow_runs
         set status = 'failed', finished_at = greatest(now(), started_at),
             duration_ms = greatest(0, (extract(epoch from (now() - started_at)) * 1000)::int),
             error = 'The run was interrupted because the server restarted',
             steps = steps || jsonb_build_array(jsonb_build_object(
               'name', 'Interrupted', 'status', 'failed', 'at', now(),
               'message', 'The server restarted while the run was in progress'))
         where status = 'running' and executor <> 'engine'
         returning id`,
      ),
    );
    const { rows: queued } = await this.db.query<{ id: string }>(
      `select id from public.workflow_runs where status = 'queued' and executor <> 'engine' order by created_at`,
    );
    for (const r of queued) this.enqueue(r.id);
    return { interrupted: interrupted.length, requeued: queued.length };
  }

  async close() {
    this.stopped = true;
    this.queue.length = 0;
    await Promise.allSettled([...this.inflight]);
  }

  /** Resolves when nothing is queued or running (tests, benchmarks). */
  async idle() {
    while (this.inflight.size || this.queue.length) await Promise.allSettled([...this.inflight]);
  }

  private pump() {
    while (!this.stopped && this.active < this.concurrency && this.queue.length) {
      const id = this.queue.shift() as string;
      this.active++;
      const task = this.execute(id)
        .catch((e) => {
          if (!this.stopped) console.error(`[api] run ${id} failed to execute:`, e);
        })
        .finally(() => {
          this.active--;
          this.queuedIds.delete(id);
          this.inflight.delete(task);
          this.pump();
        });
      this.inflight.add(task);
    }
  }

  private async write(sql: string, params: unknown[]) {
    if (this.stopped) return { rows: [] as Record<string, unknown>[] };
    return this.db.withIdentity(SERVICE_ROLE, (tx) => tx.query(sql, params));
  }

  private async execute(id: string) {
    const { rows } = await this.db.withIdentity(SERVICE_ROLE, (tx) =>
      tx.query<RunToExecute>(
        `select r.id, r.workflow_slug, r.user_id, r.input::text as input, r.steps::text as steps,
                s.execution_webhook_url as webhook_url, s.timeout_ms, s.is_enabled
         from public.workflow_runs r
         left join public.workflow_execution_settings s on s.workflow_slug = r.workflow_slug
         where r.id = $1 and r.status = 'queued'`,
        [id],
      ),
    );
    const run = rows[0];
    if (!run) return; // already taken, finished or removed
    const input = JSON.parse(run.input) as Record<string, unknown>;
    const steps = JSON.parse(run.steps) as RunStep[];
    const useWebhook = Boolean(run.webhook_url) && run.is_enabled !== false;
    const executor = useWebhook ? 'webhook' : 'sandbox';

    const started = Date.now();
    steps.push({
      name: 'Started',
      status: 'succeeded',
      at: new Date(started).toISOString(),
      message: useWebhook
        ? 'Calling the configured execution webhook'
        : 'Sandbox: simulated execution, no external calls',
    });
    const { rows: taken } = await this.write(
      `update public.workflow_runs set status = 'running', executor = $2, started_at = $3, steps = $4::jsonb
       where id = $1 and status = 'queued' returning id`,
      [id, executor, new Date(started).toISOString(), JSON.stringify(steps)],
    );
    if (!taken.length) return;

    let ok: boolean;
    let output: Record<string, unknown> | null;
    let error: string | null;
    if (useWebhook) {
      const timeoutMs = Math.min(this.maxTimeoutMs, run.timeout_ms ?? 15_000);
      const callStarted = Date.now();
      const outcome = await callWebhook({
        url: run.webhook_url as string,
        timeoutMs,
        body: {
          run_id: run.id,
          workflow: run.workflow_slug,
          user_id: run.user_id,
          input,
          started_at: new Date(started).toISOString(),
        },
      });
      const took = Date.now() - callStarted;
      ok = outcome.ok;
      output = outcome.output;
      error = outcome.ok ? null : outcome.error;
      steps.push({
        name: 'Call webhook',
        status: outcome.ok ? 'succeeded' : 'failed',
        at: new Date().toISOString(),
        message: outcome.ok ? `HTTP ${outcome.status} in ${took} ms` : outcome.error,
      });
    } else {
      const result = simulate(run.workflow_slug, input);
      for (const [i, name] of result.steps.entries()) {
        await sleep(this.stepMs);
        if (this.stopped) return;
        const last = i === result.steps.length - 1;
        const failed = last && !result.ok;
        steps.push({
          name,
          status: failed ? 'failed' : 'succeeded',
          at: new Date().toISOString(),
          ...(failed && result.error ? { message: result.error } : {}),
        });
        if (!last) {
          await this.write(
            `update public.workflow_runs set steps = $2::jsonb where id = $1 and status = 'running'`,
            [id, JSON.stringify(steps)],
          );
        }
      }
      ok = result.ok;
      output = result.output;
      error = result.error;
    }

    const finished = Math.max(Date.now(), started);
    await this.write(
      `update public.workflow_runs
       set status = $2, finished_at = $3, duration_ms = $4, output = $5::jsonb, error = $6, steps = $7::jsonb
       where id = $1 and status = 'running'`,
      [
        id,
        ok ? 'succeeded' : 'failed',
        new Date(finished).toISOString(),
        finished - started,
        output === null ? null : JSON.stringify(output),
        error === null ? null : error.slice(0, MAX_ERROR_LENGTH),
        JSON.stringify(steps),
      ],
    );
  }
}
