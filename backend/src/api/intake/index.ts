/**
 * The workflow intake under /api/intake (docs/intake.md):
 *   POST   /api/intake/keys                      administrators: a key for a client workflow (secret once)
 *   GET    /api/intake/keys?user_id=&workflow_slug=  keys the caller may see, with their last 24 h
 *   DELETE /api/intake/keys/:id                  revoke (the key's client or an administrator)
 *   POST   /api/intake/:workflow/:entity         records from the engine (Authorization: Bearer <key>)
 *   GET    /api/intake/:workflow/schema          JSON Schema of every entity the workflow accepts
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RateLimiter } from '../../auth/rate-limit.ts';
import { sendJson } from '../../http/respond.ts';
import type { StackContext } from '../../http/types.ts';
import { ApiError, decodePathSegment, methodNotAllowed } from '../http.ts';
import { SERVICE_ROLE } from '../identity.ts';
import { WORKFLOW_SLUG } from '../runs/input.ts';
import { entitiesOf, entityCatalogue, entityJsonSchema, isEntity } from './entities.ts';
import { authenticateKey, createKey, type KeyHolder, listKeys, revokeKey } from './keys.ts';
import { readRecords, writeRecords } from './send.ts';

export interface IntakeRoutes {
  /** Answers when `path` (below /api) is an intake path; false otherwise. */
  route(req: IncomingMessage, res: ServerResponse, url: URL, path: string): Promise<boolean>;
}

export function createIntakeRoutes(ctx: StackContext): IntakeRoutes {
  // Per key, the key's own rate (intake_keys.rate_limit_per_minute): always on, whatever RATE_LIMITS says.
  const limiter = new RateLimiter(() => true);

  /** The key, checked against the workflow of the URL: 401, 404 unknown workflow, 403 another's. */
  async function keyFor(req: IncomingMessage, slug: string): Promise<KeyHolder> {
    const holder = await authenticateKey(ctx, req);
    if (holder.workflowSlug !== slug) {
      const known =
        WORKFLOW_SLUG.test(slug) &&
        (
          await ctx.db.withIdentity(
            SERVICE_ROLE,
            (tx) => tx.query(`select 1 from public.workflows where slug = $1`, [slug]),
            { readOnly: true },
          )
        ).rows.length > 0;
      if (!known) throw new ApiError(404, 'workflow_not_found', `There is no workflow "${slug}"`);
      throw new ApiError(403, 'wrong_workflow', `This key sends for "${holder.workflowSlug}", not "${slug}"`);
    }
    if (!holder.owned) {
      throw new ApiError(403, 'workflow_not_owned', 'The client of this key no longer has this workflow');
    }
    return holder;
  }

  function takeRate(holder: KeyHolder) {
    const limit = { max: holder.ratePerMinute, windowSeconds: 60 };
    const bucket = `intake:${holder.keyId}`;
    if (!limiter.take(bucket, limit)) {
      throw new ApiError(429, 'rate_limited', `This key may send ${holder.ratePerMinute} requests a minute`, {
        retryAfterSeconds: limiter.retryAfterSeconds(bucket, limit),
      });
    }
  }

  async function schema(req: IncomingMessage, res: ServerResponse, slug: string) {
    await keyFor(req, slug);
    const catalogue = await entityCatalogue(ctx.db);
    const entities: Record<string, unknown> = {};
    for (const name of entitiesOf(slug)) {
      const entity = catalogue.get(name);
      if (entity) entities[name] = entityJsonSchema(entity);
    }
    sendJson(res, 200, {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      title: `Intake records of ${slug}`,
      workflow_slug: slug,
      max_records_per_request: 1000,
      entities,
    });
  }

  async function send(req: IncomingMessage, res: ServerResponse, slug: string, entityName: string) {
    const holder = await keyFor(req, slug);
    if (!isEntity(entityName)) {
      throw new ApiError(404, 'entity_not_found', `The intake has no entity "${entityName}"`);
    }
    if (!entitiesOf(slug).includes(entityName)) {
      throw new ApiError(403, 'entity_not_used', `The workflow "${slug}" does not use "${entityName}"`);
    }
    const entity = (await entityCatalogue(ctx.db)).get(entityName);
    if (!entity) throw new ApiError(404, 'entity_not_found', `The intake has no entity "${entityName}"`);
    takeRate(holder);
    const records = await readRecords(req);
    await writeRecords(ctx, holder, entity, records, res);
  }

  return {
    async route(req, res, url, path) {
      if (path !== '/intake' && !path.startsWith('/intake/')) return false;
      const method = req.method ?? 'GET';
      if (path === '/intake/keys') {
        if (method === 'POST') await createKey(ctx, req, res);
        else if (method === 'GET') await listKeys(ctx, req, res, url);
        else methodNotAllowed(res, ['GET', 'POST']);
        return true;
      }
      const key = /^\/intake\/keys\/([^/]+)$/.exec(path);
      if (key) {
        if (method !== 'DELETE') methodNotAllowed(res, ['DELETE']);
        else await revokeKey(ctx, req, res, decodePathSegment(key[1] as string));
        return true;
      }
      const schemaPath = /^\/intake\/([^/]+)\/schema$/.exec(path);
      if (schemaPath) {
        if (method !== 'GET') methodNotAllowed(res, ['GET']);
        else await schema(req, res, decodePathSegment(schemaPath[1] as string));
        return true;
      }
      const records = /^\/intake\/([^/]+)\/([^/]+)$/.exec(path);
      if (records) {
        if (method !== 'POST') methodNotAllowed(res, ['POST']);
        else
          await send(
            req,
            res,
            decodePathSegment(records[1] as string),
            decodePathSegment(records[2] as string),
          );
        return true;
      }
      throw new ApiError(404, 'not_found', `No intake endpoint at ${method} /api${path}`);
    },
  };
}

export { startFreshnessCheck } from './freshness.ts';
