import type { IncomingMessage, ServerResponse } from 'node:http';
import { RateLimiter } from '../auth/rate-limit.ts';
import { isPgError } from '../db/port.ts';
import type { Service, StackContext } from '../http/types.ts';
import { type OutboxMailer, startOutbox } from '../notify/outbox.ts';
import type { MailSender } from '../notify/transport.ts';
import { reportOutbox } from '../reports/outbox.ts';
import { apiUrlOf, routeReports } from '../reports/routes.ts';
import { startReportScheduler } from '../reports/scheduler.ts';
import { postAnalytics } from './analytics.ts';
import { getHealth } from './health.ts';
import { ApiError, decodePathSegment, methodNotAllowed, sendError } from './http.ts';
import { createIntakeRoutes, startFreshnessCheck } from './intake/index.ts';
import { testConnection } from './runs/connection.ts';
import { type ExecutorOptions, RunExecutor } from './runs/executor.ts';
import { getRun, listRuns, startRun } from './runs/routes.ts';

/** The /api service, plus what the stack calls at start and stop. */
export interface ApiService extends Service {
  /** Resolves when the start-up recovery is done: runs left `queued` by a previous process are re-queued,
   * runs left `running` are failed (their outcome is unknown). */
  recover(): Promise<void>;
  /** Stops executing runs (waits for the ones in flight). */
  close(): Promise<void>;
  /** Resolves once no run is queued or executing (tests and benchmarks). */
  idle(): Promise<void>;
  /** One pass of the intake's freshness check now (tests); it also runs every minute. */
  checkFreshness(): Promise<number>;
  /** One pass of the report scheduler now, as if at `now` (tests); it also runs every minute. */
  queueDueReports(now?: Date): Promise<number>;
}

export interface ApiOptions {
  executor?: ExecutorOptions;
  /** How often the intake's freshness check runs (default 60 s; 0: only when asked). */
  freshnessCheckMs?: number;
  /** How often the report scheduler looks for due reports (default 60 s; 0: only when asked). */
  reportScheduleMs?: number;
  /**
   * How report emails leave: default the stack's mailbox (ctx.mailbox); the API-only process passes
   * its mail API's sender, or false without one (then report emails wait in their outbox).
   */
  reportMail?: MailSender | false;
  /** How often the report outbox looks for due rows besides NOTIFY (default 30 s). */
  reportOutboxPollMs?: number;
}

/**
 * The product's own API (docs/product.md §7) at /api:
 *   POST /api/analytics                   {type, data, timestamp}; visitors too
 *   POST /api/workflows/:slug/runs        start a test run of an owned workflow (admins: any)
 *   GET  /api/workflows/runs              the caller's runs, paged, ?workflow=&status=&page=&pageSize=
 *   GET  /api/workflows/runs/:id          one run
 *   POST /api/workflows/:slug/test-connection  admins: call the execution webhook once, report the answer
 *   GET  /api/health                      database reachable, migrations applied
 *   /api/intake/…                         the workflow intake: keys, records, schema (intake/index.ts)
 *   /api/reports/…                        client reports: email preview, unsubscribe, bounces (reports/routes.ts)
 * Identity comes from Supabase JWTs (identityFromRequest) and every read/write runs as the caller with
 * RLS; only the run executor writes as the service role.
 */
