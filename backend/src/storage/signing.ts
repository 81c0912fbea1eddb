/**
 * Signed URLs as hosted Storage makes them: a JWT signed with the project's JWT secret, carrying the
 * object's `bucket/key` (and, for an upload, who uploads and whether it may overwrite). Whether the
 * caller may read or write is checked when the URL is made; the URL itself then works for anyone
 * holding it until it expires. These tokens have no role, so they are never accepted as API keys.
 */
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { StackConfig } from '../config.ts';
import { errors } from './errors.ts';

/** Hosted Storage's lifetime of a signed upload URL (2 hours). */
export const SIGNED_UPLOAD_SECONDS = 2 * 60 * 60;
/** The longest a signed URL may live here (a year; hosted Storage accepts any positive integer). */
const MAX_EXPIRES_IN = 365 * 24 * 60 * 60;

export interface SignedPayload {
  url: string;
  /** 'upload' tokens also carry the owner and upsert; a download token cannot upload and vice versa. */
  kind: 'download' | 'upload';
  owner?: string | null;
  upsert?: boolean;
}

export function checkExpiresIn(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_EXPIRES_IN) {
    throw errors.invalidRequest(`body/expiresIn must be an integer between 1 and ${MAX_EXPIRES_IN}`);
  }
  return value;
}

export async function sign(config: StackConfig, payload: SignedPayload, expiresIn: number): Promise<string> {
  return new SignJWT({ ...payload })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
    .sign(new TextEncoder().encode(config.jwtSecret));
}

/** The token of a signed URL, checked against the object it is used for. */
export async function verifySigned(
  config: StackConfig,
  token: string | null,
  url: string,
  kind: SignedPayload['kind'],
): Promise<SignedPayload> {
  if (!token) throw errors.invalidRequest("querystring must have required property 'token'");
  let payload: Record<string, unknown>;
  try {
    payload = (await jwtVerify(token, new TextEncoder().encode(config.jwtSecret), { algorithms: ['HS256'] }))
      .payload;
  } catch (e) {
    if (e instanceof joseErrors.JWTExpired) throw errors.expiredToken();
    throw errors.invalidSignature();
  }
  if (payload.url !== url || payload.kind !== kind) {
    throw errors.invalidSignature('Invalid signature: the token is for another object');
  }
  return payload as unknown as SignedPayload;
}
