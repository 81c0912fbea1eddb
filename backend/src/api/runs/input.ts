/**
 * What a run's input must be, and how fast a client may start runs: both decided by the database
 * (workflow_input_problems over the catalogue's input_schema; the PT429 of the workflow_runs trigger),
 * turned here into the API's error answers.
 */
import type { IncomingMessage } from 'node:http';
import type { z } from 'zod';
import type { PgError, Tx } from '../../db/port.ts';
import type { StackContext } from '../../http/types.ts';
import { ApiError, readJson } from '../http.ts';
import { requireUser } from '../identity.ts';

/** What can name a workflow (a path segment, a filter). */
export const WORKFLOW_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The signed-in caller and the JSON body (`{}` when empty) of a request about the workflow `slug`;
 * a slug that cannot name a workflow is a 404.
 */
export async function workflowRequest<S extends z.ZodType>(
  ctx: StackContext,
  req: IncomingMessage,
  slug: string,
  schema: S,
  limit: number,
) {
  const user = await requireUser(req, ctx.config);
  if (!WORKFLOW_SLUG.test(slug)) {
    throw new ApiError(404, 'workflow_not_found', `There is no workflow "${slug}"`);
  }
  const body: z.infer<S> = await readJson(req, schema, limit, { emptyAs: {} });
  return { user, body };
}

interface Problem {
  field: string;
  rule: string;
}

/** 400 validation_failed naming every field the input breaks (details: [{path, rule, message}]). */
export async function refuseInputProblems(tx: Tx, slug: string, input: Record<string, unknown>) {
  const { rows } = await tx.query<{ problems: Problem[] | string }>(
    'select public.workflow_input_problems($1, $2::jsonb) as problems',
    [slug, JSON.stringify(input)],
  );
  const raw = rows[0]?.problems ?? [];
  const problems = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Problem[];
  const first = problems[0];
  if (!first) return;
  throw new ApiError(
    400,
    'validation_failed',
    `Invalid input.${first.field}: ${first.rule}`,
    problems.map((p) => ({ path: `input.${p.field}`, rule: p.rule, message: p.rule })),
  );
}

/** The trigger's PT429 as 429 rate_limited, with the limit and the wait (also as Retry-After). */
export function rateLimited(e: PgError): ApiError {
  let details: { limit?: number; retry_after_seconds?: number } = {};
  try {
    details = JSON.parse(e.detail ?? '{}');
  } catch {
    // keep the message alone
  }
  return new ApiError(429, 'rate_limited', e.message, {
    limit: details.limit,
    retryAfterSeconds: details.retry_after_seconds,
  });
}
