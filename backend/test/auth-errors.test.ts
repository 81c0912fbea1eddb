/**
 * /auth/v1 answering wrong input: GoTrue statuses, codes and client error classes, 4xx in GoTrue
 * shape and never a 5xx, and sign-up that does not reveal existing accounts; both engines.
 */
import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
  AuthWeakPasswordError,
  createClient,
} from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { APP, client, signUpConfirmed, startWithAuthEnv, uniqueEmail } from './auth-support.ts';
import { type TestStack, testEngines } from './harness.ts';

describe.each(testEngines())('auth errors on %s', (engine) => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startWithAuthEnv(engine, { AUTH_REFRESH_TOKEN_REUSE_INTERVAL: '2' });
  });
  afterAll(async () => {
    await stack?.stop();
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
});
