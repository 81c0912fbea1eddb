import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { sendJson } from '../../http/respond.ts';
import type { StackContext } from '../../http/types.ts';
import { ApiError } from '../http.ts';
import { workflowRequest } from './input.ts';
import { callWebhook } from './webhook.ts';

const MAX_SNIPPET = 2000;

/** Optional overrides, so an admin can try a URL before saving it; both default to the saved settings. */
const TestConnectionBody = z
  .object({
    url: z
      .string()
      .max(2000)
      .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')
      .optional(),
    timeout_ms: z.number().int().min(1000).max(120_000).optional(),
  })
  .strict();

/**
 * POST /api/workflows/:slug/test-connection {url?, timeout_ms?} (admins): calls the workflow's execution
 * webhook once with a `{test: true}` body, as a run would, and reports the answer:
 * `{ok, status, duration_ms, url, error, response}`. Nothing is recorded; the engine is told it is a test.
 */
export async function testConnection(
  ctx: StackContext,
  req: IncomingMessage,
  res: ServerResponse,
  slug: string,
) {
  const { user, body } = await workflowRequest(ctx, req, slug, TestConnectionBody, 8 * 1024);
  // As the caller: RLS shows execution settings to admins only, so a client learns nothing here.
  const { admin, exists, url, timeout } = await ctx.db.withIdentity(
    user,
    async (tx) => {
      const { rows } = await tx.query<{
        admin: boolean;
        exists: boolean;
        url: string | null;
        timeout: number;
      }>(
        `select public.is_admin() as admin,
                exists(select 1 from public.workflows where slug = $1) as exists,
                s.execution_webhook_url as url, coalesce(s.timeout_ms, 15000) as timeout
         from (select 1) one
         left join public.workflow_execution_settings s on s.workflow_slug = $1`,
        [slug],
      );
      return rows[0] as { admin: boolean; exists: boolean; url: string | null; timeout: number };
    },
    { readOnly: true },
  );
  if (!admin) throw new ApiError(403, 'forbidden', 'Only administrators can test execution webhooks');
  if (!exists) throw new ApiError(404, 'workflow_not_found', `There is no workflow "${slug}"`);
  const target = body.url ?? url;
  if (!target) {
    throw new ApiError(400, 'no_webhook', 'This workflow has no execution webhook: its runs use the sandbox');
  }
  const timeoutMs = body.timeout_ms ?? Number(timeout);
  const started = Date.now();
  const outcome = await callWebhook({
    url: target,
    timeoutMs,
    body: { test: true, workflow: slug, sent_at: new Date(started).toISOString() },
  });
  const response = outcome.output === null ? null : JSON.stringify(outcome.output).slice(0, MAX_SNIPPET);
  sendJson(res, 200, {
    ok: outcome.ok,
    status: outcome.status,
    duration_ms: Date.now() - started,
    url: target,
    timeout_ms: timeoutMs,
    error: outcome.ok ? null : outcome.error,
    response,
  });
}
