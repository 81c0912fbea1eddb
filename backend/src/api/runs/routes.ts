import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { isPgError } from '../../db/port.ts';
import { sendJson } from '../../http/respond.ts';
import type { StackContext } from '../../http/types.ts';
import { ApiError, boundedJsonObject, validate } from '../http.ts';
import { requireSignedIn, SERVICE_ROLE } from '../identity.ts';
import type { RunExecutor } from './executor.ts';
import { rateLimited, refuseInputProblems, WORKFLOW_SLUG, workflowRequest } from './input.ts';

/** workflow_runs.input is capped at 64 kB by the schema; the body may carry a little more around it. */
const RUN_BODY_LIMIT = 72 * 1024;
const INPUT_LIMIT = 64 * 1024;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

const StartRunBody = z
  .object({
    input: boundedJsonObject(INPUT_LIMIT),
    /** An admin starts a run for this client (who must own the workflow); default the caller. */
    user_id: z.string().regex(UUID, 'must be a uuid').optional(),
  })
  .strict();

const ListQuery = z.object({
  workflow: z.string().regex(WORKFLOW_SLUG, 'must be a workflow slug').optional(),
  /** The client whose runs (admins; a client sees only its own anyway). */
  client: z.string().regex(UUID, 'must be a uuid').optional(),
  status: z.enum(RUN_STATUSES).optional(),
  /** Runs created at or after / before these instants (ISO 8601 with an offset). */
  since: z.string().datetime({ offset: true }).optional(),
  until: z.string().datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** One run as JSON (snake_case, as the table and realtime carry it), built in SQL so both engines agree. */
const RUN_JSON = `json_build_object(
  'id', r.id, 'user_id', r.user_id, 'workflow_slug', r.workflow_slug, 'status', r.status, 'executor', r.executor,
  'input', r.input, 'output', r.output, 'error', r.error, 'steps', r.steps, 'started_at', r.started_at,
  'finished_at', r.finished_at, 'duration_ms', r.duration_ms, 'created_at', r.created_at, 'updated_at', r.updated_at,
  'started_by', r.started_by)`;

/**
 * POST /api/workflows/:slug/runs {input, user_id?}: starts a test run of a workflow the caller owns (an
 * admin may run any, and with `user_id` runs it for that client, who must own it: the run is the
 * client's and records the admin as its starter). The row is written as the caller, so RLS has the last
 * word; 202 with the queued run, whose progress then arrives through realtime (or GET /api/workflows/runs/:id).
 */
export async function startRun(
  ctx: StackContext,
  executor: RunExecutor,
  req: IncomingMessage,
  res: ServerResponse,
  slug: string,
) {
  const { user, body } = await workflowRequest(ctx, req, slug, StartRunBody, RUN_BODY_LIMIT);

  const { rows: settings } = await ctx.db.withIdentity(
    SERVICE_ROLE,
    (tx) =>
      tx.query<{ url: string | null; is_enabled: boolean }>(
        `select execution_webhook_url as url, is_enabled from public.workflow_execution_settings where workflow_slug = $1`,
        [slug],
      ),
    { readOnly: true },
  );
  const setting = settings[0];
  const executorKind = setting?.url && setting.is_enabled !== false ? 'webhook' : 'sandbox';
  const queuedStep = [{ name: 'Queued', status: 'succeeded', at: new Date().toISOString() }];

  let run: Record<string, unknown>;
  try {
    run = await ctx.db.withIdentity(user, async (tx) => {
      const forClient = body.user_id && body.user_id !== user.userId ? body.user_id : null;
      const { rows: access } = await tx.query<{
        exists: boolean;
        owns: boolean;
        admin: boolean;
        client_owns: boolean;
      }>(
        `select exists(select 1 from public.workflows where slug = $1) as exists,
                public.owns_workflow($1) as owns, public.is_admin() as admin,
                exists(select 1 from public.client_workflows cw where cw.user_id = $2 and cw.workflow_slug = $1) as client_owns`,
        [slug, forClient],
      );
      const a = access[0];
      if (!a?.exists) throw new ApiError(404, 'workflow_not_found', `There is no workflow "${slug}"`);
      if (forClient && !a.admin) {
        throw new ApiError(403, 'forbidden', 'Only an administrator may start a run for a client');
      }
      if (forClient && !a.client_owns) {
        throw new ApiError(403, 'forbidden', 'This client does not own this workflow');
      }
      if (!forClient && !a.owns && !a.admin) {
        throw new ApiError(403, 'forbidden', 'You can only run workflows you own');
      }
      await refuseInputProblems(tx, slug, body.input);
      const { rows } = await tx.query<{ run: Record<string, unknown> }>(
        `insert into public.workflow_runs as r (workflow_slug, input, executor, steps, user_id)
         values ($1, $2::jsonb, $3, $4::jsonb, coalesce($5::uuid, auth.uid()))
         returning ${RUN_JSON} as run`,
        [slug, JSON.stringify(body.input), executorKind, JSON.stringify(queuedStep), forClient],
      );
      return rows[0]?.run as Record<string, unknown>;
    });
  } catch (e) {
    if (isPgError(e) && e.code === '42501')
      throw new ApiError(403, 'forbidden', 'You can only run workflows you own');
    if (isPgError(e) && e.code === 'PT429') throw rateLimited(e);
    if (isPgError(e) && (e.code === '23514' || e.code === '54000')) {
      throw new ApiError(400, 'validation_failed', 'The input does not fit the run schema');
    }
    throw e;
  }
  executor.enqueue(String(run.id));
  sendJson(res, 202, run, { Location: `/api/workflows/runs/${String(run.id)}` });
}

/** GET /api/workflows/runs/:id: one run the caller may see (own runs; admins all). */
export async function getRun(ctx: StackContext, req: IncomingMessage, res: ServerResponse, id: string) {
  const identity = await requireSignedIn(req, ctx.config);
  if (!UUID.test(id)) throw new ApiError(400, 'validation_failed', 'Invalid id: must be a uuid');
  const { rows } = await ctx.db.withIdentity(
    identity,
    (tx) =>
      tx.query<{ run: unknown }>(`select ${RUN_JSON} as run from public.workflow_runs r where r.id = $1`, [
        id,
      ]),
    { readOnly: true },
  );
  if (!rows[0]) throw new ApiError(404, 'run_not_found', 'No run with this id is visible to you');
  sendJson(res, 200, rows[0].run);
}

/**
 * GET /api/workflows/runs?workflow=&client=&status=&since=&until=&page=&pageSize=: the caller's runs, newest first (admins:
 * everyone's, as RLS lets them). `{data, page, pageSize, total}`.
 */
export async function listRuns(ctx: StackContext, req: IncomingMessage, res: ServerResponse, url: URL) {
  const identity = await requireSignedIn(req, ctx.config);
  const query = validate(ListQuery, Object.fromEntries(url.searchParams));
  const params: unknown[] = [];
  const where: string[] = [];
  if (query.workflow) {
    params.push(query.workflow);
    where.push(`r.workflow_slug = $${params.length}`);
  }
  if (query.client) {
    params.push(query.client);
    where.push(`r.user_id = $${params.length}`);
  }
  if (query.status) {
    params.push(query.status);
    where.push(`r.status = $${params.length}`);
  }
  if (query.since) {
    params.push(query.since);
    where.push(`r.created_at >= $${params.length}::timestamptz`);
  }
  if (query.until) {
    params.push(query.until);
    where.push(`r.created_at < $${params.length}::timestamptz`);
  }
  params.push(query.pageSize, (query.page - 1) * query.pageSize);
  const sql = `
    select coalesce(json_agg(x.run order by x.created_at desc, x.id desc), '[]')::text as data,
           coalesce(max(x.total), (select count(*) from public.workflow_runs r ${where.length ? `where ${where.join(' and ')}` : ''})) as total
    from (
      select ${RUN_JSON} as run, r.created_at, r.id, count(*) over () as total
      from public.workflow_runs r
      ${where.length ? `where ${where.join(' and ')}` : ''}
      order by r.created_at desc, r.id desc
      limit $${params.length - 1} offset $${params.length}
    ) x`;
  const { rows } = await ctx.db.withIdentity(
    identity,
    (tx) => tx.query<{ data: string; total: number | string }>(sql, params),
    {
      readOnly: true,
    },
  );
  const row = rows[0];
  sendJson(res, 200, {
    data: JSON.parse(row?.data ?? '[]'),
    page: query.page,
    pageSize: query.pageSize,
    total: Number(row?.total ?? 0),
  });
}
