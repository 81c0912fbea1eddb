/**
 * /auth/v1 second factor (TOTP: enrol, challenge, verify at aal2, one use per code, limits) through
 * the real supabase-js client, on PGlite and on PostgreSQL (TEST_ENGINES).
 */
import { decodeJwt } from 'jose';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signUpConfirmed, startWithAuthEnv, uniqueEmail } from './auth-support.ts';
import { type TestStack, testEngines } from './harness.ts';

describe.each(testEngines())('auth second factor on %s', (engine) => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startWithAuthEnv(engine, { AUTH_REFRESH_TOKEN_REUSE_INTERVAL: '2' });
  });
  afterAll(async () => {
    await stack?.stop();
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
});
