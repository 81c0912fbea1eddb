/**
 * What a CDN must be told about every file (docs/deploy.md, "What the CDN must send"), in one place so
 * that scripts/serve.mjs (npm start, the e2e suite) sends exactly what the deployment guide asks for:
 *   - cache: hashed files under assets/ immutable for a year; entry points (HTML, mf-manifest.json,
 *     remoteEntry.js), the remotes map and anything else revalidated every time; runtime-config.json
 *     never stored;
 *   - CORS: a remote's files readable from the shell's origin(s);
 *   - a content security policy on the shell's pages allowing exactly the shell's origin, the remotes'
 *     origins and the Supabase project (plus the API's origin when it lives elsewhere).
 */
import path from 'node:path';

export const NO_CACHE = 'no-cache';
export const NO_STORE = 'no-store';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Hashed file names (Vite's `name-<hash>.ext`) never change content: cache them for good. */
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.(?:js|css|woff2|png|svg|jpg|webp)$/;

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
 * styles only; scripts come from the shell and the remotes, data from Supabase (HTTP and websocket).
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
    'script-src': ["'self'", ...remotes],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes],
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
