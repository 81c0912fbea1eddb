/**
 * The Supabase-compatible `/storage/v1`: buckets, objects, signed and public URLs, so that supabase-js's
 * `storage` client works unchanged against the local stack (docs/architecture.md, "Storage"). Metadata
 * is in storage.buckets / storage.objects, where policies decide as on a hosted project; bytes are in a
 * BlobStore (blobs.ts) under the storage directory.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestIdentity } from '../db/port.ts';
import { EXPOSED_HEADERS } from '../http/cors.ts';
import type { Service, StackContext } from '../http/types.ts';
import { createFileBlobStore } from './blobs.ts';
import { createBucket, deleteBucket, emptyBucket, getBucket, listBuckets, updateBucket } from './buckets.ts';
import {
  asCaller,
  bucketById,
  callerOf,
  ownerOf,
  pathList,
  readJsonBody,
  reply,
  type StorageContext,
} from './context.ts';
import { sendObject } from './download.ts';
import { errors, fromPgError, StorageError, sendStorageError } from './errors.ts';
import { bucketAndKey, checkBucketName, decode } from './names.ts';
import {
  copyObject,
  findObject,
  findObjectAsSuperuser,
  listObjects,
  moveObject,
  objectInfo,
  removeObject,
  removeObjects,
  writeObject,
} from './objects.ts';
import { checkExpiresIn, SIGNED_UPLOAD_SECONDS, sign, verifySigned } from './signing.ts';

export const STORAGE_PREFIX = '/storage/v1';

/** Headers a browser page may read from a download (ETag for caching, the rest for file names/sizes). */
const STORAGE_EXPOSED_HEADERS = `${EXPOSED_HEADERS}, ETag, Content-Disposition, Content-Length, Cache-Control, Last-Modified, Accept-Ranges, Content-Range`;

/** Beyond this, the rest of a refused upload is not read: the connection is closed. */
const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

export function createStorageService(stack: StackContext): Service {
  const { config, db } = stack;
  if (!config.storageDir) throw new Error('Storage needs a storage directory (STORAGE_DIR)');
  const ctx: StorageContext = {
    db,
    config,
    blobs: createFileBlobStore(config.storageDir),
    maxFileBytes: config.storageFileSizeLimit ?? 50 * 1024 * 1024,
  };

  // Bytes a crash left without a row (or half written) go before the first request is served.
  const swept = ctx.blobs
    .sweep(async (versions) => {
      if (versions.length === 0) return new Set();
      const { rows } = await db.query<{ version: string }>(
        `select version from storage.objects where version in (select jsonb_array_elements_text($1::jsonb))`,
        [JSON.stringify(versions)],
      );
      return new Set(rows.map((r) => r.version));
    })
    .then((removed) => {
      if (removed > 0)
        console.log(`[storage] removed ${removed} orphan file(s) left by an interrupted write`);
    })
    .catch((e: unknown) => console.error('[storage] sweep failed:', e));

  return {
    prefix: STORAGE_PREFIX,
    async handle(req, res, url, subpath) {
      res.setHeader('Access-Control-Expose-Headers', STORAGE_EXPOSED_HEADERS);
      try {
        await swept;
        await route(ctx, req, res, url, subpath);
      } catch (e) {
        const failure = asStorageError(e, req.method, subpath);
        refuseRest(req, res);
        sendStorageError(res, failure, req.complete ? {} : { Connection: 'close' });
      }
    },
  };
}

/** Any failure as a Storage answer: database errors in Storage's words, the unexpected as a 500. */
function asStorageError(e: unknown, method: string | undefined, subpath: string): StorageError {
  if (e instanceof StorageError) return e;
  try {
    fromPgError(e);
  } catch (mapped) {
    if (mapped instanceof StorageError) return mapped;
  }
  console.error(`[storage] ${method} ${subpath} failed:`, e);
  return errors.internal();
}

/**
 * After an early refusal (too large, not allowed) the client may still be sending: read and drop a
 * little so it reliably receives the answer, and cut the connection beyond that.
 */
function refuseRest(req: IncomingMessage, res: ServerResponse) {
  if (req.complete || req.readableEnded) return;
  let drained = 0;
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT_BYTES) req.destroy();
  });
  req.on('error', () => {});
  req.resume();
  res.once('finish', () => {
    if (!req.complete) setTimeout(() => req.destroy(), 1000).unref();
  });
}

