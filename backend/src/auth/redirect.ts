import type { IncomingMessage } from 'node:http';
import type { StackConfig } from '../config.ts';

function hostnameOf(url: string): string | null {
  try {
    return new URL(url).hostname || null;
  } catch {
    return null;
  }
}

/** GoTrue's allow-list globs: `**` crosses separators, `*` and `?` stay within a host label or path segment. */
function globToRegExp(pattern: string): RegExp {
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern.charAt(i);
    if (c === '*' && pattern[i + 1] === '*') {
      re += '.*';
      i++;
    } else if (c === '*') re += '[^./]*';
    else if (c === '?') re += '[^./]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

function matchesAllowEntry(entry: string, url: string): boolean {
  if (/[*?]/.test(entry)) return globToRegExp(entry).test(url);
  if (url === entry) return true;
  // A plain entry allows everything below it, but never a longer host name (`…:3000.evil.com`).
  if (!url.startsWith(entry)) return false;
  const next = url.charAt(entry.length);
  return entry.endsWith('/') || next === '/' || next === '?' || next === '#';
}

/**
 * GoTrue's IsRedirectURLValid: same host name as SITE_URL, or an entry of the allow list. Only http(s)
 * URLs pass on the host name alone: `javascript://127.0.0.1/%0a…` has the site's host too. Another
 * scheme (a mobile app's `myapp://`) needs an allow-list entry with that scheme.
 */
export function isRedirectAllowed(config: StackConfig, url: string): boolean {
  if (!url || !URL.canParse(url)) return false;
  const { protocol } = new URL(url);
  if (protocol !== 'http:' && protocol !== 'https:') {
    return config.redirectAllowList.some(
      (entry) => entry.trim().toLowerCase().startsWith(protocol) && matchesAllowEntry(entry.trim(), url),
    );
  }
  const host = hostnameOf(url);
  const siteHost = hostnameOf(config.siteUrl);
  if (host && siteHost && host === siteHost) return true;
  return config.redirectAllowList.some((entry) => entry && matchesAllowEntry(entry.trim(), url));
}

/**
 * GoTrue's GetReferrer: `redirect_to` if allowed, else the Referer header if allowed, else SITE_URL.
 */
export function resolveRedirect(
  config: StackConfig,
  requested: string | null | undefined,
  req?: IncomingMessage,
) {
  if (requested && isRedirectAllowed(config, requested)) return requested;
  const referer = req?.headers.referer;
  if (typeof referer === 'string' && isRedirectAllowed(config, referer)) return referer;
  return config.siteUrl;
}

/**
 * Sets query parameters and/or the fragment of a redirect URL the way Go's net/url does it (the query is
 * re-encoded with sorted keys; no trailing slash is added to a bare origin, unlike WHATWG URL).
 */
export function withUrlParts(
  url: string,
  query: Record<string, string> | null,
  fragment: string | null,
): string {
  const hashAt = url.indexOf('#');
  let base = hashAt >= 0 ? url.slice(0, hashAt) : url;
  let hash = hashAt >= 0 ? url.slice(hashAt + 1) : '';
  if (query) {
    const queryAt = base.indexOf('?');
    const params = new URLSearchParams(queryAt >= 0 ? base.slice(queryAt + 1) : '');
    for (const [k, v] of Object.entries(query)) params.set(k, v);
    params.sort();
    const encoded = params.toString();
    base = `${queryAt >= 0 ? base.slice(0, queryAt) : base}${encoded ? `?${encoded}` : ''}`;
  }
  if (fragment !== null) hash = fragment;
  return hash ? `${base}#${hash}` : base;
}
