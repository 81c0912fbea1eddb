import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';

export const uuid = () => randomUUID();

/** GoTrue's `crypto.GenerateTokenHash`: hex sha224 of the address followed by the OTP. */
export function tokenHash(emailOrPhone: string, otp: string): string {
  return createHash('sha224')
    .update(emailOrPhone + otp)
    .digest('hex');
}

/** A numeric one-time password of `length` digits (GoTrue's `crypto.GenerateOtp`). */
export function generateOtp(length = 6): string {
  let s = '';
  for (let i = 0; i < length; i++) s += String(randomInt(10));
  return s;
}

/** An opaque refresh token, URL-safe. */
export function secureToken(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

/** RFC 7636 S256 challenge of a verifier: base64url(sha256(verifier)) without padding. */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export const PKCE_PREFIX = 'pkce_';
