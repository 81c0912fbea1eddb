/**
 * /auth/v1 under other settings, each on a stack of its own: rate limits per address and per email,
 * AUTH_AUTOCONFIRM, the demo doors off, and resending a confirmation; both engines.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP, client, follow, lastMail, sleep, startWithAuthEnv, uniqueEmail } from './auth-support.ts';
import { type TestStack, testEngines } from './harness.ts';

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
