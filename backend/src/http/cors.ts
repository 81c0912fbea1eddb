import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Response headers supabase-js must be able to read from another origin: counts (Content-Range), auth
 * error codes (X-Supabase-Api-Version), admin user paging (X-Total-Count, Link), Retry-After.
 */
export const EXPOSED_HEADERS =
  'Content-Range, X-Supabase-Api-Version, X-Total-Count, Link, Retry-After, Preference-Applied, Location';

export const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS';

/** What supabase-js sends; used when a preflight does not list its headers. */
const DEFAULT_ALLOWED_HEADERS =
  'authorization, apikey, x-client-info, content-type, x-supabase-api-version, accept, accept-profile, content-profile, prefer, x-retry-count, range';

/** CORS headers on every response, as Supabase's gateway sends them (any origin, no cookies). */
export function setCorsHeaders(res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
}

/** Answers a preflight (any OPTIONS request) completely. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  const requested = req.headers['access-control-request-headers'];
  res.writeHead(204, {
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Allow-Headers': requested || DEFAULT_ALLOWED_HEADERS,
    'Access-Control-Max-Age': '3600',
    Allow: ALLOWED_METHODS,
    Vary: 'Access-Control-Request-Headers',
    'Content-Length': '0',
  });
  res.end();
}
