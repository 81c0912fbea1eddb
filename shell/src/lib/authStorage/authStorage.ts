/**
 * Where supabase-js keeps the session, and what 'Remember me' changes about it.
 *
 * The session always lives in localStorage (so every tab shares it), but with 'Remember me' unticked it is
 * bound to a browser-session cookie: a cookie without an expiry, which the browser drops when it closes.
 * When the cookie is gone the stored session no longer counts and is deleted on first read, so the
 * session does not outlive the browser session, yet a second tab of the same browser stays signed in
 * (sessionStorage would sign the person out of every new tab).
 */
import type { Session, SupportedStorage } from '@supabase/supabase-js';
import { LAST_SEEN_PREFIX } from '../lastSeen.ts';

/** supabase-js's key for the session: `sb-<project ref>-auth-token` (also its `-user` / verifier keys). */
export const SESSION_KEY_PATTERN = /^sb-.+-auth-token$/;
const SUPABASE_KEY_PREFIX = 'sb-';
export const REMEMBER_KEY = 'portal.auth.remember';
export const BROWSER_SESSION_KEY = 'portal.auth.browserSession';
export const BROWSER_SESSION_COOKIE = 'portal_browser_session';

export interface CookieJar {
  get(name: string): string | null;
  /** A cookie without expiry: it ends with the browser session. */
  setSessionCookie(name: string, value: string): void;
  remove(name: string): void;
}

export const documentCookies: CookieJar = {
  get(name) {
    const prefix = `${name}=`;
    const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
    return found ? decodeURIComponent(found.slice(prefix.length)) : null;
  },
  setSessionCookie(name, value) {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: a session cookie is the one browser primitive that ends with the browser session and is shared by its tabs.
    document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${secure}`;
  },
  remove(name) {
    // biome-ignore lint/suspicious/noDocumentCookie: see setSessionCookie.
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  },
};

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export interface AuthStorageEnv {
  local: KeyValueStorage;
  cookies: CookieJar;
}

function browserEnv(): AuthStorageEnv {
  return { local: window.localStorage, cookies: documentCookies };
}

/** False when 'Remember me' was off and the browser session it was bound to has ended. */
export function storedSessionCounts(env: AuthStorageEnv = browserEnv()): boolean {
  try {
    if (env.local.getItem(REMEMBER_KEY) !== 'false') return true;
    const boundTo = env.local.getItem(BROWSER_SESSION_KEY);
    return boundTo !== null && env.cookies.get(BROWSER_SESSION_COOKIE) === boundTo;
  } catch {
    return false;
  }
}

/** Records the 'Remember me' choice; call it before signing in. */
export function setRememberMe(remember: boolean, env: AuthStorageEnv = browserEnv()): void {
  if (remember) {
    env.local.setItem(REMEMBER_KEY, 'true');
    env.local.removeItem(BROWSER_SESSION_KEY);
    env.cookies.remove(BROWSER_SESSION_COOKIE);
    return;
  }
  const id = crypto.randomUUID();
  env.cookies.setSessionCookie(BROWSER_SESSION_COOKIE, id);
  env.local.setItem(BROWSER_SESSION_KEY, id);
  env.local.setItem(REMEMBER_KEY, 'false');
}

/** The storage given to supabase-js (auth.storage). */
export function createAuthStorage(env: () => AuthStorageEnv = browserEnv): SupportedStorage {
  return {
    getItem(key) {
      const { local } = env();
      if (SESSION_KEY_PATTERN.test(key) && !storedSessionCounts(env())) {
        local.removeItem(key);
        local.removeItem(`${key}-user`);
        return null;
      }
      return local.getItem(key);
    },
    setItem(key, value) {
      env().local.setItem(key, value);
    },
    removeItem(key) {
      env().local.removeItem(key);
    },
  };
}

/**
 * Synchronous and cheap: is there a stored session that still counts? (No supabase-js needed.) One that
 * no longer counts ('Remember me' off, browser session over) is deleted here: the page then never loads
 * supabase-js, which would otherwise be the one to delete it, and its tokens must not outlive the
 * browser session in storage either.
 */
export function hasStoredSession(env: AuthStorageEnv = browserEnv()): boolean {
  try {
    const sessionKeys: string[] = [];
    for (let i = 0; i < env.local.length; i++) {
      const key = env.local.key(i) ?? '';
      if (SESSION_KEY_PATTERN.test(key)) sessionKeys.push(key);
    }
    if (sessionKeys.length === 0) return false;
    if (storedSessionCounts(env)) return true;
    for (const key of sessionKeys) {
      env.local.removeItem(key);
      env.local.removeItem(`${key}-user`);
    }
    return false;
  } catch {
    // Storage that cannot be read: let supabase-js decide.
    return true;
  }
}

/**
 * The session supabase-js stored, read without supabase-js, so a returning person's page can show
 * before supabase-js has downloaded (authController.ts checks that its token is still valid, and
 * supabase-js confirms the session once it runs). null when there is none, it no longer counts, or
 * it is not the shape supabase-js writes.
 */
export function readStoredSession(env: AuthStorageEnv = browserEnv()): Session | null {
  try {
    if (!hasStoredSession(env)) return null;
    for (let i = 0; i < env.local.length; i++) {
      const key = env.local.key(i) ?? '';
      if (!SESSION_KEY_PATTERN.test(key)) continue;
      const value: unknown = JSON.parse(env.local.getItem(key) ?? 'null');
      return isSession(value) ? value : null;
    }
    return null;
  } catch {
    return null;
  }
}

function isSession(value: unknown): value is Session {
  if (!value || typeof value !== 'object') return false;
  const session = value as Partial<Session>;
  return (
    typeof session.access_token === 'string' &&
    typeof session.refresh_token === 'string' &&
    typeof session.expires_at === 'number' &&
    typeof session.user?.id === 'string'
  );
}

/**
 * docs/product.md §4: signing out clears the stored tokens (every supabase-js key), the copies pages kept
 * of their last reads (lib/lastSeen.ts) and session storage.
 */
export function clearAuthStorage(env: AuthStorageEnv & { session?: Pick<Storage, 'clear'> } = browserEnv()) {
  try {
    const keys: string[] = [];
    for (let i = 0; i < env.local.length; i++) {
      const key = env.local.key(i);
      if (
        key?.startsWith(SUPABASE_KEY_PREFIX) ||
        key?.startsWith(LAST_SEEN_PREFIX) ||
        key === BROWSER_SESSION_KEY ||
        key === REMEMBER_KEY
      )
        keys.push(key);
    }
    for (const key of keys) env.local.removeItem(key);
    env.cookies.remove(BROWSER_SESSION_COOKIE);
  } catch {
    // Nothing more can be done about storage the browser refuses to touch.
  }
  try {
    (env.session ?? window.sessionStorage).clear();
  } catch {
    // Same.
  }
}
