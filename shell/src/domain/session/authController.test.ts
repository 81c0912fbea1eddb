// @vitest-environment node
/**
 * The auth store against the real local stack (@portal/backend/testing) with the real supabase-js: every
 * session event of docs/product.md §4, the role lookup with its fallback, MFA, the session timeout and sign-out with
 * the stack down. Only the browser around it (storage, clock, timers) is stood in for.
 */

import { startTestStack, type TestStack } from '@portal/backend/testing';
import { createPortalClient, type PortalSupabaseClient } from '@portal/dashboard-kit/supabase';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { readStoredSession } from '../../lib/authStorage/authStorage.ts';
import { mapStorage } from '../../lib/authStorage/mapStorage.test-support.ts';
import { createAuthActions } from './actions.ts';
import { type AuthController, createAuthController } from './authController.ts';
import type { SessionTimeout } from './sessionTimeout.ts';

// Real servers on a shared 2-core machine: generous limits (nothing here measures time).
vi.setConfig({ testTimeout: 60_000 });

let stack: TestStack;
let admin: PortalSupabaseClient;

beforeAll(async () => {
  stack = await startTestStack({ engine: 'pglite' });
  admin = createPortalClient(stack.url, stack.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

const PASSWORD = 'Strong#2026';
let counter = 0;

async function newUser(name = 'Test User'): Promise<{ email: string; id: string }> {
  const email = `store.${Date.now()}.${counter++}@example.qa`;
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: name },
  });
  if (error || !data.user) throw error ?? new Error('no user');
  return { email, id: data.user.id };
}

interface Harness {
  controller: AuthController;
  client: PortalSupabaseClient;
  storage: Map<string, string>;
  clock: { now: number };
  getClient: ReturnType<typeof vi.fn>;
  /** The expiry checks the controller asked for (the browser would run them on a timer). */
  expiryChecks: (() => void)[];
}

/** A "browser": its storage, clock and timers, and a supabase-js client configured like the shell's. */
function browser(
  options: {
    storage?: Map<string, string>;
    fetch?: typeof fetch;
    url?: string;
    /** Reads the stored session itself, as the page does (store.ts), before supabase-js arrives. */
    readsStoredSession?: boolean;
    /** Stands for supabase-js's download: the client is handed over when this settles. */
    download?: Promise<void>;
  } = {},
): Harness {
  const storage = options.storage ?? new Map<string, string>();
  const clock = { now: Date.now() };
  const timeouts = new Map<string, SessionTimeout>();
  const expiryChecks: (() => void)[] = [];
  const client = createPortalClient(options.url ?? stack.url, stack.anonKey, {
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (key) => storage.get(key) ?? null,
        setItem: (key, value) => void storage.set(key, value),
        removeItem: (key) => void storage.delete(key),
      },
    },
    realtime: { transport: WebSocket as never },
    ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
  });
  const getClient = vi.fn(async () => {
    await options.download;
    return client;
  });
  const local = mapStorage(storage);
  const noCookies = { get: () => null, setSessionCookie: () => undefined, remove: () => undefined };
  const controller = createAuthController({
    getClient,
    mayHaveSession: () => [...storage.keys()].some((key) => /^sb-.+-auth-token$/.test(key)),
    ...(options.readsStoredSession
      ? { storedSession: () => readStoredSession({ local, cookies: noCookies }) }
      : {}),
    arrivedFromRedirect: () => false,
    clearStorage: () => storage.clear(),
    now: () => clock.now,
    cachedTimeout: (id) => timeouts.get(id) ?? null,
    cacheTimeout: (id, timeout) => (timeout ? timeouts.set(id, timeout) : timeouts.delete(id)),
    watchExpiry: (_delay, check) => {
      expiryChecks.push(check);
      return () => {
        const at = expiryChecks.indexOf(check);
        if (at >= 0) expiryChecks.splice(at, 1);
      };
    },
    signOutTimeoutMs: 5000,
  });
  return { controller, client, storage, clock, getClient, expiryChecks };
}

const state = (h: Harness) => h.controller.store.getState();
const until = (check: () => void) => vi.waitFor(check, { timeout: 15_000, interval: 20 });

function actionsFor(h: Harness) {
  return createAuthActions(h.controller, {
    origin: () => 'http://127.0.0.1:5173',
    language: () => 'en',
    setRememberMe: () => undefined,
    rememberReturnTo: () => undefined,
  });
}

