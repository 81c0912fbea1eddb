/**
 * Intake keys (docs/intake.md): an administrator creates one for a client workflow and sees its secret
 * once; the database keeps only its SHA-256 (the key holds 256 random bits, so a fast hash is right and
 * a slow password hash would only slow every request). Listing and revoking go through the database
 * functions the portal also calls (intake_key_overview, revoke_intake_key), as the caller with RLS.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { sendJson } from '../../http/respond.ts';
import type { StackContext } from '../../http/types.ts';
import { ApiError, readJson, validate } from '../http.ts';
import { requireUser, SERVICE_ROLE } from '../identity.ts';
import { WORKFLOW_SLUG } from '../runs/input.ts';

const KEY_PREFIX = 'pik_';
const UUID = z.string().uuid('must be a uuid');

const CreateKeyBody = z
  .object({
    user_id: UUID,
    workflow_slug: z.string().regex(WORKFLOW_SLUG, 'must be a workflow slug'),
    label: z.string().trim().min(1).max(100),
    rate_limit_per_minute: z.number().int().min(1).max(100_000).optional(),
  })
  .strict();

const ListQuery = z.object({
  user_id: UUID.optional(),
  workflow_slug: z.string().regex(WORKFLOW_SLUG, 'must be a workflow slug').optional(),
});

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** A new key: `pik_` + 43 base64url characters (256 bits); its prefix is what lists show. */
function newKey(): { key: string; prefix: string } {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, KEY_PREFIX.length + 8) };
}

/** POST /api/intake/keys {user_id, workflow_slug, label, rate_limit_per_minute?} (administrators). */
export async function createKey(ctx: StackContext, req: IncomingMessage, res: ServerResponse) {
  const user = await requireUser(req, ctx.config);
  const body = await readJson(req, CreateKeyBody, 8 * 1024);
  const { rows } = await ctx.db.withIdentity(
    user,
    (tx) => tx.query<{ admin: boolean }>(`select public.is_admin() as admin`, []),
    { readOnly: true },
  );
  if (!rows[0]?.admin) {
    throw new ApiError(
      403,
      'forbidden',
      'Only administrators (with two-factor when enrolled) create intake keys',
    );
  }
  const { key, prefix } = newKey();
  // As the service role, for the secret's private table; `sub` keeps the admin as the audit log's actor.
  const acting = { role: 'service_role' as const, claims: { role: 'service_role', sub: user.userId } };
  const created = await ctx.db.withIdentity(acting, async (tx) => {
    const owned = await tx.query(
      `select 1 from public.client_workflows where user_id = $1 and workflow_slug = $2`,
      [body.user_id, body.workflow_slug],
    );
    if (owned.rows.length === 0) {
      throw new ApiError(
        404,
        'client_workflow_not_found',
        `This client does not own the workflow "${body.workflow_slug}"`,
      );
    }
    const { rows: inserted } = await tx.query<{ id: string; created_at: string }>(
      `insert into public.intake_keys (user_id, workflow_slug, label, prefix, rate_limit_per_minute, created_by)
       values ($1, $2, $3, $4, coalesce($5, 120), $6)
       returning id, to_json(created_at) #>> '{}' as created_at`,
      [body.user_id, body.workflow_slug, body.label, prefix, body.rate_limit_per_minute ?? null, user.userId],
    );
    const row = inserted[0] as { id: string; created_at: string };
    await tx.query(`insert into private.intake_key_secrets (key_id, secret_sha256) values ($1, $2)`, [
      row.id,
      hashKey(key),
    ]);
    // The freshness row the alerts and "data last arrived" read (interval and threshold at defaults).
    await tx.query(
      `insert into public.workflow_data_freshness (user_id, workflow_slug) values ($1, $2)
       on conflict (user_id, workflow_slug) do nothing`,
      [body.user_id, body.workflow_slug],
    );
    return row;
  });
  sendJson(
    res,
    201,
    {
      id: created.id,
      key,
      prefix,
      label: body.label,
      user_id: body.user_id,
      workflow_slug: body.workflow_slug,
      created_at: created.created_at,
    },
    { Location: `/api/intake/keys/${created.id}` },
  );
}

