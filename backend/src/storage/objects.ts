/**
 * /object: upload (create or upsert), update, remove, move, copy, list and info, each as the caller so
 * that the policies on storage.objects decide, as on a hosted project.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestIdentity, Tx } from '../db/port.ts';
import type { StoredBlob } from './blobs.ts';
import {
  asCaller,
  bucketById,
  discardVersions,
  optionalString,
  pathList,
  readJsonBody,
  reply,
  requiredString,
  type StorageContext,
} from './context.ts';
import { errors } from './errors.ts';
import { checkBucketName, checkKey } from './names.ts';
import { checkDeclared, receive, type UploadMeta } from './upload.ts';

export type WriteMode = 'create' | 'upsert' | 'update';

export interface ObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
}

/** What hosted Storage keeps in storage.objects.metadata (S3's answer to the upload, in its words). */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

interface RowValues {
  version: string;
  metadata: ObjectMetadata | Record<string, never>;
  userMetadata: Record<string, unknown> | null;
}

/** Bodies up to this size skip the permission check before reading (see writeObject). */
const PRECHECK_ABOVE_BYTES = 1024 * 1024;
const OBJECT_COLUMNS = 'id, name, bucket_id, version, metadata, user_metadata, created_at, updated_at';

/**
 * Stores one upload: permission first (the same write, rolled back, before a byte is read), then the
 * bytes (streamed, durable), then the row. Returns the object's id.
 */
export async function writeObject(
  ctx: StorageContext,
  req: IncomingMessage,
  identity: RequestIdentity,
  target: { bucket: string; key: string; mode: WriteMode; owner: string | null },
): Promise<string> {
  const bucket = await bucketById(ctx, target.bucket);
  const limits = {
    maxBytes: Math.min(bucket.file_size_limit ?? Number.POSITIVE_INFINITY, ctx.maxFileBytes),
    allowedMimeTypes: bucket.allowed_mime_types,
  };
  checkDeclared(req, limits);
  // A large body is only read once the caller may write here (the same write, rolled back); for a small
  // one the final write's check is enough, and a refused one costs at most a megabyte on disk.
  if (!(Number(req.headers['content-length']) <= PRECHECK_ABOVE_BYTES)) {
    const placeholder: RowValues = { version: '', metadata: {}, userMetadata: null };
    await asCaller(ctx, identity, (tx) => writeRow(tx, target, placeholder), { rollback: true });
  }

  const previous =
    target.mode === 'create'
      ? undefined
      : (
          await ctx.db.query<{ version: string | null }>(
            `select version from storage.objects where bucket_id = $1 and name = $2`,
            [target.bucket, target.key],
          )
        ).rows[0]?.version;

  const writer = await ctx.blobs.create();
  let meta: UploadMeta;
  let blob: StoredBlob;
  try {
    meta = await receive(req, writer, limits);
    blob = await writer.commit();
  } catch (e) {
    await writer.abort();
    throw e;
  }
  let id: string;
  try {
    id = await asCaller(ctx, identity, (tx) =>
      writeRow(tx, target, {
        version: blob.version,
        metadata: metadataOf(blob, meta.mimetype, meta.cacheControl),
        userMetadata: meta.userMetadata,
      }),
    );
  } catch (e) {
    await ctx.blobs.remove(blob.version);
    throw e;
  }
  await discardVersions(ctx, [previous]);
  return id;
}

/**
 * The ETag is the stored version's id (32 hex digits, the shape of hosted Storage's S3 MD5): a strong
 * validator, since a version's bytes never change and every write makes a new one. Hashing the bytes
 * would cost more than writing them (MD5 runs at a quarter of this disk's speed; docs/architecture.md,
 * "Storage"), and no client here checks an ETag against the content.
 */
export function etagOf(version: string): string {
  return `"${version.replaceAll('-', '')}"`;
}

export function metadataOf(blob: StoredBlob, mimetype: string, cacheControl: string): ObjectMetadata {
  return {
    eTag: etagOf(blob.version),
    size: blob.size,
    mimetype,
    cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: blob.size,
    httpStatusCode: 200,
  };
}

async function writeRow(
  tx: Tx,
  target: { bucket: string; key: string; mode: WriteMode; owner: string | null },
  values: RowValues,
): Promise<string> {
  const metadata = JSON.stringify(values.metadata);
  const userMetadata = values.userMetadata === null ? null : JSON.stringify(values.userMetadata);
  if (target.mode === 'update') {
    const { rows } = await tx.query<{ id: string }>(
      `update storage.objects
       set version = $3, metadata = $4::jsonb, user_metadata = $5::jsonb, updated_at = now(), last_accessed_at = now()
       where bucket_id = $1 and name = $2
       returning id`,
      [target.bucket, target.key, values.version, metadata, userMetadata],
    );
    if (!rows[0]) throw errors.noSuchKey();
    return rows[0].id;
  }
  const conflict =
    target.mode === 'upsert'
      ? `on conflict (bucket_id, name) do update set
           version = excluded.version, metadata = excluded.metadata, user_metadata = excluded.user_metadata,
           owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now(), last_accessed_at = now()`
      : '';
  const { rows } = await tx.query<{ id: string }>(
    `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
     values ($1, $2, $3::uuid, $3::text, $4, $5::jsonb, $6::jsonb)
     ${conflict}
     returning id`,
    [target.bucket, target.key, target.owner, values.version, metadata, userMetadata],
  );
  return (rows[0] as { id: string }).id;
}