describe('the initial lookup', () => {
  it('with nothing stored, is not loading at all and never downloads supabase-js', async () => {
    const h = browser();
    expect(state(h).loading).toBe(false);
    await h.controller.init();
    expect(state(h)).toMatchObject({ loading: false, user: null, roleStatus: 'none' });
    expect(h.getClient).not.toHaveBeenCalled();
  });

  it('restores a stored session: user, role and profile', async () => {
    const { email, id } = await newUser('Restored Person');
    const first = browser();
    expect((await actionsFor(first).signIn({ email, password: PASSWORD, remember: true })).ok).toBe(true);

    const again = browser({ storage: first.storage });
    expect(state(again).loading).toBe(true);
    await again.controller.init();
    expect(state(again)).toMatchObject({ loading: false, lastEvent: 'INITIAL_SESSION', needsMfa: false });
    expect(state(again).user?.id).toBe(id);
    await until(() => expect(state(again)).toMatchObject({ role: 'client', roleStatus: 'ready' }));
    expect(state(again).profile).toMatchObject({ fullName: 'Restored Person', sessionTimeout: '24h' });
  });
});

describe('a returning person, before supabase-js has downloaded', () => {
  async function storedSessionOf(name: string) {
    const { email, id } = await newUser(name);
    const first = browser();
    expect((await actionsFor(first).signIn({ email, password: PASSWORD, remember: true })).ok).toBe(true);
    return { id, storage: first.storage };
  }

  it('is signed in from the stored session at once; supabase-js then confirms it and the role follows', async () => {
    const { id, storage } = await storedSessionOf('Early Person');
    let finishDownload: () => void = () => undefined;
    const download = new Promise<void>((resolve) => {
      finishDownload = resolve;
    });
    const again = browser({ storage, readsStoredSession: true, download });
    const init = again.controller.init();
    await until(() => expect(state(again)).toMatchObject({ loading: false, needsMfa: false }));
    expect(state(again).user?.id).toBe(id);
    expect(state(again).roleStatus).toBe('loading');
    finishDownload();
    await init;
    expect(state(again).user?.id).toBe(id);
    await until(() => expect(state(again)).toMatchObject({ role: 'client', roleStatus: 'ready' }));
  });

  it('waits for supabase-js when the stored access token is about to expire (supabase-js refreshes it)', async () => {
    const { storage } = await storedSessionOf('Late Person');
    const again = browser({ storage, readsStoredSession: true, download: new Promise(() => undefined) });
    const [key] = [...storage.keys()].filter((k) => /-auth-token$/.test(k));
    const stored = JSON.parse(storage.get(key ?? '') ?? '{}') as { expires_at: number };
    again.clock.now = stored.expires_at * 1000 - 30_000;
    void again.controller.init();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(state(again)).toMatchObject({ loading: true, user: null });
  });

  it('ends signed out when supabase-js cannot be downloaded, as without a stored session read', async () => {
    const { storage } = await storedSessionOf('Offline Person');
    const again = browser({
      storage,
      readsStoredSession: true,
      download: Promise.reject(new Error('offline')),
    });
    await again.controller.init();
    expect(state(again)).toMatchObject({ loading: false, user: null, session: null });
    expect(state(again).initError?.message).toBe('offline');
  });
});

