/**
 * The GoTrue-compatible /auth/v1 driven by the real supabase-js client against the real server, on PGlite
 * and on PostgreSQL (TEST_ENGINES). Waits in here are protocol intervals (the refresh-token reuse window),
 * never assertions on how long something took.
 */
import http from 'node:http';
import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
  AuthWeakPasswordError,
  createClient,
  type Session,
  type SupabaseClient,
} from '@supabase/supabase-js';
import { decodeJwt, SignJWT } from 'jose';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestStack, type TestStack, testEngines } from './harness.ts';

const APP = 'http://localhost:5173';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let seq = 0;
const uniqueEmail = (tag: string) => `${tag}.${Date.now().toString(36)}.${++seq}@example.qa`;

function client(
  stack: TestStack,
  key = stack.anonKey,
  flowType: 'implicit' | 'pkce' = 'implicit',
): SupabaseClient {
  return createClient(stack.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType },
    realtime: { transport: WebSocket as never },
  });
}

/** The newest email to `to` and its first link. */
async function lastMail(stack: TestStack, to: string) {
  const [mail] = await stack.mailbox(to);
  if (!mail) throw new Error(`no mail to ${to}`);
  const link = mail.links.find((l) => l.includes('/auth/v1/verify')) as string;
  return { mail, link, code: /code:\s*(\d{6})/.exec(mail.text)?.[1] as string };
}

/** Follows an email link like a browser would, without following the redirect into the app. */
async function follow(link: string) {
  const res = await fetch(link, { redirect: 'manual' });
  const location = res.headers.get('location') ?? '';
  const u = new URL(location);
  const fragment = new URLSearchParams(u.hash.slice(1));
  return { status: res.status, location, query: u.searchParams, fragment };
}

async function signUpConfirmed(
  stack: TestStack,
  email: string,
  password: string,
  data: Record<string, unknown> = {},
) {
  const c = client(stack);
  const { error } = await c.auth.signUp({ email, password, options: { data } });
  expect(error).toBeNull();
  const { link } = await lastMail(stack, email);
  expect((await follow(link)).status).toBe(303);
  return c;
}