/** One object as the caller sees it (RLS), or NoSuchKey. */
export async function findObject(
  ctx: StorageContext,
  identity: RequestIdentity,
  bucket: string,
  key: string,
): Promise<ObjectRow> {
  const rows = await asCaller(
    ctx,
    identity,
    async (tx) =>
      (
        await tx.query<ObjectRow>(
          `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
          [bucket, key],
        )
      ).rows,
    { readOnly: true },
  );
  if (!rows[0]) throw errors.noSuchKey();
  return rows[0];
}

/** The same lookup as the superuser, for public and signed URLs (their check was made elsewhere). */
export async function findObjectAsSuperuser(
  ctx: StorageContext,
  bucket: string,
  key: string,
): Promise<ObjectRow> {
  const { rows } = await ctx.db.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, key],
  );
  if (!rows[0]) throw errors.noSuchKey();
  return rows[0];
}

/** GET /object/info/…: the object's facts in hosted Storage's field names (supabase-js camelises them). */
export function objectInfo(row: ObjectRow) {
  const meta = row.metadata;
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    bucket_id: row.bucket_id,
    size: meta?.size ?? null,
    content_type: meta?.mimetype ?? null,
    cache_control: meta?.cacheControl ?? null,
    etag: meta?.eTag ?? null,
    last_modified: meta?.lastModified ?? null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    metadata: row.user_metadata ?? {},
  };
}

/** DELETE /object/:bucket { prefixes }: the deleted rows (those the caller could delete). */
export async function removeObjects(
  ctx: StorageContext,
  identity: RequestIdentity,
  bucket: string,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const body = await readJsonBody(req);
  const prefixes = pathList(body, 'prefixes');
  const rows = await asCaller(
    ctx,
    identity,
    async (tx) =>
      (
        await tx.query<ObjectRow>(
          `delete from storage.objects
           where bucket_id = $1 and name in (select jsonb_array_elements_text($2::jsonb))
           returning ${OBJECT_COLUMNS}, owner, owner_id, last_accessed_at`,
          [bucket, JSON.stringify(prefixes)],
        )
      ).rows,
  );
  await discardVersions(
    ctx,
    rows.map((r) => r.version),
  );
  reply(res, rows);
}

/** DELETE /object/:bucket/:key. */
export async function removeObject(
  ctx: StorageContext,
  identity: RequestIdentity,
  bucket: string,
  key: string,
  res: ServerResponse,
) {
  const rows = await asCaller(
    ctx,
    identity,
    async (tx) =>
      (
        await tx.query<{ version: string | null }>(
          `delete from storage.objects where bucket_id = $1 and name = $2 returning version`,
          [bucket, key],
        )
      ).rows,
  );
  if (!rows[0]) throw errors.noSuchKey();
  await discardVersions(ctx, [rows[0].version]);
  reply(res, { message: 'Successfully deleted' });
}

interface Transfer {
  bucket: string;
  from: string;
  toBucket: string;
  to: string;
}

async function transferOf(req: IncomingMessage): Promise<Transfer & { body: Record<string, unknown> }> {
  const body = await readJsonBody(req);
  const bucket = checkBucketName(requiredString(body, 'bucketId'));
  const toBucket = checkBucketName(optionalString(body, 'destinationBucket') ?? bucket);
  return {
    body,
    bucket,
    from: checkKey(requiredString(body, 'sourceKey')),
    toBucket,
    to: checkKey(requiredString(body, 'destinationKey')),
  };
}

/** POST /object/move: a metadata change only (bytes are found by version, not by name). */
export async function moveObject(
  ctx: StorageContext,
  identity: RequestIdentity,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const t = await transferOf(req);
  if (t.toBucket !== t.bucket) await bucketById(ctx, t.toBucket);
  const rows = await asCaller(
    ctx,
    identity,
    async (tx) =>
      (
        await tx.query(
          `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
           where bucket_id = $1 and name = $2 returning id`,
          [t.bucket, t.from, t.toBucket, t.to],
        )
      ).rows,
  );
  if (!rows[0]) throw errors.noSuchKey();
  reply(res, { message: 'Successfully moved' });
}

/** POST /object/copy: a new version linked to the same bytes, inserted as the caller. */
export async function copyObject(
  ctx: StorageContext,
  identity: RequestIdentity,
  owner: string | null,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const t = await transferOf(req);
  const upsert = req.headers['x-upsert'] === 'true';
  const source = await findObject(ctx, identity, t.bucket, t.from);
  const sourceMeta = source.metadata;
  if (!source.version || !sourceMeta) throw errors.noSuchKey();
  await bucketById(ctx, t.toBucket);
  const target = { bucket: t.toBucket, key: t.to, mode: upsert ? 'upsert' : 'create', owner } as const;
  const userMetadata =
    t.body.copyMetadata === false
      ? ((t.body.metadata as Record<string, unknown> | undefined) ?? null)
      : source.user_metadata;
  if (userMetadata !== null && (typeof userMetadata !== 'object' || Array.isArray(userMetadata))) {
    throw errors.invalidRequest('body/metadata must be object');
  }
  await asCaller(ctx, identity, (tx) => writeRow(tx, target, { version: '', metadata: {}, userMetadata }), {
    rollback: true,
  });
  const previous = upsert
    ? (
        await ctx.db.query<{ version: string | null }>(
          `select version from storage.objects where bucket_id = $1 and name = $2`,
          [t.toBucket, t.to],
        )
      ).rows[0]?.version
    : undefined;
  let version: string;
  try {
    version = await ctx.blobs.link(source.version);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw errors.noSuchKey();
    throw e;
  }
  let id: string;
  try {
    id = await asCaller(ctx, identity, (tx) =>
      writeRow(tx, target, {
        version,
        metadata: { ...sourceMeta, eTag: etagOf(version), lastModified: new Date().toISOString() },
        userMetadata,
      }),
    );
  } catch (e) {
    await ctx.blobs.remove(version);
    throw e;
  }
  await discardVersions(ctx, [previous]);
  reply(res, { Id: id, Key: `${t.toBucket}/${t.to}` });
}

const LIST_SORT_COLUMNS = new Set(['name', 'id', 'created_at', 'updated_at', 'last_accessed_at']);

/**
 * POST /object/list/:bucket: one level of a folder, as hosted Storage's search() answers it: files
 * with their metadata and sub-folders as entries with a null id. Defaults (docs/product.md §9, set by
 * supabase-js too): limit 100, offset 0, by name ascending.
 */
export async function listObjects(
  ctx: StorageContext,
  identity: RequestIdentity,
  bucket: string,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const body = await readJsonBody(req);
  let prefix = optionalString(body, 'prefix') ?? '';
  if (prefix !== '' && !prefix.endsWith('/')) prefix = `${prefix}/`;
  if (Buffer.byteLength(prefix) > 1024) throw errors.invalidKey(prefix.slice(0, 200));
  const limit = integer(body.limit, 'limit', 1, 10_000, 100);
  const offset = integer(body.offset, 'offset', 0, Number.MAX_SAFE_INTEGER, 0);
  const search = optionalString(body, 'search') ?? '';
  const sortBy = (body.sortBy ?? {}) as Record<string, unknown>;
  if (typeof sortBy !== 'object' || sortBy === null)
    throw errors.invalidRequest('body/sortBy must be object');
  const column = typeof sortBy.column === 'string' ? sortBy.column : 'name';
  const order = typeof sortBy.order === 'string' ? sortBy.order.toLowerCase() : 'asc';
  if (!LIST_SORT_COLUMNS.has(column))
    throw errors.invalidRequest(`Invalid sort column: ${column.slice(0, 50)}`);
  if (order !== 'asc' && order !== 'desc') throw errors.invalidRequest('sortBy/order must be asc or desc');
  // Folders have no dates: they come first, as hosted Storage lists them, then the column's order.
  const orderBy = column === 'name' ? `name ${order}` : `(id is not null), ${column} ${order}, name`;
  const rows = await asCaller(
    ctx,
    identity,
    async (tx) =>
      (
        await tx.query(
          `with entries as (
             select split_part(substr(o.name, char_length($2) + 1), '/', 1) as entry,
                    strpos(substr(o.name, char_length($2) + 1), '/') > 0 as is_folder,
                    o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata
             from storage.objects o
             where o.bucket_id = $1 and starts_with(o.name, $2)
           ),
           listed as (
             select distinct on (entry, is_folder)
               entry as name,
               case when is_folder then null else id end as id,
               case when is_folder then null else updated_at end as updated_at,
               case when is_folder then null else created_at end as created_at,
               case when is_folder then null else last_accessed_at end as last_accessed_at,
               case when is_folder then null else metadata end as metadata
             from entries
             where entry <> ''
               and entry ilike replace(replace(replace($3, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
             order by entry, is_folder
           )
           select * from listed order by ${orderBy} limit $4 offset $5`,
          [bucket, prefix, search, limit, offset],
        )
      ).rows,
    { readOnly: true },
  );
  reply(res, rows);
}

function integer(value: unknown, name: string, min: number, max: number, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw errors.invalidRequest(`body/${name} must be an integer between ${min} and ${max}`);
  }
  return value;
}