describe('session events (docs/product.md §4)', () => {
  it('SIGNED_IN with the role read from profiles: the seeded admin', async () => {
    const h = browser();
    await h.controller.init();
    const { error } = await (await h.controller.client()).auth.signInWithPassword({
      email: 'admin@demo.qa',
      password: 'Admin#2026',
    });
    expect(error).toBeNull();
    await until(() =>
      expect(state(h)).toMatchObject({ lastEvent: 'SIGNED_IN', role: 'admin', roleStatus: 'ready' }),
    );
  });

  it('TOKEN_REFRESHED, USER_UPDATED and SIGNED_OUT', async () => {
    const { email } = await newUser();
    const h = browser();
    await actionsFor(h).signIn({ email, password: PASSWORD, remember: true });
    const before = state(h).session?.refresh_token;

    await h.client.auth.refreshSession();
    await until(() => expect(state(h).lastEvent).toBe('TOKEN_REFRESHED'));
    expect(state(h).session?.refresh_token).not.toBe(before); // rotated

    await h.client.auth.updateUser({ data: { company_hint: 'Doha' } });
    await until(() => expect(state(h).lastEvent).toBe('USER_UPDATED'));
    expect(state(h).user?.user_metadata.company_hint).toBe('Doha');

    await h.controller.signOut();
    expect(state(h)).toMatchObject({ user: null, session: null, role: null, lastEvent: 'SIGNED_OUT' });
    expect(h.storage.size).toBe(0);
  });

  it('PASSWORD_RECOVERY from an emailed reset link (PKCE)', async () => {
    const { email } = await newUser();
    const h = browser();
    await h.controller.init();
    expect((await actionsFor(h).requestPasswordReset(email)).ok).toBe(true);
    const [mail] = await stack.mailbox(email);
    const link = mail?.links.find((l) => l.includes('/verify'));
    expect(link).toBeDefined();
    const answer = await fetch(link as string, { redirect: 'manual' });
    const location = new URL(answer.headers.get('location') ?? '');
    expect(location.pathname).toBe('/reset-password');
    const code = location.searchParams.get('code');
    expect(code).toBeTruthy();

    await h.client.auth.exchangeCodeForSession(code as string);
    await until(() => expect(state(h)).toMatchObject({ lastEvent: 'PASSWORD_RECOVERY', recovery: true }));

    // The new password works, the old one no longer does.
    expect((await actionsFor(h).completePasswordReset('Renewed#2027')).ok).toBe(true);
    expect(state(h)).toMatchObject({ user: null, notice: 'passwordUpdated' });
    const later = browser();
    expect(await actionsFor(later).signIn({ email, password: PASSWORD, remember: true })).toEqual({
      ok: false,
      kind: 'invalidCredentials',
    });
    expect((await actionsFor(later).signIn({ email, password: 'Renewed#2027', remember: true })).ok).toBe(
      true,
    );
  });

  it('a second factor: aal1 is not signed in, a wrong code is refused, MFA_CHALLENGE_VERIFIED admits', async () => {
    const { email } = await newUser();
    const setup = browser();
    await actionsFor(setup).signIn({ email, password: PASSWORD, remember: true });
    const { data: enrolled, error } = await setup.client.auth.mfa.enroll({ factorType: 'totp' });
    expect(error).toBeNull();
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(enrolled?.totp.secret ?? '') });
    const verified = await setup.client.auth.mfa.challengeAndVerify({
      factorId: enrolled?.id ?? '',
      code: totp.generate(),
    });
    expect(verified.error).toBeNull();
    await setup.controller.signOut();

    const h = browser();
    const actions = actionsFor(h);
    expect(await actions.signIn({ email, password: PASSWORD, remember: true })).toEqual({
      ok: true,
      needsMfa: true,
    });
    expect(state(h)).toMatchObject({ needsMfa: true });

    const wrong = String((Number(totp.generate()) + 500_000) % 1_000_000).padStart(6, '0');
    expect(await actions.verifyTotp(wrong)).toEqual({ ok: false, kind: 'mfaFailed' });
    expect(state(h).needsMfa).toBe(true);

    // The code of the enrolment was spent (a code verifies once): the next one, which the server
    // accepts one step early, as an authenticator app shows it when the step turns.
    expect(await actions.verifyTotp(totp.generate({ timestamp: Date.now() + 30_000 }))).toEqual({ ok: true });
    expect(state(h)).toMatchObject({ needsMfa: false, lastEvent: 'MFA_CHALLENGE_VERIFIED' });
  });
});

describe('the role lookup (docs/product.md §6)', () => {
  /**
   * A fetch that answers the requests `fail` picks with a server error, as a failing database would
   * (500: postgrest-js does not retry it, unlike a dropped connection, which it retries for 7 s).
   */
  function flakyFetch(fail: (url: string) => boolean): typeof fetch {
    return async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (fail(decodeURIComponent(url))) {
        return new Response(
          JSON.stringify({ code: 'XX000', message: 'internal error', details: null, hint: null }),
          {
            status: 500,
            headers: { 'Content-Type': 'application/json' },
          },
        );
      }
      return fetch(input, init);
    };
  }

  it('falls back to a second query when the first fails', async () => {
    const h = browser({ fetch: flakyFetch((url) => url.includes('/rest/v1/profiles?select=role&')) });
    await actionsFor(h).signIn({ email: 'admin@demo.qa', password: 'Admin#2026', remember: true });
    await until(() => expect(state(h)).toMatchObject({ role: 'admin', roleStatus: 'ready' }));
  });

  it("reports 'failed' (no role) when both fail, so guards route to /dashboard", async () => {
    const h = browser({
      fetch: flakyFetch((url) => url.includes('/rest/v1/profiles?select=') && url.includes('role')),
    });
    await actionsFor(h).signIn({ email: 'admin@demo.qa', password: 'Admin#2026', remember: true });
    await until(() => expect(state(h)).toMatchObject({ role: null, roleStatus: 'failed' }));
  });
});