export function createApiService(ctx: StackContext, options: ApiOptions = {}): ApiService {
  const executor = new RunExecutor(ctx.db, options.executor);
  const analyticsLimiter = new RateLimiter(() => ctx.config.rateLimits);
  const intake = createIntakeRoutes(ctx);
  const freshness = startFreshnessCheck(ctx.db, options.freshnessCheckMs);
  const reports = startReportScheduler(ctx.db, options.reportScheduleMs);
  // Report emails go through the one outbox loop of every email (notify/outbox.ts).
  const reportMail: MailSender | false =
    options.reportMail ?? (async (email) => void (await ctx.mailbox.send(email)));
  const reportMailer: Promise<OutboxMailer | undefined> = reportMail
    ? startOutbox(ctx.db, reportOutbox(apiUrlOf(ctx)), {
        siteUrl: ctx.config.siteUrl,
        send: reportMail,
        pollMs: options.reportOutboxPollMs ?? 30_000,
      }).catch((e: unknown) => {
        console.error('[reports] the report email outbox did not start:', e);
        return undefined;
      })
    : Promise.resolve(undefined);
  // Services are created after migrations: pick up runs a previous process left behind.
  const recovered = executor
    .recover()
    .then(() => undefined)
    .catch((e) => {
      // No workflow_runs table (a schema without it): nothing to recover.
      if (!(isPgError(e) && e.code === '42P01')) console.error('[api] recovering workflow runs failed:', e);
    });

  async function route(req: IncomingMessage, res: ServerResponse, url: URL, subpath: string) {
    const method = req.method ?? 'GET';
    const path = subpath.replace(/\/+$/, '') || '/';
    if (await intake.route(req, res, url, path)) return;
    if (path.startsWith('/reports/') && (await routeReports(ctx, req, res, url, path))) return;
    if (path === '/analytics') {
      if (method !== 'POST') return methodNotAllowed(res, ['POST']);
      return postAnalytics(ctx, analyticsLimiter, req, res);
    }
    if (path === '/health') {
      if (method !== 'GET' && method !== 'HEAD') return methodNotAllowed(res, ['GET']);
      return getHealth(ctx, res);
    }
    if (path === '/workflows/runs') {
      if (method !== 'GET') return methodNotAllowed(res, ['GET']);
      return listRuns(ctx, req, res, url);
    }
    const one = /^\/workflows\/runs\/([^/]+)$/.exec(path);
    if (one) {
      if (method !== 'GET') return methodNotAllowed(res, ['GET']);
      return getRun(ctx, req, res, decodePathSegment(one[1] as string));
    }
    const probe = /^\/workflows\/([^/]+)\/test-connection$/.exec(path);
    if (probe) {
      if (method !== 'POST') return methodNotAllowed(res, ['POST']);
      return testConnection(ctx, req, res, decodePathSegment(probe[1] as string));
    }
    const start = /^\/workflows\/([^/]+)\/runs$/.exec(path);
    if (start) {
      if (method !== 'POST') return methodNotAllowed(res, ['POST']);
      return startRun(ctx, executor, req, res, decodePathSegment(start[1] as string));
    }
    throw new ApiError(404, 'not_found', `No API endpoint at ${method} /api${path === '/' ? '' : path}`);
  }

  return {
    prefix: '/api',
    async handle(req, res, url, subpath) {
      try {
        await route(req, res, url, subpath);
      } catch (e) {
        if (e instanceof ApiError) return sendError(res, e);
        // A privilege the caller lacks: theirs to fix (sign in), not a server failure.
        if (isPgError(e) && e.code === '42501') {
          return sendError(res, new ApiError(403, 'forbidden', 'You are not allowed to do this'));
        }
        // Class 54 (program limit exceeded: nested too deeply, too complex) is the input's too.
        if (isPgError(e) && e.code?.startsWith('54')) {
          return sendError(
            res,
            new ApiError(400, 'too_complex', 'The request exceeds a limit of the database: send less'),
          );
        }
        // Class 22 (data exception: bad encoding, out of range, invalid text) is the input's fault.
        if (isPgError(e) && e.code?.startsWith('22')) {
          return sendError(
            res,
            new ApiError(400, 'invalid_input', 'The request holds a value the database refuses'),
          );
        }
        console.error(`[api] ${req.method} ${url.pathname} failed:`, e);
        if (res.headersSent) res.destroy();
        else sendError(res, new ApiError(500, 'internal_error', 'Something went wrong on the server'));
      }
    },
    async recover() {
      await recovered;
    },
    async close() {
      await freshness.stop();
      await reports.stop();
      await (await reportMailer)?.stop();
      // A stack stopped right after it started must not close the database under the recovery.
      await recovered;
      await executor.close();
    },
    idle: () => executor.idle(),
    checkFreshness: () => freshness.runOnce(),
    queueDueReports: (now) => reports.runOnce(now),
  };
}
