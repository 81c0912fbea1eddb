import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StackConfig } from '../config.ts';
import { DEFAULT_BODY_LIMIT_BYTES } from '../http/body.ts';
import { clientAddress } from '../http/client-address.ts';
import type { Service, StackContext } from '../http/types.ts';
import type { Reply, RequestContext, RestOptions } from './context.ts';
import { fromPgError, RestError, SchemaMissError, tableNotFound } from './errors.ts';
import { executeRead, prepareRead } from './handlers/read.ts';
import { openApi } from './handlers/root.ts';
import { executeRpc, prepareRpc } from './handlers/rpc.ts';
import {
  executeWrite,
  prepareDelete,
  prepareInsert,
  prepareUpdate,
  readJson,
  readJsonText,
} from './handlers/write.ts';
import { negotiate, parseJsonBody, parsePrefer } from './http.ts';
import { IdentityCache } from './identity-cache.ts';
import { PlanCache } from './plan-cache.ts';
import { SchemaCache } from './schema/cache.ts';

export type { RestOptions } from './context.ts';

export interface RestService extends Service {
  /** Re-reads the schema cache now (after migrations, like `NOTIFY pgrst, 'reload schema'`). */
  reload(): Promise<void>;
  /** Stops the schema watcher. */
  close(): Promise<void>;
}

const EXPOSED_HEADERS =
  'Content-Range, X-Supabase-Api-Version, X-Total-Count, Link, Retry-After, Preference-Applied, Location';

/**
 * The PostgREST-compatible `/rest/v1`. Each request: identity from the JWT → parse → plan against the
 * schema cache → one SQL statement built with bind parameters → run in one transaction as the caller's
 * role with their claims (RLS decides) → the JSON body comes out of Postgres as text.
 */
export function createRestService(ctx: StackContext, options: RestOptions = {}): RestService {
  const schemas = options.schemas ??
    process.env.PGRST_DB_SCHEMAS?.split(',')
      .map((s) => s.trim())
      .filter(Boolean) ?? ['public'];
  const cache = new SchemaCache(ctx.db, schemas, { checkIntervalSeconds: options.schemaCheckSeconds ?? 5 });
  const identities = new IdentityCache(ctx.config);
  const plans = new PlanCache();
  let started: Promise<void> | undefined;

  const ensureReady = async () => {
    started ??= cache.ready().then(() => cache.watch());
    try {
      await started;
    } catch {
      started = undefined;
      throw new RestError(503, 'PGRST002', 'Could not query the database for the schema cache. Retrying.');
    }
  };

  /** A plan that missed the cache (new table/column/function) gets one retry after a reload. */
  async function withSchemaRetry<T>(prepare: () => T): Promise<T> {
    try {
      return prepare();
    } catch (e) {
      if (e instanceof SchemaMissError && (await cache.reloadAfterMiss())) return prepare();
      throw e;
    }
  }

  async function dispatch(req: IncomingMessage, url: URL, subpath: string, anon: { value: boolean }) {
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') {
      return { status: 200, headers: { Allow: 'OPTIONS,GET,HEAD,POST,PATCH,DELETE' } } satisfies Reply;
    }
    const id = await identities.resolve(req);
    if (!id.ok) throw authError(id.reason, id.message);
    anon.value = id.identity.role === 'anon';
    await ensureReady();

    const isRead = method === 'GET' || method === 'HEAD';
    const profile = req.headers[isRead ? 'accept-profile' : 'content-profile'];
    const schema = typeof profile === 'string' && profile !== '' ? profile : (schemas[0] ?? 'public');
    if (!schemas.includes(schema)) {
      throw new RestError(
        406,
        'PGRST106',
        `Invalid schema: ${schema}`,
        null,
        `Only the following schemas are exposed: ${schemas.join(', ')}`,
      );
    }
    const { prefs, applied } = parsePrefer(req.headers.prefer);
    const rctx: RequestContext = {
      req,
      url,
      method,
      identity: { ...id.identity, headers: forwardedHeaders(req, ctx.config) },
      schema,
      media: negotiate(req.headers.accept),
      prefs,
      applied,
      db: ctx.db,
      cache,
      maxBodyBytes: options.maxBodyBytes ?? DEFAULT_BODY_LIMIT_BYTES,
      aggregates: options.aggregates ?? false,
    };

    const segments = subpath.split('/').filter((s) => s !== '');
    const names = segments.map(decodeSegment);
    if (names.length === 0) {
      if (!isRead) throw unsupported(method);
      return openApi(rctx);
    }
    if (names[0] === 'rpc' && names.length === 2) {
      const fn = names[1] as string;
      if (!isRead && method !== 'POST') throw unsupported(method);
      let body: unknown;
      if (method === 'POST') body = await readRpcBody(rctx);
      const prepared = await withSchemaRetry(() => prepareRpc(rctx, fn, body));
      return executeRpc(rctx, prepared);
    }
    if (names.length !== 1) {
      throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
    }
    const name = names[0] as string;
    const table = () => {
      const t = cache.table(schema, name);
      if (!t) throw tableNotFound(schema, name);
      return t;
    };
    switch (method) {
      case 'GET':
      case 'HEAD': {
        const key = `${method}|${schema}|${rctx.media}|${applied.join(',')}|${subpath}?${url.search}`;
        const generation = cache.generation;
        let prepared = plans.get(generation, key);
        if (!prepared) {
          prepared = await withSchemaRetry(() => prepareRead(rctx, table()));
          plans.set(generation, key, prepared);
        }
        return executeRead(rctx, prepared);
      }
      case 'POST': {
        const body = await readJson(rctx);
        return executeWrite(rctx, await withSchemaRetry(() => prepareInsert(rctx, table(), body)));
      }
      case 'PATCH': {
        const body = await readJson(rctx);
        return executeWrite(rctx, await withSchemaRetry(() => prepareUpdate(rctx, table(), body)));
      }
      case 'DELETE':
        return executeWrite(rctx, await withSchemaRetry(() => prepareDelete(rctx, table())));
      default:
        throw unsupported(method);
    }
  }

  return {
    prefix: '/rest/v1',
    async handle(req: IncomingMessage, res: ServerResponse, url: URL, subpath: string) {
      const anon = { value: true };
      let reply: Reply;
      try {
        reply = await dispatch(req, url, subpath, anon);
      } catch (e) {
        reply = errorReply(e, anon.value);
      }
      if (reply.status >= 500) {
        // A 5xx is our failure, whatever the input: log it with an id the client also receives.
        const requestId = randomUUID();
        reply.headers = { ...reply.headers, 'X-Request-Id': requestId };
        console.error(
          `[rest] ${req.method} ${url.pathname}${url.search} answered ${reply.status} (request ${requestId}): ${reply.body}`,
        );
      }
      if (reply.stream && req.method !== 'HEAD') await sendStream(res, reply, reply.stream);
      else send(req, res, reply);
    },
    reload: () => cache.reload(),
    close: () => cache.stop(),
  };
}