/** Starts a stack with auth settings that only exist as environment variables of the auth service. */
async function startWithAuthEnv(
  engine: TestStack['engine'],
  authEnv: Record<string, string>,
  stackEnv: Record<string, string> = {},
): Promise<TestStack> {
  const saved = Object.fromEntries(Object.keys(authEnv).map((k) => [k, process.env[k]]));
  Object.assign(process.env, authEnv);
  try {
    return await startTestStack({
      engine,
      env: { SITE_URL: APP, ADDITIONAL_REDIRECT_URLS: 'http://127.0.0.1:4173/**', ...stackEnv },
    });
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

describe.each(testEngines())('auth /auth/v1 on %s', (engine) => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startWithAuthEnv(engine, { AUTH_REFRESH_TOKEN_REUSE_INTERVAL: '2' });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('signs up, confirms through the mailbox link (303), signs in, refreshes with rotation', async () => {
    const email = uniqueEmail('sara');
    const c = client(stack);
    const events: string[] = [];
    c.auth.onAuthStateChange((event) => events.push(event));

    const signUp = await c.auth.signUp({
      email,
      password: 'Client#2026',
      options: { data: { full_name: 'Sara Al-Kuwari' }, emailRedirectTo: `${APP}/dashboard` },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.email).toBe(email);
    expect(signUp.data.user?.user_metadata.full_name).toBe('Sara Al-Kuwari');
    expect(signUp.data.user?.identities?.[0]?.provider).toBe('email');

    const early = await c.auth.signInWithPassword({ email, password: 'Client#2026' });
    expect(early.error).toBeInstanceOf(AuthApiError);
    expect(early.error?.code).toBe('email_not_confirmed');
    expect(early.error?.status).toBe(400);

    const { mail, link } = await lastMail(stack, email);
    expect(mail.subject).toBe('Confirm Your Signup');
    const confirmed = await follow(link);
    expect(confirmed.status).toBe(303);
    expect(confirmed.location.startsWith(`${APP}/dashboard#`)).toBe(true);
    expect(confirmed.fragment.get('type')).toBe('signup');
    expect(confirmed.fragment.get('token_type')).toBe('bearer');
    expect(confirmed.fragment.get('refresh_token')).toBeTruthy();
    const linkClaims = decodeJwt(confirmed.fragment.get('access_token') as string);
    expect(linkClaims.sub).toBe(signUp.data.user?.id);
    expect(linkClaims.amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }]);

    // A used link is refused with GoTrue's error redirect.
    const reused = await follow(link);
    expect(reused.status).toBe(303);
    expect(reused.fragment.get('error_code')).toBe('otp_expired');
    expect(reused.fragment.get('error')).toBe('access_denied');
    expect(reused.fragment.get('error_description')).toBe('Email link is invalid or has expired');

    const signIn = await c.auth.signInWithPassword({ email, password: 'Client#2026' });
    expect(signIn.error).toBeNull();
    const session = signIn.data.session as Session;
    expect(session.expires_in).toBe(3600);
    expect(session.user.email_confirmed_at).toBeTruthy();
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      iss: `${stack.url}/auth/v1`,
      sub: session.user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Sara Al-Kuwari' },
    });
    expect(claims.session_id).toEqual(expect.any(String));
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);

    const refreshed = await c.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(decodeJwt(refreshed.data.session?.access_token as string).session_id).toBe(claims.session_id);
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED']);

    const { data: got } = await c.auth.getUser();
    expect(got.user?.id).toBe(session.user.id);

    // The app's sign-up trigger on auth.users made the profile, and RLS sees the user through this JWT.
    const profile = await c.from('profiles').select('id, full_name, role').eq('id', session.user.id).single();
    expect(profile.error).toBeNull();
    expect(profile.data).toEqual({ id: session.user.id, full_name: 'Sara Al-Kuwari', role: 'client' });
  });

  it('rotates refresh tokens, tolerates reuse within the interval and revokes the family on later reuse', async () => {
    const email = uniqueEmail('rotate');
    const c = await signUpConfirmed(stack, email, 'Client#2026');
    const { data } = await c.auth.signInWithPassword({ email, password: 'Client#2026' });
    const rt1 = data.session?.refresh_token as string;
    const rt2 = (await c.auth.refreshSession()).data.session?.refresh_token as string;
    const rt3 = (await c.auth.refreshSession()).data.session?.refresh_token as string;
    expect(new Set([rt1, rt2, rt3]).size).toBe(3);

    // The parent of the current token (the client lost the answer): the current token comes back.
    const lost = await client(stack).auth.refreshSession({ refresh_token: rt2 });
    expect(lost.error).toBeNull();
    expect(lost.data.session?.refresh_token).toBe(rt3);

    await sleep(2300);
    const reuse = await client(stack).auth.refreshSession({ refresh_token: rt1 });
    expect(reuse.error).toBeInstanceOf(AuthApiError);
    expect(reuse.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    expect(reuse.error?.message).toBe('Invalid Refresh Token: Already Used');
    // The whole family is revoked: the legitimate current token no longer works either.
    const after = await client(stack).auth.refreshSession({ refresh_token: rt3 });
    expect(after.error?.code).toBe('refresh_token_already_used');

    const unknown = await client(stack).auth.refreshSession({ refresh_token: 'not-a-token' });
    expect(unknown.error?.code).toBe('refresh_token_not_found');
    expect(unknown.error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
  });

  it('accepts an older rotated token within the reuse interval', async () => {
    const email = uniqueEmail('race');
    const c = await signUpConfirmed(stack, email, 'Client#2026');
    const { data } = await c.auth.signInWithPassword({ email, password: 'Client#2026' });
    const rt1 = data.session?.refresh_token as string;
    await c.auth.refreshSession();
    const rt3 = (await c.auth.refreshSession()).data.session?.refresh_token as string;
    const race = await client(stack).auth.refreshSession({ refresh_token: rt1 });
    expect(race.error).toBeNull();
    expect(race.data.session?.refresh_token).not.toBe(rt3);
    expect(decodeJwt(race.data.session?.access_token as string).session_id).toBe(
      decodeJwt(data.session?.access_token as string).session_id,
    );
  });

  it('signs out with the others, local and global scopes', async () => {
    const email = uniqueEmail('scopes');
    await signUpConfirmed(stack, email, 'Client#2026');
    const devices = [client(stack), client(stack), client(stack)] as const;
    for (const d of devices) {
      expect((await d.auth.signInWithPassword({ email, password: 'Client#2026' })).error).toBeNull();
    }
    const [a, b, c] = devices;

    expect((await c.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await c.auth.getUser()).error).toBeNull();
    const aGone = await a.auth.getUser();
    expect(aGone.error).toBeInstanceOf(AuthSessionMissingError);
    expect(aGone.error?.message).toBe('Auth session missing!');
    expect((await b.auth.getUser()).error).toBeInstanceOf(AuthSessionMissingError);

    const d = client(stack);
    await d.auth.signInWithPassword({ email, password: 'Client#2026' });
    expect((await c.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await c.auth.getSession()).data.session).toBeNull();
    expect((await d.auth.getUser()).error).toBeNull();

    const e = client(stack);
    const { data } = await e.auth.signInWithPassword({ email, password: 'Client#2026' });
    const token = data.session?.access_token as string;
    const events: string[] = [];
    e.auth.onAuthStateChange((event) => events.push(event));
    expect((await e.auth.signOut()).error).toBeNull();
    expect(events).toContain('SIGNED_OUT');
    expect((await d.auth.getUser()).error).toBeInstanceOf(AuthSessionMissingError);
    // The JWT is still well signed, but its session is gone: 403 session_not_found.
    const raw = await fetch(`${stack.url}/auth/v1/user`, {
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${token}`,
        'x-supabase-api-version': '2024-01-01',
      },
    });
    expect(raw.status).toBe(403);
    expect(raw.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await raw.json()).toMatchObject({ code: 'session_not_found', error_code: 'session_not_found' });
  });

  it('recovers a password through verifyOtp (PASSWORD_RECOVERY) and through the PKCE link', async () => {
    const email = uniqueEmail('recover');
    await signUpConfirmed(stack, email, 'Client#2026');

    const c = client(stack);
    const events: string[] = [];
    c.auth.onAuthStateChange((event) => events.push(event));
    expect(
      (await c.auth.resetPasswordForEmail(email, { redirectTo: `${APP}/reset-password` })).error,
    ).toBeNull();
    const { mail, code, link } = await lastMail(stack, email);
    expect(mail.subject).toBe('Reset Your Password');
    expect(new URL(link).searchParams.get('type')).toBe('recovery');
    const verified = await c.auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    const updated = await c.auth.updateUser({ password: 'Changed#2026' });
    expect(updated.error).toBeNull();
    expect(events).toContain('USER_UPDATED');
    expect(
      (await client(stack).auth.signInWithPassword({ email, password: 'Client#2026' })).error?.code,
    ).toBe('invalid_credentials');
    expect(
      (await client(stack).auth.signInWithPassword({ email, password: 'Changed#2026' })).error,
    ).toBeNull();

    // PKCE: the verifier is stored with a /recovery suffix, so the code exchange emits PASSWORD_RECOVERY.
    const p = client(stack, stack.anonKey, 'pkce');
    const pEvents: string[] = [];
    p.auth.onAuthStateChange((event) => pEvents.push(event));
    // The per-address email frequency applies across kinds only per kind; wait out nothing here: a new kind
    // would be needed otherwise. Recovery was just sent, so a second one within the window is refused:
    const tooSoon = await p.auth.resetPasswordForEmail(email, { redirectTo: `${APP}/reset-password` });
    expect(tooSoon.error?.status).toBe(429);
    expect(tooSoon.error?.code).toBe('over_email_send_rate_limit');
    expect(tooSoon.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );

    // The implicit-flow recovery link lands with type=recovery in the fragment, which supabase-js in a
    // browser turns into PASSWORD_RECOVERY; its tokens are a working session.
    const admin = client(stack, stack.serviceRoleKey).auth.admin;
    const generated = await admin.generateLink({
      type: 'recovery',
      email,
      options: { redirectTo: `${APP}/reset-password` },
    });
    const landed = await follow(generated.data.properties?.action_link as string);
    expect(landed.location.startsWith(`${APP}/reset-password#access_token=`)).toBe(true);
    expect(landed.fragment.get('type')).toBe('recovery');
    const viaLink = client(stack);
    await viaLink.auth.setSession({
      access_token: landed.fragment.get('access_token') as string,
      refresh_token: landed.fragment.get('refresh_token') as string,
    });
    expect((await viaLink.auth.updateUser({ password: 'Linked#2026' })).error).toBeNull();
    expect(
      (await client(stack).auth.signInWithPassword({ email, password: 'Linked#2026' })).error,
    ).toBeNull();
  });

  it('recovers through the PKCE email link and exchangeCodeForSession', async () => {
    const email = uniqueEmail('pkcerecover');
    await signUpConfirmed(stack, email, 'Client#2026');
    const p = client(stack, stack.anonKey, 'pkce');
    const events: string[] = [];
    p.auth.onAuthStateChange((event) => events.push(event));
    expect(
      (await p.auth.resetPasswordForEmail(email, { redirectTo: `${APP}/reset-password` })).error,
    ).toBeNull();
    const { link } = await lastMail(stack, email);
    expect(new URL(link).searchParams.get('token')?.startsWith('pkce_')).toBe(true);
    const landed = await follow(link);
    expect(landed.status).toBe(303);
    expect(landed.location.startsWith(`${APP}/reset-password?code=`)).toBe(true);
    const exchanged = await p.auth.exchangeCodeForSession(landed.query.get('code') as string);
    expect(exchanged.error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    expect(decodeJwt(exchanged.data.session?.access_token as string).amr).toEqual([
      { method: 'recovery', timestamp: expect.any(Number) },
    ]);
    expect((await p.auth.updateUser({ password: 'Changed#2026' })).error).toBeNull();
    expect(
      (await client(stack).auth.signInWithPassword({ email, password: 'Changed#2026' })).error,
    ).toBeNull();
    expect(
      (await client(stack).auth.signInWithPassword({ email, password: 'Client#2026' })).error?.code,
    ).toBe('invalid_credentials');
    // The code is single use.
    const again = await client(stack, stack.anonKey, 'pkce').auth.exchangeCodeForSession(
      landed.query.get('code') as string,
    );
    expect(again.error).toBeTruthy();
  });

  it('completes the PKCE Google flow through the local stand-in page', async () => {
    const c = client(stack, stack.anonKey, 'pkce');
    const { data, error } = await c.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: `${APP}/oauth/callback`, skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    const toStandin = await fetch(data.url as string, { redirect: 'manual' });
    expect(toStandin.status).toBe(302);
    const standinUrl = toStandin.headers.get('location') as string;
    const page = await fetch(standinUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Local development stand-in for Google sign-in — no data leaves this machine');
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<label for="email">');
    const state = /name="state" value="([^"]+)"/.exec(html)?.[1] as string;

    const arabic = await (await fetch(`${standinUrl}&hl=ar`)).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');

    const email = uniqueEmail('google');
    const badForm = await fetch(new URL('/auth/v1/standin/google', stack.url), {
      method: 'POST',
      body: new URLSearchParams({ state, action: 'typed', name: 'Noor', email: 'not-an-email' }),
      redirect: 'manual',
    });
    expect(badForm.status).toBe(400);
    expect(await badForm.text()).toContain('aria-invalid="true"');

    const submitted = await fetch(new URL('/auth/v1/standin/google', stack.url), {
      method: 'POST',
      body: new URLSearchParams({ state, action: 'typed', name: 'Noor Al-Thani', email }),
      redirect: 'manual',
    });
    expect(submitted.status).toBe(302);
    const back = new URL(submitted.headers.get('location') as string);
    expect(`${back.origin}${back.pathname}`).toBe(`${APP}/oauth/callback`);
    const code = back.searchParams.get('code') as string;
    expect(code).toBeTruthy();

    const exchanged = await c.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    const user = exchanged.data.user;
    expect(user?.email).toBe(email);
    expect(user?.app_metadata).toMatchObject({ provider: 'google', providers: ['google'] });
    expect(user?.user_metadata).toMatchObject({ full_name: 'Noor Al-Thani', email_verified: true });
    expect(user?.identities?.map((i) => i.provider)).toEqual(['google']);
    expect(decodeJwt(exchanged.data.session?.access_token as string).amr).toEqual([
      { method: 'oauth', timestamp: expect.any(Number) },
    ]);

    // The same Google account maps to the same user next time.
    const again = client(stack, stack.anonKey, 'pkce');
    const second = await again.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: `${APP}/oauth/callback`, skipBrowserRedirect: true },
    });
    const page2 = await (
      await fetch(
        (await fetch(second.data.url as string, { redirect: 'manual' })).headers.get('location') as string,
      )
    ).text();
    expect(page2).toContain(email);
    const state2 = /name="state" value="([^"]+)"/.exec(page2)?.[1] as string;
    const chosen = await fetch(new URL('/auth/v1/standin/google', stack.url), {
      method: 'POST',
      body: new URLSearchParams({ state: state2, action: 'choose', email }),
      redirect: 'manual',
    });
    const code2 = new URL(chosen.headers.get('location') as string).searchParams.get('code') as string;
    expect((await again.auth.exchangeCodeForSession(code2)).data.user?.id).toBe(user?.id);

    // Unknown and disabled providers: 400 as GoTrue.
    // The seeded demo accounts are offered on the chooser; picking one links Google to that account.
    expect(page2).toContain('sara@demo.qa');
    const third = client(stack, stack.anonKey, 'pkce');
    const start3 = await third.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: `${APP}/oauth/callback`, skipBrowserRedirect: true },
    });
    const loc3 = (await fetch(start3.data.url as string, { redirect: 'manual' })).headers.get(
      'location',
    ) as string;
    const state3 = new URL(loc3).searchParams.get('state') as string;
    const picked = await fetch(new URL('/auth/v1/standin/google', stack.url), {
      method: 'POST',
      body: new URLSearchParams({ state: state3, action: 'choose', email: 'sara@demo.qa' }),
      redirect: 'manual',
    });
    const code3 = new URL(picked.headers.get('location') as string).searchParams.get('code') as string;
    const sara = await third.auth.exchangeCodeForSession(code3);
    expect(sara.error).toBeNull();
    expect(sara.data.user?.email).toBe('sara@demo.qa');
    expect(sara.data.user?.app_metadata.providers).toEqual(['email', 'google']);

    const github = await fetch(
      `${stack.url}/auth/v1/authorize?provider=github&redirect_to=${encodeURIComponent(APP)}`,
    );
    expect(github.status).toBe(400);
    expect(await github.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Unsupported provider: provider is not enabled',
    });
  });

  it('links Google to an existing email account and supports the implicit flow and cancel', async () => {
    const email = uniqueEmail('linked');
    await signUpConfirmed(stack, email, 'Client#2026', { full_name: 'Omar Haddad' });
    const authorize = await fetch(
      `${stack.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(`${APP}/oauth/callback`)}`,
      { redirect: 'manual' },
    );
    const state = new URL(authorize.headers.get('location') as string).searchParams.get('state') as string;
    const done = await fetch(new URL('/auth/v1/standin/google', stack.url), {
      method: 'POST',
      body: new URLSearchParams({ state, action: 'choose', email }),
      redirect: 'manual',
    });
    const back = new URL(done.headers.get('location') as string);
    const fragment = new URLSearchParams(back.hash.slice(1));
    expect(fragment.get('access_token')).toBeTruthy();
    const c = client(stack);
    const set = await c.auth.setSession({
      access_token: fragment.get('access_token') as string,
      refresh_token: fragment.get('refresh_token') as string,
    });
    expect(set.error).toBeNull();
    expect(set.data.user?.app_metadata.providers).toEqual(['email', 'google']);
    expect(set.data.user?.identities?.map((i) => i.provider)).toEqual(['email', 'google']);

    const cancel = await fetch(new URL('/auth/v1/standin/google', stack.url), {
      method: 'POST',
      body: new URLSearchParams({ state, action: 'cancel' }),
      redirect: 'manual',
    });
    const cancelled = new URL(cancel.headers.get('location') as string);
    expect(cancelled.searchParams.get('error')).toBe('access_denied');
    expect(new URLSearchParams(cancelled.hash.slice(1)).get('error')).toBe('access_denied');
  });

  it('enrolls, challenges and verifies TOTP (aal2), then unenrolls', async () => {
    const email = uniqueEmail('mfa');
    const c = await signUpConfirmed(stack, email, 'Client#2026');
    await c.auth.signInWithPassword({ email, password: 'Client#2026' });
    const enrolled = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(enrolled.error).toBeNull();
    const totp = enrolled.data?.type === 'totp' ? enrolled.data.totp : null;
    expect(totp?.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
    // Usable as an <img src> as is: no `#` or `%` in an unencoded data URI.
    expect(totp?.qr_code).not.toMatch(/[#%]/);
    expect(totp?.uri.startsWith('otpauth://totp/')).toBe(true);
    const generator = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(totp?.secret as string) });
    const factorId = enrolled.data?.id as string;

    const challenge = await c.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    const wrong = await c.auth.mfa.verify({
      factorId,
      challengeId: challenge.data?.id as string,
      code: '000000' === generator.generate() ? '111111' : '000000',
    });
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    expect(wrong.error?.status).toBe(422);

    const events: string[] = [];
    c.auth.onAuthStateChange((event) => events.push(event));
    const ch2 = await c.auth.mfa.challenge({ factorId });
    const verified = await c.auth.mfa.verify({
      factorId,
      challengeId: ch2.data?.id as string,
      code: generator.generate(),
    });
    expect(verified.error).toBeNull();
    expect(events).toContain('MFA_CHALLENGE_VERIFIED');
    const claims = decodeJwt(verified.data?.access_token as string);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((a) => a.method)).toEqual(
      expect.arrayContaining(['totp', 'password']),
    );
    const aal = await c.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const factors = await c.auth.mfa.listFactors();
    expect(factors.data?.totp.map((f) => f.id)).toEqual([factorId]);

    // A fresh aal1 sign-in sees that aal2 is available, and may not unenroll the verified factor.
    const other = client(stack);
    await other.auth.signInWithPassword({ email, password: 'Client#2026' });
    expect((await other.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
    const denied = await other.auth.mfa.unenroll({ factorId });
    expect(denied.error?.code).toBe('insufficient_aal');

    const un = await c.auth.mfa.unenroll({ factorId });
    expect(un.error).toBeNull();
    const refreshed = await c.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session?.access_token as string).aal).toBe('aal1');
    expect((await c.auth.mfa.listFactors()).data?.all).toEqual([]);
  });

  it('spends a TOTP code once, a challenge at the first wrong code, and limits wrong codes per user', async () => {
    const email = uniqueEmail('mfa-guard');
    const c = await signUpConfirmed(stack, email, 'Client#2026');
    await c.auth.signInWithPassword({ email, password: 'Client#2026' });
    const enrolled = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    const secret = enrolled.data?.type === 'totp' ? enrolled.data.totp.secret : '';
    const generator = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
    const factorId = enrolled.data?.id as string;
    const code = generator.generate();
    expect((await c.auth.mfa.challengeAndVerify({ factorId, code })).error).toBeNull();

    // The same code again, from a second password-only session: refused (RFC 6238 §5.2).
    const other = client(stack);
    await other.auth.signInWithPassword({ email, password: 'Client#2026' });
    const replay = await other.auth.mfa.challengeAndVerify({ factorId, code });
    expect(replay.error?.code).toBe('mfa_verification_failed');

    // A wrong code spends its challenge: the right code on it is then refused too.
    const challenge = await other.auth.mfa.challenge({ factorId });
    const challengeId = challenge.data?.id as string;
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await other.auth.mfa.verify({ factorId, challengeId, code: wrongCode })).error?.code).toBe(
      'mfa_verification_failed',
    );
    const spent = await other.auth.mfa.verify({ factorId, challengeId, code: generator.generate() });
    expect(spent.error?.code).toBe('mfa_factor_not_found');

    // Two wrong codes so far (the replay and the one above); the limit is 10 per 5 minutes.
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const result = await other.auth.mfa.challengeAndVerify({ factorId, code: wrongCode });
      statuses.push(result.error?.status ?? 200);
    }
    expect(statuses.slice(0, 8).every((status) => status === 422)).toBe(true);
    expect(statuses[8]).toBe(429);
  });

  it('answers the spec errors with GoTrue statuses, codes and client error classes', async () => {
    const c = client(stack);
    const bad = await c.auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'Whatever#1' });
    expect(bad.error).toBeInstanceOf(AuthApiError);
    expect(bad.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });

    const weak = await c.auth.signUp({ email: uniqueEmail('weak'), password: 'short' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe('weak_password');
    expect((weak.error as AuthWeakPasswordError).reasons).toEqual(['length', 'characters']);
    const noSymbol = await c.auth.signUp({ email: uniqueEmail('weak'), password: 'Abcdefgh1' });
    expect((noSymbol.error as AuthWeakPasswordError).reasons).toEqual(['characters']);

    const forged = await new SignJWT({ sub: '00000000-0000-4000-8000-000000000000', role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-entirely-another-secret'));
    const invalid = await c.auth.getUser(forged);
    expect(invalid.error).toBeInstanceOf(AuthApiError);
    expect(invalid.error).toMatchObject({ status: 403, code: 'bad_jwt' });
    expect(invalid.error?.message).toMatch(/^invalid JWT: unable to parse or verify signature, /);

    const missing = await c.auth.getUser();
    expect(missing.error).toBeInstanceOf(AuthSessionMissingError);
    expect(missing.error?.message).toBe('Auth session missing!');

    const offline = createClient('http://127.0.0.1:9', stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const net = await offline.auth.signInWithPassword({ email: 'a@b.qa', password: 'x' });
    expect(net.error).toBeInstanceOf(AuthRetryableFetchError);
    expect(net.error?.status).toBe(0);

    // A database failure on sign-up (a broken trigger on auth.users) is GoTrue's 500: retryable for the client.
    await stack.db.exec(`
      create or replace function public.reject_signup() returns trigger language plpgsql as $$
      begin if new.email like 'explode%' then raise exception 'profile insert failed'; end if; return new; end $$;
      drop trigger if exists reject_signup on auth.users;
      create trigger reject_signup before insert on auth.users for each row execute function public.reject_signup();`);
    const boom = await c.auth.signUp({ email: uniqueEmail('explode'), password: 'Client#2026' });
    expect(boom.error).toBeInstanceOf(AuthRetryableFetchError);
    expect(boom.error?.status).toBe(500);

    const noKey = await fetch(`${stack.url}/auth/v1/settings`);
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toMatchObject({ message: 'No API key found in request' });
    const settings = await (
      await fetch(`${stack.url}/auth/v1/settings`, { headers: { apikey: stack.anonKey } })
    ).json();
    expect(settings).toMatchObject({
      external: { email: true, google: true, github: false },
      mailer_autoconfirm: false,
    });
    const jwks = await (await fetch(`${stack.url}/auth/v1/.well-known/jwks.json`)).json();
    expect(jwks).toEqual({ keys: [] });

    const malformed = await fetch(`${stack.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'bad_json' });
  });

  it('answers bad input with 4xx in GoTrue shape, never a 5xx', async () => {
    const post = (path: string, body: string, key = stack.anonKey) =>
      fetch(`${stack.url}/auth/v1${path}`, {
        method: 'POST',
        headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body,
      });
    const cases: Array<[string, string, number, string]> = [
      ['/signup', JSON.stringify({ email: 123, password: 'Client#2026' }), 400, 'bad_json'],
      ['/signup', '[1,2]', 400, 'bad_json'],
      ['/signup', JSON.stringify({ email: 'a@b.qa', password: 'Client#2026', data: 'x' }), 400, 'bad_json'],
      [
        '/signup',
        JSON.stringify({ email: uniqueEmail('nul'), password: 'Client#2026', data: { n: 'a\u0000b' } }),
        400,
        'bad_json',
      ],
      [
        '/signup',
        JSON.stringify({ email: 'not an email', password: 'Client#2026' }),
        400,
        'email_address_invalid',
      ],
      [
        '/signup',
        JSON.stringify({ email: 'x@y.qa', password: `Aa1#${'x'.repeat(80)}` }),
        422,
        'validation_failed',
      ],
      ['/signup', JSON.stringify({}), 422, 'anonymous_provider_disabled'],
      ['/token?grant_type=password', JSON.stringify({ password: 'x' }), 400, 'validation_failed'],
      ['/token?grant_type=refresh_token', JSON.stringify({}), 400, 'validation_failed'],
      [
        '/token?grant_type=pkce',
        JSON.stringify({ auth_code: 'nope', code_verifier: 'x'.repeat(50) }),
        404,
        'flow_state_not_found',
      ],
      ['/token?grant_type=magic', JSON.stringify({}), 400, 'invalid_credentials'],
      ['/verify', JSON.stringify({ type: 'signup', token_hash: "' or 1=1 --" }), 403, 'otp_expired'],
      ['/verify', JSON.stringify({ type: 'bogus', token_hash: 'x' }), 400, 'validation_failed'],
      [
        '/recover',
        JSON.stringify({ email: 'a@b.qa', code_challenge: 'short', code_challenge_method: 's256' }),
        400,
        'validation_failed',
      ],
      ['/otp', JSON.stringify({ email: 'a@b.qa', create_user: 'maybe' }), 400, 'bad_json'],
    ];
    for (const [path, body, status, code] of cases) {
      const res = await post(path, body);
      expect({ path, body, status: res.status }).toEqual({ path, body, status });
      expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      expect(await res.json()).toMatchObject({ code, error_code: code });
    }
    const huge = await post('/signup', JSON.stringify({ email: 'a@b.qa', password: 'x'.repeat(2_000_000) }));
    expect(huge.status).toBe(413);
    const admin = await fetch(`${stack.url}/auth/v1/admin/users/not-a-uuid`, {
      headers: { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}` },
    });
    expect(admin.status).toBe(404);
    const page = await fetch(`${stack.url}/auth/v1/admin/users?page=99999999999999999999&per_page=-5`, {
      headers: { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}` },
    });
    expect(page.status).toBe(200);
    const badVerify = await fetch(
      `${stack.url}/auth/v1/verify?type=signup&token=%00&redirect_to=javascript:alert(1)`,
      {
        redirect: 'manual',
      },
    );
    expect(badVerify.status).toBe(400);
    const junkRedirect = await fetch(
      `${stack.url}/auth/v1/verify?type=signup&token=abc&redirect_to=${encodeURIComponent('javascript:alert(1)')}`,
      { redirect: 'manual' },
    );
    expect(junkRedirect.status).toBe(303);
    expect(
      junkRedirect.headers.get('location')?.startsWith(`${APP}?error=`) ||
        junkRedirect.headers.get('location')?.startsWith(`${APP}#`),
    ).toBe(true);
    const anonymous = await client(stack).auth.signInAnonymously();
    expect(anonymous.error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' });
  });

  it('hides existing accounts on sign-up and rejects a same or weak new password', async () => {
    const email = uniqueEmail('exists');
    const c = await signUpConfirmed(stack, email, 'Client#2026');
    const again = await client(stack).auth.signUp({ email, password: 'Other#2026' });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user?.identities).toEqual([]);

    await c.auth.signInWithPassword({ email, password: 'Client#2026' });
    const same = await c.auth.updateUser({ password: 'Client#2026' });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const weak = await c.auth.updateUser({ password: 'weakpass' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    const meta = await c.auth.updateUser({ data: { company: 'Al Noor Trading', full_name: null } });
    expect(meta.error).toBeNull();
    expect(meta.data.user?.user_metadata.company).toBe('Al Noor Trading');
    expect(meta.data.user?.user_metadata).not.toHaveProperty('full_name');
  });

  it('changes the email once both links of the secure email change are followed', async () => {
    const email = uniqueEmail('old');
    const next = uniqueEmail('new');
    const c = await signUpConfirmed(stack, email, 'Client#2026');
    await c.auth.signInWithPassword({ email, password: 'Client#2026' });
    const asked = await c.auth.updateUser({ email: next }, { emailRedirectTo: `${APP}/settings` });
    expect(asked.error).toBeNull();
    expect(asked.data.user?.email).toBe(email);
    expect(asked.data.user?.new_email).toBe(next);
    const toNew = await lastMail(stack, next);
    const toCurrent = await lastMail(stack, email);
    expect(toNew.mail.subject).toBe('Confirm Email Change');
    expect(toCurrent.mail.subject).toBe('Confirm Email Change');
    expect(toCurrent.link).not.toBe(toNew.link);

    const first = await follow(toNew.link);
    expect(first.status).toBe(303);
    expect(first.location.startsWith(`${APP}/settings#message=`)).toBe(true);
    expect(first.fragment.get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    );
    expect(first.fragment.get('access_token')).toBeNull();
    expect((await c.auth.getUser()).data.user?.email).toBe(email);

    const second = await follow(toCurrent.link);
    expect(second.location.startsWith(`${APP}/settings#access_token=`)).toBe(true);
    expect(second.fragment.get('type')).toBe('email_change');
    expect(
      (await client(stack).auth.signInWithPassword({ email: next, password: 'Client#2026' })).error,
    ).toBeNull();
    expect(
      (await client(stack).auth.signInWithPassword({ email, password: 'Client#2026' })).error?.code,
    ).toBe('invalid_credentials');
    const { data } = await c.auth.getUser();
    expect(data.user?.email).toBe(next);
    expect(data.user?.new_email).toBeUndefined();
  });

  it('offers the admin endpoints to the service role only', async () => {
    const admin = client(stack, stack.serviceRoleKey).auth.admin;
    const email = uniqueEmail('admin-made');
    const created = await admin.createUser({
      email,
      password: 'Client#2026',
      email_confirm: true,
      user_metadata: { full_name: 'Made By Admin' },
      app_metadata: { plan: 'demo' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user?.id as string;
    expect(created.data.user?.app_metadata).toMatchObject({
      provider: 'email',
      providers: ['email'],
      plan: 'demo',
    });
    expect(
      (await client(stack).auth.signInWithPassword({ email, password: 'Client#2026' })).error,
    ).toBeNull();

    const dup = await admin.createUser({ email, password: 'Client#2026' });
    expect(dup.error).toMatchObject({ status: 422, code: 'email_exists' });

    await admin.createUser({ email: uniqueEmail('admin-made'), password: 'Client#2026' });
    const page = await admin.listUsers({ page: 1, perPage: 1 });
    expect(page.error).toBeNull();
    expect(page.data.users).toHaveLength(1);
    expect((page.data as unknown as { total: number }).total).toBeGreaterThan(2);
    expect((page.data as unknown as { nextPage: number }).nextPage).toBe(2);

    expect((await admin.getUserById(id)).data.user?.email).toBe(email);
    const banned = await admin.updateUserById(id, {
      ban_duration: '24h',
      user_metadata: { position: 'CEO' },
    });
    expect(banned.error).toBeNull();
    expect(banned.data.user?.user_metadata).toMatchObject({ full_name: 'Made By Admin', position: 'CEO' });
    const refused = await client(stack).auth.signInWithPassword({ email, password: 'Client#2026' });
    expect(refused.error?.code).toBe('user_banned');
    await admin.updateUserById(id, { ban_duration: 'none' });
    expect(
      (await client(stack).auth.signInWithPassword({ email, password: 'Client#2026' })).error,
    ).toBeNull();

    const magic = await admin.generateLink({
      type: 'magiclink',
      email,
      options: { redirectTo: `${APP}/dashboard` },
    });
    expect(magic.error).toBeNull();
    expect(magic.data.properties?.verification_type).toBe('magiclink');
    const landed = await follow(magic.data.properties?.action_link as string);
    expect(landed.location.startsWith(`${APP}/dashboard#access_token=`)).toBe(true);

    const invited = uniqueEmail('invited');
    const inv = await admin.inviteUserByEmail(invited, { data: { full_name: 'Invited Person' } });
    expect(inv.error).toBeNull();
    expect(inv.data.user?.invited_at).toBeTruthy();
    const invite = await lastMail(stack, invited);
    expect(invite.mail.subject).toBe('You have been invited');
    expect((await follow(invite.link)).fragment.get('type')).toBe('invite');

    expect((await admin.deleteUser(id)).error).toBeNull();
    const gone = await admin.getUserById(id);
    expect(gone.error).toMatchObject({ status: 404, code: 'user_not_found' });

    const notAdmin = await client(stack).auth.admin.listUsers();
    expect(notAdmin.error).toMatchObject({ status: 403, code: 'not_admin' });
  });

  it('signs in with an email OTP, resends, reauthenticates with a nonce, and never consumes links on HEAD', async () => {
    const email = uniqueEmail('otp');
    const c = client(stack);
    expect(
      (await c.auth.signInWithOtp({ email, options: { emailRedirectTo: `${APP}/dashboard` } })).error,
    ).toBeNull();
    const first = await lastMail(stack, email);
    expect(first.mail.subject).toBe('Confirm Your Signup');
    const resend = await c.auth.resend({ type: 'signup', email });
    expect(resend.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    const verified = await c.auth.verifyOtp({ email, token: first.code, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();

    const none = await client(stack).auth.signInWithOtp({
      email: uniqueEmail('none'),
      options: { shouldCreateUser: false },
    });
    expect(none.error).toMatchObject({ status: 422, code: 'otp_disabled' });

    expect((await client(stack).auth.signInWithOtp({ email })).error).toBeNull();
    const magic = await lastMail(stack, email);
    expect(magic.mail.subject).toBe('Your Magic Link');
    expect((await fetch(magic.link, { method: 'HEAD', redirect: 'manual' })).status).toBe(405);
    expect((await follow(magic.link)).fragment.get('type')).toBe('magiclink');

    expect((await c.auth.reauthenticate()).error).toBeNull();
    const reauth = await lastMail(stack, email);
    expect(reauth.mail.subject).toBe('Confirm Reauthentication');
    const wrongNonce = reauth.code === '000000' ? '111111' : '000000';
    const bad = await c.auth.updateUser({ password: 'Nonce#2026', nonce: wrongNonce });
    expect(bad.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
    expect((await c.auth.updateUser({ password: 'Nonce#2026', nonce: reauth.code })).error).toBeNull();
    expect((await client(stack).auth.signInWithPassword({ email, password: 'Nonce#2026' })).error).toBeNull();
  });

  it('generates signup, recovery and email-change links for the admin without sending mail', async () => {
    const admin = client(stack, stack.serviceRoleKey).auth.admin;
    const email = uniqueEmail('generated');
    const signupLink = await admin.generateLink({ type: 'signup', email, password: 'Client#2026' });
    expect(signupLink.error).toBeNull();
    expect(signupLink.data.properties?.verification_type).toBe('signup');
    expect(signupLink.data.user?.email).toBe(email);
    expect(await stack.mailbox(email)).toEqual([]);
    expect((await follow(signupLink.data.properties?.action_link as string)).status).toBe(303);
    expect(
      (await client(stack).auth.signInWithPassword({ email, password: 'Client#2026' })).error,
    ).toBeNull();

    const recovery = await admin.generateLink({ type: 'recovery', email });
    const otp = recovery.data.properties?.email_otp as string;
    expect(otp).toMatch(/^\d{6}$/);
    const viaOtp = await client(stack).auth.verifyOtp({ email, token: otp, type: 'recovery' });
    expect(viaOtp.error).toBeNull();

    const next = uniqueEmail('generated-new');
    // Secure email change: one link per address; the change happens when both were followed.
    const change = await admin.generateLink({ type: 'email_change_new', email, newEmail: next });
    expect(change.error).toBeNull();
    expect(change.data.properties?.verification_type).toBe('email_change');
    const current = await admin.generateLink({ type: 'email_change_current', email, newEmail: next });
    expect(
      (await follow(change.data.properties?.action_link as string)).fragment.get('message'),
    ).toBeTruthy();
    expect((await follow(current.data.properties?.action_link as string)).fragment.get('type')).toBe(
      'email_change',
    );
    expect((await admin.getUserById(change.data.user?.id as string)).data.user?.email).toBe(next);

    const missing = await admin.generateLink({ type: 'magiclink', email: uniqueEmail('missing') });
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('lets the admin list and delete MFA factors; manual identity linking is off as on GoTrue', async () => {
    const email = uniqueEmail('factors');
    const c = await signUpConfirmed(stack, email, 'Client#2026');
    const { data } = await c.auth.signInWithPassword({ email, password: 'Client#2026' });
    const enrolled = await c.auth.mfa.enroll({ factorType: 'totp' });
    const admin = client(stack, stack.serviceRoleKey).auth.admin;
    const listed = await admin.mfa.listFactors({ userId: data.user?.id as string });
    expect(listed.data?.factors.map((f) => f.id)).toEqual([enrolled.data?.id]);
    const deleted = await admin.mfa.deleteFactor({
      userId: data.user?.id as string,
      id: enrolled.data?.id as string,
    });
    expect(deleted.error).toBeNull();
    expect((await admin.mfa.listFactors({ userId: data.user?.id as string })).data?.factors).toEqual([]);

    const link = await c.auth.linkIdentity({ provider: 'google', options: { skipBrowserRedirect: true } });
    expect(link.error).toMatchObject({ status: 404, code: 'manual_linking_disabled' });
    const unknown = await fetch(`${stack.url}/auth/v1/nope`, { headers: { apikey: stack.anonKey } });
    expect(unknown.status).toBe(404);
    const wrongMethod = await fetch(`${stack.url}/auth/v1/signup`, { headers: { apikey: stack.anonKey } });
    expect(wrongMethod.status).toBe(405);
  });

  it('signs in users that a hosted-Supabase seed inserted with pgcrypto', async () => {
    const id = '8f9b7c1e-2d3a-4b5c-9d8e-7f6a5b4c3d2e';
    await stack.db.exec(`
      insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
        recovery_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
        confirmation_token, email_change, email_change_token_new, recovery_token)
      values ('00000000-0000-0000-0000-000000000000', '${id}', 'authenticated', 'authenticated', 'seeded@demo.qa',
        extensions.crypt('Client#2026', extensions.gen_salt('bf')), now(), now(), now(),
        '{"provider":"email","providers":["email"]}', '{"full_name":"Seeded Client"}', now(), now(), '', '', '', '');
      insert into auth.identities (id, user_id, provider_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
      values (gen_random_uuid(), '${id}', '${id}', '{"sub":"${id}","email":"seeded@demo.qa"}', 'email', now(), now(), now());
      insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
        raw_user_meta_data, created_at, updated_at)
      values (gen_random_uuid(), 'authenticated', 'authenticated', 'nulls@demo.qa',
        extensions.crypt('Client#2026', extensions.gen_salt('bf', 6)), now(), '{}', '{}', now(), now());`);
    const { data, error } = await client(stack).auth.signInWithPassword({
      email: 'seeded@demo.qa',
      password: 'Client#2026',
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(id);
    expect(data.user?.identities?.[0]?.identity_data?.email).toBe('seeded@demo.qa');
    // The demo accounts of supabase/seed.sql, written exactly as for a hosted project.
    const sara = await client(stack).auth.signInWithPassword({
      email: 'sara@demo.qa',
      password: 'Client#2026',
    });
    expect(sara.error).toBeNull();
    expect(sara.data.user?.user_metadata.full_name).toBe('Sara Al-Kuwari');
    const admin = await client(stack).auth.signInWithPassword({
      email: 'admin@demo.qa',
      password: 'Admin#2026',
    });
    expect(admin.error).toBeNull();
    const nulls = await client(stack).auth.signInWithPassword({
      email: 'NULLS@demo.qa',
      password: 'Client#2026',
    });
    expect(nulls.error).toBeNull();
  });
});

/** A password sign-in sent from another loopback source address (a second client machine, in effect). */
function signInStatusFrom(localAddress: string, stack: TestStack, email: string, password: string) {
  const url = new URL(`${stack.url}/auth/v1/token?grant_type=password`);
  return new Promise<number>((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ email, password }));
  });
}

describe.each(testEngines())('auth rate limits on %s', (engine) => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startWithAuthEnv(engine, {
      AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '3',
      AUTH_RATE_LIMIT_SIGN_IN_PER_EMAIL: '2',
      AUTH_SECURE_EMAIL_CHANGE: 'false',
    });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('changes the email with the new address link alone when secure email change is off', async () => {
    const admin = client(stack, stack.serviceRoleKey).auth.admin;
    const email = uniqueEmail('single');
    const next = uniqueEmail('single-new');
    await admin.createUser({ email, password: 'Client#2026', email_confirm: true });
    // A session without spending the sign-in budget of this stack: an admin magic link.
    const magic = await admin.generateLink({ type: 'magiclink', email });
    const landed = await follow(magic.data.properties?.action_link as string);
    const c = client(stack);
    await c.auth.setSession({
      access_token: landed.fragment.get('access_token') as string,
      refresh_token: landed.fragment.get('refresh_token') as string,
    });
    expect((await c.auth.updateUser({ email: next })).error).toBeNull();
    expect(await stack.mailbox(email)).toEqual([]);
    const done = await follow((await lastMail(stack, next)).link);
    expect(done.fragment.get('type')).toBe('email_change');
    expect((await c.auth.getUser()).data.user?.email).toBe(next);
  });

  it('limits sign-ins per IP and failures per email with over_request_rate_limit, emails per address', async () => {
    const c = client(stack);
    const first = await c.auth.signInWithPassword({ email: 'x@rate.qa', password: 'Wrong#2026' });
    expect(first.error?.code).toBe('invalid_credentials');
    await c.auth.signInWithPassword({ email: 'x@rate.qa', password: 'Wrong#2026' });
    const perEmail = await c.auth.signInWithPassword({ email: 'x@rate.qa', password: 'Wrong#2026' });
    expect(perEmail.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    // The same address from another client address is not locked out by someone else's guesses.
    expect(await signInStatusFrom('127.0.0.2', stack, 'x@rate.qa', 'Wrong#2026')).toBe(400);
    const perIp = await c.auth.signInWithPassword({ email: 'y@rate.qa', password: 'Wrong#2026' });
    expect(perIp.error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    const signUp = await c.auth.signUp({ email: 'z@rate.qa', password: 'Client#2026' });
    expect(signUp.error?.code).toBe('over_request_rate_limit');

    const admin = client(stack, stack.serviceRoleKey).auth.admin;
    await admin.createUser({ email: 'r@rate.qa', password: 'Client#2026', email_confirm: true });
    expect((await c.auth.resetPasswordForEmail('r@rate.qa')).error).toBeNull();
    const again = await c.auth.resetPasswordForEmail('r@rate.qa');
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    // Unknown addresses are not revealed.
    expect((await c.auth.resetPasswordForEmail('nobody@rate.qa')).error).toBeNull();
  });
});

describe.each(testEngines())('auth with AUTH_AUTOCONFIRM on %s', (engine) => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startWithAuthEnv(engine, {}, { AUTH_AUTOCONFIRM: 'true' });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('signs up straight into a session without mail, and refuses the same address again', async () => {
    const email = uniqueEmail('auto');
    const c = client(stack);
    const { data, error } = await c.auth.signUp({
      email,
      password: 'Client#2026',
      options: { data: { full_name: 'Noor Auto' } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(await stack.mailbox(email)).toEqual([]);
    expect((await c.auth.getUser()).data.user?.email).toBe(email);
    // The app's profile trigger ran, and RLS lets the new user read it.
    const profile = await c.from('profiles').select('full_name').single();
    expect(profile.data).toEqual({ full_name: 'Noor Auto' });

    const again = await client(stack).auth.signUp({ email, password: 'Other#2026x' });
    expect(again.error).toMatchObject({ status: 422, code: 'user_already_exists' });
    expect(
      (await client(stack).auth.signInWithPassword({ email, password: 'Client#2026' })).error,
    ).toBeNull();
  });
});

describe.each(testEngines())('auth with the demo doors off on %s', (engine) => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startWithAuthEnv(engine, {}, { DEMO_DOORS: 'off' });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('has no Google stand-in and no mailbox', async () => {
    const c = client(stack);
    const { data, error } = await c.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: `${APP}/oauth/callback`, skipBrowserRedirect: true },
    });
    const answer = await fetch(data.url as string, { redirect: 'manual' });
    expect(error).toBeNull();
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ msg: 'Unsupported provider: provider is not enabled' });
    const standin = await fetch(`${stack.url}/auth/v1/standin/google?state=x`);
    expect(standin.status).toBe(400);
    const mailbox = await fetch(`${stack.url}/mailbox/api/messages`);
    expect(mailbox.status).toBe(404);
  });
});

describe.each(testEngines())('auth resend on %s', (engine) => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startWithAuthEnv(engine, { AUTH_EMAIL_MAX_FREQUENCY: '1' });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('resends the sign-up confirmation once the interval has passed; only the newest link confirms', async () => {
    const email = uniqueEmail('resend');
    const c = client(stack);
    expect((await c.auth.signUp({ email, password: 'Client#2026' })).error).toBeNull();
    const first = await lastMail(stack, email);
    await sleep(1100); // AUTH_EMAIL_MAX_FREQUENCY: one mail of a kind per address per second here
    expect((await c.auth.resend({ type: 'signup', email })).error).toBeNull();
    const second = await lastMail(stack, email);
    expect(await stack.mailbox(email)).toHaveLength(2);
    expect(second.mail.subject).toBe('Confirm Your Signup');
    expect(second.link).not.toBe(first.link);

    expect((await follow(first.link)).fragment.get('error_code')).toBe('otp_expired');
    const confirmed = await follow(second.link);
    expect(confirmed.status).toBe(303);
    expect(confirmed.fragment.get('access_token')).toBeTruthy();
    expect(
      (await client(stack).auth.signInWithPassword({ email, password: 'Client#2026' })).error,
    ).toBeNull();
  });
});
