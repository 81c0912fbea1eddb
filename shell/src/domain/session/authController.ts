/**
 * The auth session of the portal (docs/product.md §4): a zustand store that follows supabase-js's session events and
 * the actions that change it. It knows nothing about the browser by itself: `createAuthController` gets
 * its surroundings (client, storage, clock) as `AuthEnvironment`, so the same code runs in the page
 * (store.ts) and in tests against a real local stack.
 *
 * - `loading` is true until the initial session lookup is done. Without a stored session and without an
 *   auth redirect in the address there is nothing to look up (no network, no supabase-js: the landing
 *   page stays light) and it starts false. With a stored session whose token is still good, it ends at
 *   once, signed in from storage (`storedSession`); supabase-js confirms the session when it has
 *   downloaded, or the person ends signed out.
 * - Session events: SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, PASSWORD_RECOVERY, USER_UPDATED,
 *   MFA_CHALLENGE_VERIFIED (INITIAL_SESSION is read through getSession() instead).
 * - The role comes from profiles (lib/profile.ts); while it loads `roleStatus` is 'loading', after a
 *   failure 'failed' with no role (the guards then route to /dashboard).
 * - Sign-out always ends signed out locally, with tokens and session storage cleared, even when the
 *   server cannot be reached.
 */
import type { PortalSupabaseClient } from '@portal/dashboard-kit/supabase';
import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { isRecoverySession, needsSecondFactor, signedInAt } from './claims.ts';
import { fetchProfileSummary, fetchRole, type ProfileSummary } from './profile.ts';
import type { Role } from './redirects.ts';
import {
  DEFAULT_SESSION_TIMEOUT,
  isSessionExpired,
  msUntilExpiry,
  type SessionTimeout,
} from './sessionTimeout.ts';

/**
 * How long a stored access token must still be good for the page to rely on it before supabase-js
 * runs; a shorter one waits for supabase-js, which refreshes it.
 */
const MIN_TOKEN_LIFE_MS = 60_000;

export type RoleStatus = 'none' | 'loading' | 'ready' | 'failed';
/** A message the sign-in page shows once: why the person is there. */
export type AuthNotice = 'sessionExpired' | 'signedOut' | 'passwordUpdated' | null;

export interface AuthInitError {
  name: string;
  message: string;
  code?: string;
}

export interface AuthState {
  loading: boolean;
  session: Session | null;
  user: User | null;
  role: Role | null;
  roleStatus: RoleStatus;
  /** Password (or Google) accepted, TOTP code still owed: not signed in yet as far as the portal goes. */
  needsMfa: boolean;
  /** Signed in through a password-reset link: /reset-password may set a new password. */
  recovery: boolean;
  lastEvent: AuthChangeEvent | null;
  /** What supabase-js reported while reading an auth redirect at start (callback pages show it). */
  initError: AuthInitError | null;
  profile: ProfileSummary | null;
  notice: AuthNotice;
}

const SIGNED_OUT_STATE: Omit<AuthState, 'loading' | 'initError' | 'notice'> = {
  session: null,
  user: null,
  role: null,
  roleStatus: 'none',
  needsMfa: false,
  recovery: false,
  lastEvent: 'SIGNED_OUT',
  profile: null,
};

export const INITIAL_AUTH_STATE: AuthState = {
  ...SIGNED_OUT_STATE,
  loading: true,
  lastEvent: null,
  initError: null,
  notice: null,
};

export interface AuthEnvironment {
  getClient(): Promise<PortalSupabaseClient>;
  /** Synchronous: is there a stored session (that still counts) or an auth redirect to read? */
  mayHaveSession(): boolean;
  /** Synchronous: the session supabase-js stored, read without it (supabase-js confirms it later). */
  storedSession?(): Session | null;
  /** docs/product.md §4: remove every stored token and clear session storage. */
  clearStorage(): void;
  now(): number;
  /** The person's last known session timeout, kept locally so an expired session ends before any request. */
  cachedTimeout(userId: string): SessionTimeout | null;
  cacheTimeout(userId: string, timeout: SessionTimeout | null): void;
  /** True when the page was opened by an auth redirect (a code or an error in the address). */
  arrivedFromRedirect(): boolean;
  /** Calls `check` at `delay` ms and whenever the page becomes visible again; returns a stop function. */
  watchExpiry(delay: number, check: () => void): () => void;
  /** After an explicit sign-in: the profile's language and theme may apply to this browser. */
  onSignedIn?(profile: ProfileSummary): void;
  /** How long sign-out waits for the server before finishing locally anyway. */
  signOutTimeoutMs?: number;
}

