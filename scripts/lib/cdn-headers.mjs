/**
 * What a CDN must be told about every file (docs/deploy.md, "What the CDN must send"), in one place so
 * that scripts/serve.mjs (npm start, the e2e suite) sends exactly what the deployment guide asks for:
 *   - cache: hashed files under assets/ immutable for a year; entry points (HTML, mf-manifest.json,
 *     remoteEntry.js), the remotes map and anything else revalidated every time; runtime-config.json
 *     never stored;
 *   - CORS: a remote's files readable from the shell's origin(s);
 *   - a content security policy on the shell's pages allowing exactly the shell's origin, the remotes'
 *     origins and the Supabase project (plus the API's origin when it lives elsewhere);
 *   - on every answer, 404s included: nosniff, a referrer policy, CORS where the bucket has it, and
 *     HSTS over HTTPS (a CDN sends it only there; browsers ignore it over HTTP);
 *   - validators (ETag, Last-Modified) on the revalidated files, so a revalidation costs a 304.
 */
import path from 'node:path';
import { FRAME_LANGUAGE_SCRIPT_HASH } from './frame-language.mjs';

export const NO_CACHE = 'no-cache';
export const NO_STORE = 'no-store';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Hashed file names (Vite's `name-<hash>.ext`) never change content: cache them for good. */
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.(?:js|css|woff2|png|svg|jpg|webp)$/;

/** Sent with every answer (files, 404s, 304s). */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  // Cross-origin requests (the remotes' CDN, Supabase) learn the shell's origin, never a page's path.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};
/** Sent over HTTPS only: two years, every subdomain (the shell, the CDN and the API share a domain). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** The headers every answer carries, whatever its status. */
export function commonHeaders({ https = false, cors, requestOrigin } = {}) {
  return {
    ...SECURITY_HEADERS,
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
    ...(cors ? corsHeaders(cors, requestOrigin) : {}),
  };
}

/**
 * ETag and Last-Modified of a revalidated (no-cache) file, from its size and modification time: a
 * release replaces the file, so both change. Weak, because the gzipped and plain answers share it.
 * @param {{ size: number, mtimeMs: number }} info
 */
export function validatorsFor(info) {
  return {
    ETag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
    'Last-Modified': new Date(Math.floor(info.mtimeMs / 1000) * 1000).toUTCString(),
  };
}

/** Whether a conditional request's validators still match (then the answer is 304). */
export function isNotModified(requestHeaders, validators) {
  const ifNoneMatch = requestHeaders['if-none-match'];
  if (ifNoneMatch) {
    const tag = validators.ETag.replace(/^W\//, '');
    return ifNoneMatch.split(',').some((t) => t.trim() === '*' || t.trim().replace(/^W\//, '') === tag);
  }
  const since = Date.parse(requestHeaders['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Date.parse(validators['Last-Modified']) <= since;
}

/** The Cache-Control header for a path. */
export function cacheControlFor(urlPath) {
  const base = path.posix.basename(urlPath);
  if (base === 'runtime-config.json') return NO_STORE;
  if (urlPath.includes('/assets/') && HASHED.test(base)) return IMMUTABLE;
  // index.html, landing.html, mf-manifest.json, remoteEntry.js, remotes.json, releases.json, robots.txt…
  return NO_CACHE;
}

/**
 * Access-Control-Allow-Origin for a request: `allowed` true means any origin; a list means the request's
 * Origin when it is one of them (with Vary: Origin, so a shared cache keeps one answer per origin).
 * @param {true | string[]} allowed
 * @param {string | undefined} requestOrigin
 * @returns {Record<string, string>}
 */
export function corsHeaders(allowed, requestOrigin) {
  if (allowed === true) return { 'Access-Control-Allow-Origin': '*' };
  const headers = { Vary: 'Origin' };
  if (requestOrigin && allowed.includes(requestOrigin))
    headers['Access-Control-Allow-Origin'] = requestOrigin;
  return headers;
}

/**
 * The shell's Content-Security-Policy. Emotion (MUI) inserts <style> elements, hence 'unsafe-inline' for
 * styles only; scripts come from the shell and the remotes, data from Supabase (HTTP and websocket), and
 * images also from Supabase (profile pictures are Storage's public URLs, docs/architecture.md "Storage").
 * @param {{ supabaseUrl: string, apiUrl?: string, remoteOrigins: string[] }} parts
 */
export function contentSecurityPolicy({ supabaseUrl, apiUrl, remoteOrigins }) {
  const supabase = new URL(supabaseUrl);
  const websocket = `${supabase.protocol === 'https:' ? 'wss:' : 'ws:'}//${supabase.host}`;
  const remotes = [...new Set(remoteOrigins.map((url) => new URL(url).origin))];
  const connect = new Set(["'self'", supabase.origin, websocket, ...remotes]);
  if (apiUrl) connect.add(new URL(apiUrl).origin);
  const directives = {
    'default-src': ["'self'"],
    // The prerendered pages' language script (lib/frame-language.mjs), by its hash: no other inline script.
    'script-src': ["'self'", FRAME_LANGUAGE_SCRIPT_HASH, ...remotes],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes, supabase.origin],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': [...connect],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The CSP of a runtime configuration as scripts/lib/stack.mjs writes it (REMOTES inline or a map URL). */
export function policyForRuntimeConfig(config) {
  const remotes = typeof config.REMOTES === 'string' ? [config.REMOTES] : Object.values(config.REMOTES ?? {});
  return contentSecurityPolicy({
    supabaseUrl: config.SUPABASE_URL,
    apiUrl: config.API_BASE_URL,
    remoteOrigins: remotes.filter((url) => /^https?:/.test(url)),
  });
}