/** GET /api/intake/keys?user_id=&workflow_slug=: the keys the caller may see, never a secret. */
export async function listKeys(ctx: StackContext, req: IncomingMessage, res: ServerResponse, url: URL) {
  const user = await requireUser(req, ctx.config);
  const query = validate(ListQuery, Object.fromEntries(url.searchParams));
  const { rows } = await ctx.db.withIdentity(
    user,
    (tx) =>
      tx.query<{ data: string }>(
        `select coalesce(json_agg(k), '[]')::text as data
         from public.intake_key_overview(p_user_id => $1, p_workflow_slug => $2) k`,
        [query.user_id ?? null, query.workflow_slug ?? null],
      ),
    { readOnly: true },
  );
  const data = (JSON.parse(rows[0]?.data ?? '[]') as Record<string, unknown>[]).map((k) => ({
    ...k,
    requests_24h: Number(k.requests_24h),
    rows_24h: Number(k.rows_24h),
  }));
  sendJson(res, 200, { data });
}

/** DELETE /api/intake/keys/:id: revoked at once (its client or an admin). */
export async function revokeKey(ctx: StackContext, req: IncomingMessage, res: ServerResponse, id: string) {
  const user = await requireUser(req, ctx.config);
  if (!UUID.safeParse(id).success) throw new ApiError(400, 'validation_failed', 'Invalid id: must be a uuid');
  const row = await ctx.db.withIdentity(user, async (tx) => {
    await tx.query(`select public.revoke_intake_key($1)`, [id]);
    const { rows } = await tx.query<{ id: string; revoked_at: string }>(
      `select id, to_json(revoked_at) #>> '{}' as revoked_at from public.intake_keys where id = $1`,
      [id],
    );
    return rows[0];
  });
  if (!row) throw new ApiError(404, 'key_not_found', 'No intake key with this id is visible to you');
  sendJson(res, 200, { id: row.id, revoked_at: row.revoked_at });
}

export interface KeyHolder {
  keyId: string;
  userId: string;
  workflowSlug: string;
  ratePerMinute: number;
  /** The client still owns the key's workflow. */
  owned: boolean;
}

/**
 * The key of `Authorization: Bearer <key>`, or a 401. Found by its hash (an indexed lookup: the hash of
 * a guess reveals nothing about a real key), then compared in constant time all the same.
 */
export async function authenticateKey(ctx: StackContext, req: IncomingMessage): Promise<KeyHolder> {
  const header = req.headers.authorization ?? '';
  const key = /^bearer\s+(\S+)$/i.exec(header.trim())?.[1];
  if (!key) throw new ApiError(401, 'missing_key', 'Send the intake key as Authorization: Bearer <key>');
  if (!key.startsWith(KEY_PREFIX) || key.length > 100) {
    throw new ApiError(401, 'invalid_key', 'This intake key is unknown or revoked');
  }
  const hash = hashKey(key);
  const { rows } = await ctx.db.withIdentity(
    SERVICE_ROLE,
    (tx) =>
      tx.query<{
        id: string;
        user_id: string;
        workflow_slug: string;
        rate: number;
        revoked: boolean;
        secret: string;
        owned: boolean;
      }>(
        `select k.id, k.user_id, k.workflow_slug, k.rate_limit_per_minute as rate, k.revoked_at is not null as revoked,
                s.secret_sha256 as secret,
                exists(select 1 from public.client_workflows cw
                       where cw.user_id = k.user_id and cw.workflow_slug = k.workflow_slug) as owned
         from private.intake_key_secrets s join public.intake_keys k on k.id = s.key_id
         where s.secret_sha256 = $1`,
        [hash],
      ),
    { readOnly: true },
  );
  const found = rows[0];
  if (!found || found.revoked || !timingSafeEqual(Buffer.from(found.secret), Buffer.from(hash))) {
    throw new ApiError(401, 'invalid_key', 'This intake key is unknown or revoked');
  }
  return {
    keyId: found.id,
    userId: found.user_id,
    workflowSlug: found.workflow_slug,
    ratePerMinute: Number(found.rate),
    owned: found.owned,
  };
}