describe('the session timeout (docs/product.md §9)', () => {
  it('signs out once the chosen timeout has passed since sign-in, and says why', async () => {
    const { email, id } = await newUser();
    const h = browser();
    await actionsFor(h).signIn({ email, password: PASSWORD, remember: true });
    await until(() => expect(state(h).profile).not.toBeNull());
    await h.client.from('profiles').update({ session_timeout: '1h' }).eq('id', id);
    await h.controller.reloadProfile();
    expect(state(h).profile?.sessionTimeout).toBe('1h');

    h.clock.now += 59 * 60_000;
    expect(await h.controller.enforceTimeout()).toBe(false);
    expect(state(h).user?.id).toBe(id);

    h.clock.now += 2 * 60_000;
    for (const check of [...h.expiryChecks]) check();
    await until(() => expect(state(h)).toMatchObject({ user: null, notice: 'sessionExpired' }));
    expect(h.storage.size).toBe(0);
  });

  it('ends an expired stored session at start, before anyone sees it', async () => {
    const { email } = await newUser();
    const first = browser();
    await actionsFor(first).signIn({ email, password: PASSWORD, remember: true });
    const again = browser({ storage: first.storage });
    again.clock.now += 25 * 3_600_000; // default 24h
    await again.controller.init();
    expect(state(again)).toMatchObject({ loading: false, user: null, notice: 'sessionExpired' });
  });
});

describe('sign-out (docs/product.md §4)', () => {
  it('ends signed out with storage cleared even when the stack cannot be reached', async () => {
    const { email } = await newUser();
    let down = false;
    const h = browser({
      fetch: async (input, init) => {
        if (down) throw new TypeError('fetch failed');
        return fetch(input, init);
      },
    });
    await actionsFor(h).signIn({ email, password: PASSWORD, remember: true });
    expect(h.storage.size).toBeGreaterThan(0);
    down = true;
    await h.controller.signOut({ notice: 'signedOut' });
    expect(state(h)).toMatchObject({ user: null, session: null, notice: 'signedOut' });
    expect(h.storage.size).toBe(0);
    expect((await h.client.auth.getSession()).data.session).toBeNull();
  });
});

describe('identity actions against the stack', () => {
  it('explains a wrong password and an unconfirmed address', async () => {
    const h = browser();
    expect(
      await actionsFor(h).signIn({ email: 'sara@demo.qa', password: 'Wrong#2026', remember: true }),
    ).toEqual({
      ok: false,
      kind: 'invalidCredentials',
    });
    const email = `unconfirmed.${Date.now()}@example.qa`;
    expect(await actionsFor(h).signUp({ fullName: 'New Person', email, password: PASSWORD })).toEqual({
      ok: true,
      signedIn: false,
    });
    expect(await actionsFor(h).signIn({ email, password: PASSWORD, remember: true })).toEqual({
      ok: false,
      kind: 'emailNotConfirmed',
    });
    const [mail] = await stack.mailbox(email);
    expect(
      mail?.links.some((link) =>
        link.includes('redirect_to=http%3A%2F%2F127.0.0.1%3A5173%2Foauth%2Fcallback'),
      ),
    ).toBe(true);
  });

  it('the server refuses a weak password too', async () => {
    const h = browser();
    const email = `weak.${Date.now()}@example.qa`;
    expect(await actionsFor(h).signUp({ fullName: 'Weak', email, password: 'weakpassword' })).toEqual({
      ok: false,
      kind: 'weakPassword',
    });
  });

  it('names the profile and its language from the sign-up', async () => {
    const h = browser();
    const email = `named.${Date.now()}@example.qa`;
    const actions = createAuthActions(h.controller, {
      origin: () => 'http://127.0.0.1:5173',
      language: () => 'ar',
      setRememberMe: () => undefined,
      rememberReturnTo: () => undefined,
    });
    await actions.signUp({ fullName: '  Layla Al-Thani ', email, password: PASSWORD });
    const { data } = await admin.from('profiles').select('full_name, language').eq('email', email).single();
    expect(data).toEqual({ full_name: 'Layla Al-Thani', language: 'ar' });
  });
});
