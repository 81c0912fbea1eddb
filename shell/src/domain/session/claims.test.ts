import { describe, expect, it } from 'vitest';
import { decodeClaims, isRecoverySession, needsSecondFactor, signedInAt } from './claims.ts';

function token(claims: object): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

const verifiedFactor = { id: 'f', status: 'verified', factor_type: 'totp' };

describe('reading the access token', () => {
  it('decodes the payload (base64url, UTF-8)', () => {
    expect(decodeClaims(token({ sub: 'u', aal: 'aal2', name: 'سارة' }))).toMatchObject({
      sub: 'u',
      aal: 'aal2',
    });
  });

  it('gives nothing for something that is not a JWT', () => {
    expect(decodeClaims('garbage')).toEqual({});
    expect(decodeClaims('a.!!!.c')).toEqual({});
  });

  it('owes a second factor only for an aal1 session of a user with a verified factor', () => {
    const aal1 = token({ aal: 'aal1' });
    const aal2 = token({ aal: 'aal2' });
    expect(needsSecondFactor({ access_token: aal1, user: { factors: [verifiedFactor] } as never })).toBe(
      true,
    );
    expect(needsSecondFactor({ access_token: aal2, user: { factors: [verifiedFactor] } as never })).toBe(
      false,
    );
    expect(needsSecondFactor({ access_token: aal1, user: { factors: [] } as never })).toBe(false);
    expect(
      needsSecondFactor({
        access_token: aal1,
        user: { factors: [{ ...verifiedFactor, status: 'unverified' }] } as never,
      }),
    ).toBe(false);
  });

  it('takes the sign-in time from the earliest authentication method', () => {
    const access_token = token({
      amr: [
        { method: 'totp', timestamp: 1_700_000_900 },
        { method: 'password', timestamp: 1_700_000_000 },
      ],
    });
    expect(signedInAt({ access_token })).toBe(1_700_000_000_000);
  });

  it("falls back to the user's last sign-in, else unknown", () => {
    const access_token = token({});
    expect(signedInAt({ access_token, user: { last_sign_in_at: '2026-01-01T00:00:00Z' } as never })).toBe(
      Date.parse('2026-01-01T00:00:00Z'),
    );
    expect(signedInAt({ access_token })).toBeNull();
  });

  it('recognises a session opened by a password-reset link', () => {
    expect(isRecoverySession({ access_token: token({ amr: [{ method: 'recovery', timestamp: 1 }] }) })).toBe(
      true,
    );
    expect(isRecoverySession({ access_token: token({ amr: [{ method: 'password', timestamp: 1 }] }) })).toBe(
      false,
    );
  });
});