async function route(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  subpath: string,
) {
  const method = req.method ?? 'GET';
  const parts = subpath.replace(/^\/+/, '').split('/');
  const [area, second = ''] = parts;
  const restAfter = (n: number) => parts.slice(n).join('/');

  if (area === 'bucket') return bucketRoute(ctx, req, res, url, method, parts.slice(1));
  if (area !== 'object') throw notFound(method, subpath);

  // Routes that need no API key: the URL itself is the permission.
  if (second === 'public' && (method === 'GET' || method === 'HEAD')) {
    const { bucket, key } = bucketAndKey(restAfter(2));
    const found = await bucketById(ctx, bucket);
    if (!found.public) throw errors.noSuchBucket();
    return sendObject(ctx, req, res, await findObjectAsSuperuser(ctx, bucket, key), url);
  }
  if (second === 'sign' && (method === 'GET' || method === 'HEAD') && parts.length > 3) {
    const { bucket, key } = bucketAndKey(restAfter(2));
    await verifySigned(ctx.config, url.searchParams.get('token'), `${bucket}/${key}`, 'download');
    return sendObject(ctx, req, res, await findObjectAsSuperuser(ctx, bucket, key), url);
  }
  if (second === 'upload' && parts[2] === 'sign' && method === 'PUT') {
    const { bucket, key } = bucketAndKey(restAfter(3));
    const token = await verifySigned(ctx.config, url.searchParams.get('token'), `${bucket}/${key}`, 'upload');
    // The signer's right to write was checked when the URL was made; the upload runs with the key's
    // authority and the signer as owner, as hosted Storage does.
    const service: RequestIdentity = { role: 'service_role', claims: { role: 'service_role' } };
    const id = await writeObject(ctx, req, service, {
      bucket,
      key,
      mode: token.upsert ? 'upsert' : 'create',
      owner: token.owner ?? null,
    });
    return reply(res, { Id: id, Key: `${bucket}/${key}` });
  }

  const identity = await callerOf(req, ctx.config);
  const owner = ownerOf(identity);

  if (method === 'POST' && second === 'list' && parts.length === 3) {
    return listObjects(ctx, identity, checkBucketName(decode(parts[2] ?? '')), req, res);
  }
  if (method === 'POST' && second === 'move' && parts.length === 2)
    return moveObject(ctx, identity, req, res);
  if (method === 'POST' && second === 'copy' && parts.length === 2) {
    return copyObject(ctx, identity, owner, req, res);
  }
  if (second === 'sign' && method === 'POST') {
    if (parts.length === 3) return signMany(ctx, identity, checkBucketName(decode(parts[2] ?? '')), req, res);
    const { bucket, key } = bucketAndKey(restAfter(2));
    const body = await readJsonBody(req);
    const expiresIn = checkExpiresIn(body.expiresIn);
    await findObject(ctx, identity, bucket, key);
    const token = await sign(ctx.config, { url: `${bucket}/${key}`, kind: 'download' }, expiresIn);
    return reply(res, { signedURL: `/object/sign/${bucket}/${key}?token=${token}` });
  }
  if (second === 'upload' && parts[2] === 'sign' && method === 'POST') {
    const { bucket, key } = bucketAndKey(restAfter(3));
    const upsert = req.headers['x-upsert'] === 'true';
    await bucketById(ctx, bucket);
    await canWrite(ctx, identity, bucket, key, owner, upsert);
    const token = await sign(
      ctx.config,
      { url: `${bucket}/${key}`, kind: 'upload', owner, upsert },
      SIGNED_UPLOAD_SECONDS,
    );
    return reply(res, { url: `/object/upload/sign/${bucket}/${key}?token=${token}`, token });
  }
  if (second === 'info' && method === 'GET') {
    const skip = parts[2] === 'public' || parts[2] === 'authenticated' ? 3 : 2;
    const { bucket, key } = bucketAndKey(restAfter(skip));
    if (parts[2] === 'public') {
      if (!(await bucketById(ctx, bucket)).public) throw errors.noSuchBucket();
      return reply(res, objectInfo(await findObjectAsSuperuser(ctx, bucket, key)));
    }
    return reply(res, objectInfo(await findObject(ctx, identity, bucket, key)));
  }
  if (second === 'authenticated' && (method === 'GET' || method === 'HEAD')) {
    const { bucket, key } = bucketAndKey(restAfter(2));
    return sendObject(ctx, req, res, await findObject(ctx, identity, bucket, key), url);
  }
  if (method === 'DELETE' && parts.length === 2) {
    return removeObjects(ctx, identity, checkBucketName(decode(second)), req, res);
  }

  const { bucket, key } = bucketAndKey(restAfter(1));
  switch (method) {
    case 'GET':
    case 'HEAD':
      return sendObject(ctx, req, res, await findObject(ctx, identity, bucket, key), url);
    case 'POST':
    case 'PUT': {
      const mode = method === 'PUT' ? 'update' : req.headers['x-upsert'] === 'true' ? 'upsert' : 'create';
      const id = await writeObject(ctx, req, identity, { bucket, key, mode, owner });
      return reply(res, { Id: id, Key: `${bucket}/${key}` });
    }
    case 'DELETE':
      return removeObject(ctx, identity, bucket, key, res);
    default:
      throw notFound(method, subpath);
  }
}

