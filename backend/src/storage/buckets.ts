/**
 * /bucket: list, get, create, update, empty and delete buckets, each as the caller (storage.buckets
 * has row-level security; in this product only the service role manages buckets).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestIdentity } from '../db/port.ts';
import { asCaller, discardVersions, ownerOf, readJsonBody, reply, type StorageContext } from './context.ts';
import { errors, StorageError } from './errors.ts';
import { checkBucketName } from './names.ts';

const BUCKET_COLUMNS =
  'id, name, owner, public, type, file_size_limit, allowed_mime_types, created_at, updated_at';
const SORT_COLUMNS = new Set(['id', 'name', 'created_at', 'updated_at']);
const MIME_ENTRY = /^([\w.+-]+\/([\w.+-]+|\*)|\*)$/;

interface BucketRow {
  file_size_limit: number | string | null;
  [key: string]: unknown;
}

function shaped(row: BucketRow) {
  return { ...row, file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit) };
}

export async function listBuckets(
  ctx: StorageContext,
  identity: RequestIdentity,
  url: URL,
  res: ServerResponse,
) {
  const q = url.searchParams;
  const limit = intParam(q.get('limit'), 1, 10_000, null);
  const offset = intParam(q.get('offset'), 0, Number.MAX_SAFE_INTEGER, 0);
  const column = q.get('sortColumn') ?? 'name';
  const order = (q.get('sortOrder') ?? 'asc').toLowerCase();
  if (!SORT_COLUMNS.has(column)) throw errors.invalidRequest(`Invalid sortColumn: ${column.slice(0, 50)}`);
  if (order !== 'asc' && order !== 'desc') throw errors.invalidRequest('sortOrder must be asc or desc');
  const search = q.get('search') ?? '';
  const rows = await asCaller(
    ctx,
    identity,
    async (tx) =>
      (
        await tx.query<BucketRow>(
          `select ${BUCKET_COLUMNS} from storage.buckets
           where $1 = '' or name ilike '%' || replace(replace(replace($1, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
           order by ${column} ${order}, id
           limit $2 offset $3`,
          [search, limit, offset],
        )
      ).rows,
    { readOnly: true },
  );
  reply(res, rows.map(shaped));
}

export async function getBucket(
  ctx: StorageContext,
  identity: RequestIdentity,
  id: string,
  res: ServerResponse,
) {
  const rows = await asCaller(
    ctx,
    identity,
    async (tx) =>
      (await tx.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id])).rows,
    { readOnly: true },
  );
  if (!rows[0]) throw errors.noSuchBucket();
  reply(res, shaped(rows[0]));
}

export async function createBucket(
  ctx: StorageContext,
  identity: RequestIdentity,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const body = await readJsonBody(req);
  const name = checkBucketName(body.name);
  const id = body.id === undefined || body.id === null ? name : checkBucketName(body.id);
  const isPublic = optionalBoolean(body, 'public') ?? false;
  const limit = fileSizeLimit(ctx, body.file_size_limit);
  const mimes = mimeTypes(body.allowed_mime_types);
  const owner = ownerOf(identity);
  await asCaller(
    ctx,
    identity,
    (tx) =>
      tx.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3, $4, $5, $6, (select array_agg(value) from jsonb_array_elements_text($7::jsonb)))`,
        [id, name, owner, owner, isPublic, limit ?? null, mimes === undefined ? null : JSON.stringify(mimes)],
      ),
    { duplicate: errors.bucketAlreadyExists },
  );
  reply(res, { name: id });
}

export async function updateBucket(
  ctx: StorageContext,
  identity: RequestIdentity,
  id: string,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const body = await readJsonBody(req);
  const sets: string[] = [];
  const params: unknown[] = [id];
  const isPublic = optionalBoolean(body, 'public');
  if (isPublic !== undefined) {
    params.push(isPublic);
    sets.push(`public = $${params.length}`);
  }
  if ('file_size_limit' in body) {
    params.push(fileSizeLimit(ctx, body.file_size_limit) ?? null);
    sets.push(`file_size_limit = $${params.length}`);
  }
  if ('allowed_mime_types' in body) {
    const mimes = mimeTypes(body.allowed_mime_types);
    params.push(mimes === undefined ? null : JSON.stringify(mimes));
    sets.push(
      `allowed_mime_types = (select array_agg(value) from jsonb_array_elements_text($${params.length}::jsonb))`,
    );
  }
  sets.push('updated_at = now()');
  const { rows } = await asCaller(ctx, identity, (tx) =>
    tx.query(`update storage.buckets set ${sets.join(', ')} where id = $1 returning id`, params),
  );
  if (rows.length === 0) throw errors.noSuchBucket();
  reply(res, { message: 'Successfully updated' });
}

export async function emptyBucket(
  ctx: StorageContext,
  identity: RequestIdentity,
  id: string,
  res: ServerResponse,
) {
  const versions = await asCaller(ctx, identity, async (tx) => {
    const found = await tx.query(`select 1 from storage.buckets where id = $1`, [id]);
    if (found.rows.length === 0) throw errors.noSuchBucket();
    const { rows } = await tx.query<{ version: string | null }>(
      `delete from storage.objects where bucket_id = $1 returning version`,
      [id],
    );
    return rows.map((r) => r.version);
  });
  await discardVersions(ctx, versions);
  reply(res, { message: 'Successfully emptied' });
}

export async function deleteBucket(
  ctx: StorageContext,
  identity: RequestIdentity,
  id: string,
  res: ServerResponse,
) {
  await asCaller(ctx, identity, async (tx) => {
    const found = await tx.query(`select 1 from storage.buckets where id = $1`, [id]);
    if (found.rows.length === 0) throw errors.noSuchBucket();
    // Objects the caller cannot see still keep the bucket: the foreign key decides, not RLS.
    try {
      const deleted = await tx.query(`delete from storage.buckets where id = $1 returning id`, [id]);
      if (deleted.rows.length === 0) throw errors.noSuchBucket();
    } catch (e) {
      if ((e as { code?: string }).code === '23503') throw errors.bucketNotEmpty();
      throw e;
    }
  });
  reply(res, { message: 'Successfully deleted' });
}

function optionalBoolean(body: Record<string, unknown>, key: string): boolean | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw errors.invalidRequest(`body/${key} must be boolean`);
  return value;
}

const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** A bucket's file size limit: bytes as a number, or '20MB' / '300KB' / '1GB' as hosted Storage reads. */
function fileSizeLimit(ctx: StorageContext, value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  let bytes: number;
  if (typeof value === 'number') bytes = value;
  else if (typeof value === 'string') {
    const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(value);
    if (!match) throw errors.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
    bytes = Number(match[1]) * (UNITS[(match[2] ?? 'b').toLowerCase()] ?? 1);
  } else throw errors.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
  if (!Number.isFinite(bytes) || bytes < 0) {
    throw errors.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
  }
  bytes = Math.floor(bytes);
  if (bytes > ctx.maxFileBytes) {
    throw new StorageError(413, 'EntityTooLarge', 'the requested max file size exceeds the global limit');
  }
  return bytes === 0 ? undefined : bytes;
}

function mimeTypes(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.length > 200) {
    throw errors.invalidRequest('body/allowed_mime_types must be array');
  }
  for (const entry of value) {
    if (typeof entry !== 'string' || !MIME_ENTRY.test(entry)) {
      throw errors.invalidRequest(`Invalid mime type format: ${String(entry).slice(0, 100)}`);
    }
  }
  return value.length === 0 ? undefined : (value as string[]);
}

function intParam(raw: string | null, min: number, max: number, fallback: number | null): number | null {
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw errors.invalidRequest(`querystring value must be an integer between ${min} and ${max}`);
  }
  return value;
}
