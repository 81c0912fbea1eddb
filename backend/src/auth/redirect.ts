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

/** GoTrue's IsRedirectURLValid: same host name as SITE_URL, or an entry of the allow list. */
export function isRedirectAllowed(config: StackConfig, url: string): boolean {
  if (!url) return false;
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
