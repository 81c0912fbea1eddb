/**
 * What every Storage route shares: the caller's identity, queries run as the caller (RLS decides, as
 * hosted Storage runs them) or as the superuser (bucket limits, signed and public URLs), JSON bodies,
 * and the clean-up of bytes no row names any more.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StackConfig } from '../config.ts';
import type { Database, RequestIdentity, Tx } from '../db/port.ts';
import { PayloadTooLargeError, readBody } from '../http/body.ts';
import { identityFromRequest } from '../http/identity.ts';
import { JsonTooDeepError, parseJson } from '../http/json.ts';
import { sendJson } from '../http/respond.ts';
import type { BlobStore } from './blobs.ts';
import { errors, fromPgError, type StorageError } from './errors.ts';

export interface StorageContext {
  db: Database;
  config: StackConfig;
  blobs: BlobStore;
  /** The global upload limit in bytes; a bucket's own limit may only be lower. */
  maxFileBytes: number;
}

export interface Bucket {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

/** The caller, from `Authorization: Bearer` or `apikey`; hosted Storage requires one on these routes. */
export async function callerOf(req: IncomingMessage, config: StackConfig): Promise<RequestIdentity> {
  const result = await identityFromRequest(req, config);
  if (!result.ok) {
    if (result.reason === 'missing') {
      throw errors.invalidRequest("headers must have required property 'authorization'");
    }
    throw errors.accessDenied(result.reason === 'expired' ? 'jwt expired' : result.message);
  }
  return result.identity;
}

/** The caller's user id when it is one (`sub` of a user's token); null for the anon or service key. */
export function ownerOf(identity: RequestIdentity): string | null {
  const sub = identity.claims.sub;
  return typeof sub === 'string' && /^[0-9a-f-]{36}$/i.test(sub) ? sub : null;
}

/** One transaction as the caller, database errors in Storage's words. */
export async function asCaller<T>(
  ctx: StorageContext,
  identity: RequestIdentity,
  fn: (tx: Tx) => Promise<T>,
  opts: { readOnly?: boolean; rollback?: boolean; duplicate?: () => StorageError } = {},
): Promise<T> {
  try {
    return await ctx.db.withIdentity(identity, fn, { readOnly: opts.readOnly, rollback: opts.rollback });
  } catch (e) {
    return fromPgError(e, opts.duplicate);
  }
}

/** A bucket as the superuser: uploads and public URLs read limits even where no policy shows buckets. */
export async function bucketById(ctx: StorageContext, id: string): Promise<Bucket> {
  const { rows } = await ctx.db.query<Bucket>(
    `select id, name, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1`,
    [id],
  );
  const bucket = rows[0];
  if (!bucket) throw errors.noSuchBucket();
  return {
    ...bucket,
    file_size_limit: bucket.file_size_limit === null ? null : Number(bucket.file_size_limit),
  };
}

/**
 * Deletes the bytes of versions that no row names any more (after an overwrite or delete committed). A
 * version is never reused, so a row cannot come to name one after this check.
 */
export async function discardVersions(ctx: StorageContext, versions: (string | null | undefined)[]) {
  const candidates = versions.filter((v): v is string => typeof v === 'string' && v !== '');
  if (candidates.length === 0) return;
  try {
    const { rows } = await ctx.db.query<{ version: string }>(
      `select version from storage.objects where version in (select jsonb_array_elements_text($1::jsonb))`,
      [JSON.stringify(candidates)],
    );
    const kept = new Set(rows.map((r) => r.version));
    for (const version of candidates) if (!kept.has(version)) await ctx.blobs.remove(version);
  } catch (e) {
    // The next start's sweep removes what is left; the caller's request has succeeded.
    console.error('[storage] could not discard old bytes:', e);
  }
}

/** A small JSON body (bucket settings, list options, paths), parsed; shape errors are the caller's. */
export async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = (await readBody(req)).toString('utf8');
  } catch (e) {
    if (e instanceof PayloadTooLargeError) throw errors.entityTooLarge();
    throw e;
  }
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = parseJson(text);
  } catch (e) {
    throw errors.invalidRequest(e instanceof JsonTooDeepError ? e.message : 'Body is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw errors.invalidRequest('body must be object');
  }
  return value as Record<string, unknown>;
}

export function reply(res: ServerResponse, body: unknown) {
  sendJson(res, 200, body);
}

/** `body[key]` as a list of 1 to 1000 object paths (the most one request names, as hosted Storage allows). */
export function pathList(body: Record<string, unknown>, key: string): string[] {
  const value = body[key];
  if (
    !Array.isArray(value) ||
    value.length === 0 ||
    value.length > 1000 ||
    !value.every((p): p is string => typeof p === 'string')
  ) {
    throw errors.invalidRequest(`body/${key} must be an array of 1 to 1000 strings`);
  }
  return value;
}

export function optionalString(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw errors.invalidRequest(`body/${key} must be string`);
  return value;
}

export function requiredString(body: Record<string, unknown>, key: string): string {
  const value = optionalString(body, key);
  if (value === undefined) throw errors.invalidRequest(`body must have required property '${key}'`);
  return value;
}