async function bucketRoute(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  method: string,
  parts: string[],
) {
  const identity = await callerOf(req, ctx.config);
  const id = parts[0] ? checkBucketName(decode(parts[0])) : undefined;
  if (!id || parts.length === 0) {
    if (method === 'GET') return listBuckets(ctx, identity, url, res);
    if (method === 'POST') return createBucket(ctx, identity, req, res);
  } else if (parts.length === 1) {
    if (method === 'GET') return getBucket(ctx, identity, id, res);
    if (method === 'PUT') return updateBucket(ctx, identity, id, req, res);
    if (method === 'DELETE') return deleteBucket(ctx, identity, id, res);
  } else if (parts.length === 2 && parts[1] === 'empty' && method === 'POST') {
    return emptyBucket(ctx, identity, id, res);
  }
  throw notFound(method, `/bucket/${parts.join('/')}`);
}

/** May the caller write this key? The same insert (or upsert) they would make, rolled back. */
async function canWrite(
  ctx: StorageContext,
  identity: RequestIdentity,
  bucket: string,
  key: string,
  owner: string | null,
  upsert: boolean,
) {
  const conflict = upsert ? 'on conflict (bucket_id, name) do update set updated_at = now()' : '';
  await asCaller(
    ctx,
    identity,
    (tx) =>
      tx.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
         values ($1, $2, $3::uuid, $3::text, '{}'::jsonb) ${conflict}`,
        [bucket, key, owner],
      ),
    { rollback: true },
  );
}

/** POST /object/sign/:bucket { expiresIn, paths }: a URL per path the caller may read, else an error. */
async function signMany(
  ctx: StorageContext,
  identity: RequestIdentity,
  bucket: string,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const body = await readJsonBody(req);
  const expiresIn = checkExpiresIn(body.expiresIn);
  const paths = pathList(body, 'paths');
  const visible = await asCaller(
    ctx,
    identity,
    async (tx) =>
      (
        await tx.query<{ name: string }>(
          `select name from storage.objects
           where bucket_id = $1 and name in (select jsonb_array_elements_text($2::jsonb))`,
          [bucket, JSON.stringify(paths)],
        )
      ).rows,
    { readOnly: true },
  );
  const names = new Set(visible.map((r) => r.name));
  const answers = [];
  for (const path of paths) {
    if (!names.has(path)) {
      answers.push({
        error: 'Either the object does not exist or you do not have access to it',
        path,
        signedURL: null,
      });
      continue;
    }
    const token = await sign(ctx.config, { url: `${bucket}/${path}`, kind: 'download' }, expiresIn);
    answers.push({ error: null, path, signedURL: `/object/sign/${bucket}/${path}?token=${token}` });
  }
  reply(res, answers);
}

function notFound(method: string, path: string): StorageError {
  return new StorageError(
    404,
    'NotFound',
    `Route ${method}:${STORAGE_PREFIX}${path.slice(0, 200)} not found`,
    'Not Found',
    404,
  );
}
