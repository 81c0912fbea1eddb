import { describe, expect, it } from 'vitest';
import {
  type AuthStorageEnv,
  clearAuthStorage,
  createAuthStorage,
  hasStoredSession,
  REMEMBER_KEY,
  readStoredSession,
  setRememberMe,
} from './authStorage.ts';
import { mapStorage } from './mapStorage.test-support.ts';

const SESSION_KEY = 'sb-127-auth-token';

/** A browser's storage and cookies; `restart()` ends the browser session (session cookies go). */
function browser() {
  const items = new Map<string, string>();
  const cookies = new Map<string, string>();
  const local = mapStorage(items);
  const session = new Map<string, string>([['portal.draft', 'x']]);
  const env: AuthStorageEnv & { session: { clear(): void } } = {
    local,
    cookies: {
      get: (name) => cookies.get(name) ?? null,
      setSessionCookie: (name, value) => void cookies.set(name, value),
      remove: (name) => void cookies.delete(name),
    },
    session: { clear: () => session.clear() },
  };
  return { env, items, cookies, session, restart: () => cookies.clear() };
}

describe("'Remember me' and the stored session", () => {
  it('keeps a remembered session across a browser restart', () => {
    const b = browser();
    const storage = createAuthStorage(() => b.env);
    setRememberMe(true, b.env);
    storage.setItem(SESSION_KEY, '{"access_token":"a"}');
    b.restart();
    expect(storage.getItem(SESSION_KEY)).toBe('{"access_token":"a"}');
    expect(hasStoredSession(b.env)).toBe(true);
  });

  it('keeps an unremembered session for the browser session (every tab), then drops it', () => {
    const b = browser();
    const storage = createAuthStorage(() => b.env);
    setRememberMe(false, b.env);
    storage.setItem(SESSION_KEY, '{"access_token":"a"}');
    expect(storage.getItem(SESSION_KEY)).toBe('{"access_token":"a"}');
    expect(hasStoredSession(b.env)).toBe(true);
    b.restart();
    expect(hasStoredSession(b.env)).toBe(false);
    expect(storage.getItem(SESSION_KEY)).toBeNull();
    expect(b.items.has(SESSION_KEY)).toBe(false); // deleted, not just hidden
  });

  it('deletes an unremembered session at the first look after a browser restart (no supabase-js yet)', () => {
    const b = browser();
    const storage = createAuthStorage(() => b.env);
    setRememberMe(false, b.env);
    storage.setItem(SESSION_KEY, '{"access_token":"a"}');
    storage.setItem(`${SESSION_KEY}-user`, '{"id":"u"}');
    b.items.set('portal.language', 'ar');
    b.restart();
    expect(hasStoredSession(b.env)).toBe(false);
    expect([...b.items.keys()].filter((key) => key.startsWith('sb-'))).toEqual([]);
    expect(b.items.get('portal.language')).toBe('ar');
  });

  it('does not tie PKCE verifiers to the choice (they must survive the trip to Google)', () => {
    const b = browser();
    const storage = createAuthStorage(() => b.env);
    setRememberMe(false, b.env);
    storage.setItem(`${SESSION_KEY}-code-verifier`, 'v');
    b.restart();
    expect(storage.getItem(`${SESSION_KEY}-code-verifier`)).toBe('v');
  });

  it('a later remembered sign-in replaces an unremembered one', () => {
    const b = browser();
    setRememberMe(false, b.env);
    setRememberMe(true, b.env);
    expect(b.items.get(REMEMBER_KEY)).toBe('true');
    expect(b.cookies.size).toBe(0);
  });

  it('finds no session in an empty browser', () => {
    expect(hasStoredSession(browser().env)).toBe(false);
  });

  it('sign-out clears every supabase key, the remember state, the kept reads and session storage, nothing else', () => {
    const b = browser();
    setRememberMe(false, b.env);
    b.items.set(SESSION_KEY, 's');
    b.items.set(`${SESSION_KEY}-code-verifier`, 'v');
    b.items.set('portal.lastSeen.catalogue', '[]');
    b.items.set('portal.lastSeen.ownedWorkflows.u1', '[]');
    b.items.set('portal.language', 'ar');
    clearAuthStorage(b.env);
    expect([...b.items.keys()]).toEqual(['portal.language']);
    expect(b.cookies.size).toBe(0);
    expect(b.session.size).toBe(0);
  });
});

describe('the stored session, read without supabase-js', () => {
  const stored = {
    access_token: 'a.b.c',
    refresh_token: 'r',
    expires_at: 2_000_000_000,
    user: { id: 'u1' },
  };

  it('is the session supabase-js wrote', () => {
    const b = browser();
    b.items.set(SESSION_KEY, JSON.stringify(stored));
    expect(readStoredSession(b.env)).toEqual(stored);
  });

  it('is nothing when the value is not a session, or no longer counts', () => {
    const b = browser();
    b.items.set(SESSION_KEY, '{"access_token":1}');
    expect(readStoredSession(b.env)).toBeNull();
    b.items.set(SESSION_KEY, 'not json');
    expect(readStoredSession(b.env)).toBeNull();
    setRememberMe(false, b.env);
    b.items.set(SESSION_KEY, JSON.stringify(stored));
    b.restart();
    expect(readStoredSession(b.env)).toBeNull();
    expect(b.items.has(SESSION_KEY)).toBe(false);
  });
});
