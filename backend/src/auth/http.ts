import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody as readRawBody } from '../http/body.ts';
import { parseJson } from '../http/json.ts';
import { sendJson } from '../http/respond.ts';
import { AuthError, badRequest, unexpectedFailure } from './errors.ts';

/** GoTrue echoes this on every response; supabase-js only trusts `body.code` when it sees it. */
export const API_VERSION = '2024-01-01';

export function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  sendJson(res, status, body, {
    'X-Supabase-Api-Version': API_VERSION,
    'Cache-Control': 'no-store',
    ...headers,
  });
}

export function sendNoContent(res: ServerResponse) {
  res.writeHead(204, { 'X-Supabase-Api-Version': API_VERSION, 'Cache-Control': 'no-store' });
  res.end();
}

export function redirect(res: ServerResponse, status: 302 | 303, location: string) {
  res.writeHead(status, {
    Location: location,
    'X-Supabase-Api-Version': API_VERSION,
    'Cache-Control': 'no-store',
    'Content-Type': 'text/html; charset=utf-8',
  });
  res.end(`<a href="${escapeHtml(location)}">${status === 303 ? 'See Other' : 'Found'}</a>.\n`);
}

export function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  });
  res.end(html);
}

export function sendAuthError(res: ServerResponse, error: unknown) {
  const e = error instanceof AuthError ? error : unexpectedFailure();
  if (!(error instanceof AuthError)) console.error('[auth] unexpected error', error);
  send(res, e.status, { code: e.code, error_code: e.code, msg: e.message, message: e.message, ...e.extra });
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export type Body = Record<string, unknown>;

/**
 * Reads a JSON (or form-encoded) object body; `{}` when there is none, 4xx when it is malformed. Oversized
 * bodies throw the server's PayloadTooLargeError, which it answers with a 413 in GoTrue's shape.
 */
export async function readBody(req: IncomingMessage): Promise<Body> {
  const text = (await readRawBody(req)).toString('utf8');
  if (text.trim() === '') return {};
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return rejectNul(Object.fromEntries(new URLSearchParams(text)));
  }
  let parsed: unknown;
  try {
    parsed = parseJson(text);
  } catch (e) {
    throw badRequest('bad_json', `Could not parse request body as JSON: ${(e as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest('bad_json', 'Could not parse request body as JSON: expected an object');
  }
  return rejectNul(parsed as Body);
}

/** Iterative on purpose: a hostile body nests thousands of levels, deeper than the call stack allows. */
function containsNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (value && typeof value === 'object') {
      for (const [key, nested] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(nested);
      }
    }
  }
  return false;
}

/** Postgres text and jsonb cannot hold NUL: refuse it here (400) instead of failing in the database. */
function rejectNul(body: Body): Body {
  if (containsNul(body)) {
    throw badRequest('bad_json', 'Could not parse request body as JSON: NUL characters are not allowed');
  }
  return body;
}

/** Reads an optional string field; anything else than a string or null is a 400, as Go's JSON decoder does. */
export function str(body: Body, key: string): string {
  const v = body[key];
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string')
    throw badRequest('bad_json', `Could not parse request body as JSON: ${key} must be a string`);
  return v;
}

export function optionalObject(body: Body, key: string): Record<string, unknown> | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) {
    throw badRequest('bad_json', `Could not parse request body as JSON: ${key} must be an object`);
  }
  assertMetadataFits(v, key);
  return v as Record<string, unknown>;
}

/**
 * Metadata travels in every access token of the user: past a few kilobytes the tokens outgrow the
 * request-header limits of browsers and proxies (a 1.2 MB token made every later request a 431), and
 * deeply nested JSON overflows the database's stack. Both caps are far above what a profile needs.
 */
export const METADATA_MAX_BYTES = 16 * 1024;
export const METADATA_MAX_DEPTH = 16;

function depthOf(value: unknown, limit: number, depth = 0): number {
  if (value === null || typeof value !== 'object' || depth > limit) return depth;
  let deepest = depth + 1;
  for (const nested of Object.values(value)) {
    deepest = Math.max(deepest, depthOf(nested, limit, depth + 1));
    if (deepest > limit) break;
  }
  return deepest;
}

/** Refuses metadata over METADATA_MAX_DEPTH levels or METADATA_MAX_BYTES of JSON (400, validation_failed). */
export function assertMetadataFits(value: object, key = 'data'): void {
  if (depthOf(value, METADATA_MAX_DEPTH) > METADATA_MAX_DEPTH) {
    throw badRequest('validation_failed', `${key} is nested deeper than ${METADATA_MAX_DEPTH} levels`);
  }
  if (Buffer.byteLength(JSON.stringify(value)) > METADATA_MAX_BYTES) {
    throw badRequest('validation_failed', `${key} is larger than ${METADATA_MAX_BYTES} bytes`);
  }
}

export function bool(body: Body, key: string): boolean {
  const v = body[key];
  if (v === undefined || v === null) return false;
  if (typeof v === 'boolean') return v;
  if (v === 'true') return true;
  if (v === 'false') return false;
  throw badRequest('bad_json', `Could not parse request body as JSON: ${key} must be a boolean`);
}