export interface AuthController {
  store: StoreApi<AuthState>;
  /** The initial session lookup; idempotent. */
  init(): Promise<void>;
  /** The client with this controller listening to it (creates both on first call). */
  client(): Promise<PortalSupabaseClient>;
  signOut(options?: { notice?: AuthNotice }): Promise<void>;
  /**
   * Takes a session an action just obtained (sign-in, second factor) at once, rather than on the
   * deferred event that follows it (which then changes nothing).
   */
  accept(event: AuthChangeEvent, session: Session): Promise<void>;
  /** Re-reads role and profile (after Settings changed the profile). */
  reloadProfile(): Promise<void>;
  setNotice(notice: AuthNotice): void;
  /** Signs out now if the session timeout has passed; true when it did. */
  enforceTimeout(): Promise<boolean>;
}

function errorSummary(
  error: { name?: string; message?: string; code?: string } | null,
): AuthInitError | null {
  if (!error) return null;
  return {
    name: error.name ?? 'Error',
    message: error.message ?? '',
    ...(error.code ? { code: error.code } : {}),
  };
}

export function createAuthController(env: AuthEnvironment): AuthController {
  // With nothing to look up the state is final from the start, so the first render (and the one a
  // prerendered page is hydrated with: zustand's server snapshot is this initial state) is the page.
  const store = createStore<AuthState>(() => ({ ...INITIAL_AUTH_STATE, loading: env.mayHaveSession() }));
  let initPromise: Promise<void> | undefined;
  let clientPromise: Promise<PortalSupabaseClient> | undefined;
  let stopExpiryWatch: (() => void) | undefined;
  let profileRequest = 0;

  const timeoutFor = (userId: string): SessionTimeout =>
    store.getState().profile?.sessionTimeout ?? env.cachedTimeout(userId) ?? DEFAULT_SESSION_TIMEOUT;

  function scheduleExpiryCheck() {
    stopExpiryWatch?.();
    stopExpiryWatch = undefined;
    const { session } = store.getState();
    const since = session ? signedInAt(session) : null;
    if (!session || since === null) return;
    const delay = msUntilExpiry(since, timeoutFor(session.user.id), env.now());
    stopExpiryWatch = env.watchExpiry(delay, () => void enforceTimeout());
  }

  async function enforceTimeout(): Promise<boolean> {
    const { session } = store.getState();
    if (!session) return false;
    if (!isSessionExpired(signedInAt(session), timeoutFor(session.user.id), env.now())) {
      scheduleExpiryCheck();
      return false;
    }
    await signOut({ notice: 'sessionExpired' });
    return true;
  }

  async function loadRoleAndProfile(userId: string, explicitSignIn: boolean) {
    const request = ++profileRequest;
    const current = () => request === profileRequest && store.getState().user?.id === userId;
    store.setState({ roleStatus: 'loading', role: null });
    const supabase = await client().catch(() => undefined);
    if (!supabase) {
      if (current()) store.setState({ roleStatus: 'failed' });
      return;
    }
    const [role, profile] = await Promise.allSettled([
      fetchRole(supabase, userId),
      fetchProfileSummary(supabase, userId),
    ]);
    if (!current()) return;
    if (role.status === 'fulfilled') store.setState({ role: role.value, roleStatus: 'ready' });
    else store.setState({ role: null, roleStatus: 'failed' });
    if (profile.status === 'fulfilled' && profile.value) {
      store.setState({ profile: profile.value });
      env.cacheTimeout(userId, profile.value.sessionTimeout);
      if (explicitSignIn) env.onSignedIn?.(profile.value);
    }
    await enforceTimeout();
  }

  function applySession(event: AuthChangeEvent, session: Session, explicitSignIn: boolean) {
    const previous = store.getState();
    const userChanged = previous.user?.id !== session.user.id;
    // The event may come before or after the initial lookup; the token's `amr` says it either way, and
    // still does after a reload.
    const recovery =
      event === 'PASSWORD_RECOVERY' || (!userChanged && previous.recovery) || isRecoverySession(session);
    store.setState({
      session,
      user: session.user,
      needsMfa: needsSecondFactor(session),
      recovery,
      lastEvent: event,
      ...(userChanged ? { profile: null } : {}),
    });
    if (userChanged) void loadRoleAndProfile(session.user.id, explicitSignIn);
    else scheduleExpiryCheck();
  }

  function handleEvent(event: AuthChangeEvent, session: Session | null) {
    if (event === 'INITIAL_SESSION') return; // read through getSession() in init()
    if (event === 'SIGNED_OUT' || !session) {
      stopExpiryWatch?.();
      store.setState({ ...SIGNED_OUT_STATE, lastEvent: event });
      return;
    }
    applySession(event, session, event === 'SIGNED_IN');
  }

  function client(): Promise<PortalSupabaseClient> {
    clientPromise ??= env.getClient().then((supabase) => {
      // supabase-js warns against awaiting its own calls inside this callback (they wait on the same
      // lock): the work happens on the next task.
      supabase.auth.onAuthStateChange((event, session) => {
        setTimeout(() => handleEvent(event, session), 0);
      });
      return supabase;
    });
    clientPromise.catch(() => {
      clientPromise = undefined;
    });
    return clientPromise;
  }

  /**
   * A stored session whose access token is good for a while yet and whose timeout has not passed: it
   * says who is signed in as surely as supabase-js's own getSession() would (which reads the same
   * storage without asking the server), only without waiting for supabase-js to download.
   */
  function usableStoredSession(): Session | null {
    const stored = env.storedSession?.();
    if (!stored?.expires_at) return null;
    if (stored.expires_at * 1000 - env.now() < MIN_TOKEN_LIFE_MS) return null;
    return isSessionExpired(signedInAt(stored), timeoutFor(stored.user.id), env.now()) ? null : stored;
  }

  async function lookup() {
    if (!env.mayHaveSession()) {
      store.setState({ loading: false });
      return;
    }
    const fromRedirect = env.arrivedFromRedirect();
    const stored = fromRedirect ? null : usableStoredSession();
    if (stored) {
      // The page shows now; supabase-js, below, confirms the session or ends it.
      applySession('INITIAL_SESSION', stored, false);
      store.setState({ loading: false });
    }
    try {
      const supabase = await client();
      const { error: initError } = await supabase.auth.initialize();
      const { data } = await supabase.auth.getSession();
      const session = data.session;
      if (session) {
        const expired = isSessionExpired(signedInAt(session), timeoutFor(session.user.id), env.now());
        if (expired) {
          await signOut({ notice: 'sessionExpired' });
        } else if (store.getState().user?.id !== session.user.id) {
          // A session restored from storage, or one a redirect just completed (Google, email links).
          applySession(fromRedirect ? 'SIGNED_IN' : 'INITIAL_SESSION', session, fromRedirect);
        } else {
          store.setState({ session });
        }
      } else if (store.getState().user) {
        endAssumedSession();
      }
      store.setState({ initError: errorSummary(initError), loading: false });
    } catch (error) {
      // supabase-js could not even be downloaded: nobody is signed in as far as this page can tell.
      if (store.getState().user) endAssumedSession();
      store.setState({ initError: errorSummary(error as Error), loading: false });
    }
  }

  /** The stored session was not confirmed by supabase-js: signed out, as the lookup would have said. */
  function endAssumedSession() {
    stopExpiryWatch?.();
    profileRequest++;
    store.setState({ ...SIGNED_OUT_STATE, lastEvent: null });
  }

  function init(): Promise<void> {
    initPromise ??= lookup();
    return initPromise;
  }

  async function signOut(options: { notice?: AuthNotice } = {}) {
    stopExpiryWatch?.();
    const supabase = clientPromise ? await clientPromise.catch(() => undefined) : undefined;
    if (supabase) {
      let failed = true;
      try {
        const { error } = await withTimeout(supabase.auth.signOut(), env.signOutTimeoutMs ?? 8000);
        failed = Boolean(error);
      } catch {
        failed = true;
      }
      // The server could not be told (stack down, offline): end the session here anyway. 'local' removes
      // it before its own request, which may fail too.
      if (failed) await withTimeout(supabase.auth.signOut({ scope: 'local' }), 2000).catch(() => undefined);
    }
    env.clearStorage();
    profileRequest++;
    store.setState({ ...SIGNED_OUT_STATE, loading: false, notice: options.notice ?? null });
  }

  async function reloadProfile() {
    const { user } = store.getState();
    if (!user) return;
    const supabase = await client();
    const profile = await fetchProfileSummary(supabase, user.id);
    if (store.getState().user?.id !== user.id) return;
    store.setState({ profile });
    env.cacheTimeout(user.id, profile?.sessionTimeout ?? null);
    await enforceTimeout();
  }

  async function accept(event: AuthChangeEvent, session: Session) {
    await client();
    applySession(event, session, event === 'SIGNED_IN');
    store.setState({ loading: false, notice: null });
  }

  return {
    store,
    init,
    client,
    accept,
    signOut,
    reloadProfile,
    setNotice: (notice) => store.setState({ notice }),
    enforceTimeout,
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
