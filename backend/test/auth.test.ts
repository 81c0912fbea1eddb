/**
 * The GoTrue-compatible /auth/v1 driven by the real supabase-js client against the real server, on PGlite
 * and on PostgreSQL (TEST_ENGINES): sign-up and confirmation, sessions and refresh-token rotation,
 * sign-out, password recovery and the Google flows. Waits in here are protocol intervals (the
 * refresh-token reuse window), never assertions on how long something took. The other auth*.test.ts
 * files cover the second factor, errors, admin endpoints and other settings.
 */
import { AuthApiError, AuthSessionMissingError, type Session } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP,
  client,
  follow,
  lastMail,
  signUpConfirmed,
  sleep,
  startWithAuthEnv,
  uniqueEmail,
} from './auth-support.ts';
import { type TestStack, testEngines } from './harness.ts';

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
});
