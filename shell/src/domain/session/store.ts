/**
 * The page's one auth controller and the hook that reads it. Light on purpose (zustand and a few helpers):
 * the public guard of the landing page imports it, and supabase-js downloads only when a stored session or
 * an auth redirect means there may be someone signed in.
 */
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { clearAuthStorage, hasStoredSession, readStoredSession } from '../../lib/authStorage/authStorage.ts';
import { getSupabase } from '../../lib/supabase.ts';
import { type AuthController, type AuthState, createAuthController } from './authController.ts';
import { type CallbackParams, hasAuthCallback, readCallbackParams } from './callbackParams.ts';
import { adoptProfilePreferences, startPreferenceSync } from './preferenceSync.ts';
import { isSessionTimeout, type SessionTimeout } from './sessionTimeout.ts';

const TIMEOUT_CACHE_KEY = 'portal.auth.sessionTimeout';

function readCachedTimeout(userId: string): SessionTimeout | null {
  try {
    const [id, value] = (localStorage.getItem(TIMEOUT_CACHE_KEY) ?? '').split(':');
    return id === userId && isSessionTimeout(value) ? value : null;
  } catch {
    return null;
  }
}

function writeCachedTimeout(userId: string, timeout: SessionTimeout | null) {
  try {
    if (timeout) localStorage.setItem(TIMEOUT_CACHE_KEY, `${userId}:${timeout}`);
    else localStorage.removeItem(TIMEOUT_CACHE_KEY);
  } catch {
    // The profile is read again after every sign-in anyway.
  }
}

/** Longest delay setTimeout accepts (~24.8 days); longer waits are re-armed by the check itself. */
const MAX_TIMER_MS = 2_147_483_647;

function watchExpiry(delay: number, check: () => void): () => void {
  const timer = setTimeout(check, Math.min(delay, MAX_TIMER_MS));
  // Background tabs and sleeping laptops delay timers: look again whenever the page is seen.
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', onVisible);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('focus', onVisible);
  };
}

/**
 * The auth redirect this page was opened with, read before supabase-js consumes it (it removes `code`
 * from the address after the exchange); the callback and reset pages explain what happened from it.
 */
export const landingCallback: CallbackParams = readCallbackParams(window.location.href);

export const auth: AuthController = createAuthController({
  getClient: getSupabase,
  mayHaveSession: () => hasStoredSession() || hasAuthCallback(window.location.href),
  storedSession: () => readStoredSession(),
  arrivedFromRedirect: () => hasAuthCallback(window.location.href),
  clearStorage: () => clearAuthStorage(),
  now: () => Date.now(),
  cachedTimeout: readCachedTimeout,
  cacheTimeout: writeCachedTimeout,
  watchExpiry,
  onSignedIn: adoptProfilePreferences,
});

startPreferenceSync(auth);

/** Reads the auth state (starting the initial lookup on first use). */
export function useAuth<T>(selector: (state: AuthState) => T): T {
  useEffect(() => {
    void auth.init();
  }, []);
  return useStore(auth.store, selector);
}

/** The signed-in person as the guards see them: a user whose second factor, if any, is answered. */
export function isSignedIn(state: Pick<AuthState, 'user' | 'needsMfa'>): boolean {
  return Boolean(state.user) && !state.needsMfa;
}