/** supabase-js sends `{}` for an rpc without arguments; an empty body means the same. */
async function readRpcBody(rctx: RequestContext): Promise<unknown> {
  const text = await readJsonText(rctx);
  return text.trim() === '' ? {} : parseJsonBody(text);
}

/** Credentials stay out of the database session; everything else is there as PostgREST passes it. */
const UNFORWARDED = new Set(['authorization', 'apikey', 'cookie']);
/** Only the gateway may say who the client is (Kong and Cloudflare overwrite these on a hosted project; here
 * a proxy named in TRUSTED_PROXIES, through clientAddress). */
const CLIENT_ADDRESS_HEADERS = new Set(['x-real-ip', 'cf-connecting-ip', 'x-forwarded-for']);

/**
 * `request.headers` as a hosted project's gateway hands them to PostgREST: lower-case names, and the
 * client's address in x-real-ip / x-forwarded-for (database rate limits key on it).
 */
function forwardedHeaders(req: IncomingMessage, config: StackConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || UNFORWARDED.has(name) || CLIENT_ADDRESS_HEADERS.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  const address = clientAddress(req, config);
  if (address) {
    headers['x-real-ip'] = address;
    headers['x-forwarded-for'] = address;
  }
  return headers;
}

function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    throw new RestError(400, 'PGRST100', '"failed to parse path"', `invalid percent-encoding in "${s}"`);
  }
}

function unsupported(method: string): RestError {
  return new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}

function authError(reason: 'missing' | 'invalid' | 'expired', message: string): RestError {
  const headers = { 'WWW-Authenticate': 'Bearer' };
  if (reason === 'missing') {
    // What the hosted API gateway answers before PostgREST sees the request.
    const hint = 'No `apikey` request header or url param was found.';
    return new RestError(401, '', 'No API key found in request', null, hint, headers);
  }
  if (reason === 'expired') {
    return new RestError(401, 'PGRST303', 'JWT expired', null, null, {
      'WWW-Authenticate': 'Bearer error="invalid_token", error_description="JWT expired"',
    });
  }
  return new RestError(401, 'PGRST301', message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message.replaceAll('"', "'")}"`,
  });
}

function errorReply(e: unknown, anonymous: boolean): Reply {
  const err = e instanceof RestError ? e : fromPgError(e, anonymous);
  if (err) {
    const body = err.body.code === '' ? { message: err.body.message, hint: err.body.hint } : err.body;
    return {
      status: err.status,
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json; charset=utf-8', ...err.headers },
    };
  }
  console.error('[rest] unexpected error', e);
  return {
    status: 500,
    body: JSON.stringify({ code: 'XX000', details: null, hint: null, message: 'Internal server error' }),
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  };
}

/**
 * A streamed answer: headers now (chunked), then each chunk as the producer writes it, waiting for the
 * socket to drain when the client reads slower than the database answers. A client that leaves ends
 * the producer (its transaction rolls back); a failure after the headers can only cut the answer short.
 */
async function sendStream(res: ServerResponse, reply: Reply, stream: NonNullable<Reply['stream']>) {
  if (!res.hasHeader('Access-Control-Allow-Origin')) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  }
  res.writeHead(reply.status, reply.headers);
  const write = (chunk: string) =>
    new Promise<void>((resolve, reject) => {
      if (res.destroyed) {
        reject(new Error('the client closed the connection'));
        return;
      }
      if (res.write(chunk)) {
        resolve();
        return;
      }
      const drained = () => {
        res.off('close', closed);
        resolve();
      };
      const closed = () => {
        res.off('drain', drained);
        reject(new Error('the client closed the connection'));
      };
      res.once('drain', drained);
      res.once('close', closed);
    });
  try {
    await stream(write);
    res.end();
  } catch (e) {
    if (!res.destroyed) console.error('[rest] a streamed answer failed after its headers', e);
    res.destroy();
  }
}

function send(req: IncomingMessage, res: ServerResponse, reply: Reply) {
  if (res.headersSent) {
    res.end();
    return;
  }
  if (!res.hasHeader('Access-Control-Allow-Origin')) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  }
  // A string body with an explicit Content-Length lets node send headers and body in one write() (no
  // chunked encoding, no writev): that syscall was a seventh of the server's time per request.
  const body = req.method === 'HEAD' ? undefined : reply.body;
  const length = body === undefined ? 0 : Buffer.byteLength(body);
  res.writeHead(reply.status, { ...reply.headers, 'Content-Length': String(length) });
  res.end(body);
}
