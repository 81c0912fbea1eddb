/**
 * /auth/v1 beyond the sign-in: email change, email OTP and reauthentication, the admin endpoints
 * (service role only: users, generated links, MFA factors) and users a hosted-Supabase seed inserted;
 * both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP,
  client,
  follow,
  lastMail,
  signUpConfirmed,
  startWithAuthEnv,
  uniqueEmail,
} from './auth-support.ts';
import { type TestStack, testEngines } from './harness.ts';

describe.each(testEngines())('auth email change and admin on %s', (engine) => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startWithAuthEnv(engine, { AUTH_REFRESH_TOKEN_REUSE_INTERVAL: '2' });
  });
  afterAll(async () => {
    await stack?.stop();
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
