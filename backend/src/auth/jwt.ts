import type { IncomingMessage } from 'node:http';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { StackConfig } from '../config.ts';
import { forbidden, unauthorized } from './errors.ts';

export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** GoTrue's AccessTokenClaims (`internal/tokens/service.go`), in its field order. */
export interface AccessTokenClaims {
  aud: string;
  exp: number;
  iat: number;
  iss: string;
  sub: string;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: string;
  aal: string;
  amr: AmrEntry[];
  session_id: string;
  is_anonymous: boolean;
}

export interface ClaimsSource {
  userId: string;
  aud: string;
  role: string;
  email: string;
  phone: string;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  isAnonymous: boolean;
  sessionId: string;
  aal: string;
  amr: AmrEntry[];
}

const encoder = new TextEncoder();

export function issuer(config: StackConfig): string {
  return `${config.publicUrl.replace(/\/+$/, '')}/auth/v1`;
}

export async function signAccessToken(
  config: StackConfig,
  src: ClaimsSource,
): Promise<{ token: string; expiresAt: number; claims: AccessTokenClaims }> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + config.jwtExpiry;
  const claims: AccessTokenClaims = {
    aud: src.aud || 'authenticated',
    exp,
    iat,
    iss: issuer(config),
    sub: src.userId,
    email: src.email,
    phone: src.phone,
    app_metadata: src.appMetadata,
    user_metadata: src.userMetadata,
    role: src.role || 'authenticated',
    aal: src.aal,
    amr: src.amr,
    session_id: src.sessionId,
    is_anonymous: src.isAnonymous,
  };
  const token = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(encoder.encode(config.jwtSecret));
  return { token, expiresAt: exp, claims };
}

/** Signs a short-lived internal JWT (OAuth `state`), as GoTrue signs its ExternalProviderClaims. */
export async function signInternal(
  config: StackConfig,
  payload: Record<string, unknown>,
  ttlSeconds: number,
) {
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...payload })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(encoder.encode(config.jwtSecret));
}

export async function verifyInternal(
  config: StackConfig,
  token: string,
): Promise<Record<string, unknown> | null> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(config.jwtSecret), { algorithms: ['HS256'] });
    return payload as Record<string, unknown>;
  } catch {
    return null;
  }
}

export function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const m = /^bearer\s+(\S+)\s*$/i.exec(header);
  return m?.[1] ?? null;
}

/** Go's jwt library wording, which GoTrue puts after "invalid JWT: unable to parse or verify signature, ". */
function goJwtReason(e: unknown): string {
  if (e instanceof joseErrors.JWTExpired) return 'token has invalid claims: token is expired';
  if (e instanceof joseErrors.JWTClaimValidationFailed) return `token has invalid claims: ${e.message}`;
  if (e instanceof joseErrors.JWSSignatureVerificationFailed) {
    return 'token signature is invalid: signature is invalid';
  }
  if (e instanceof joseErrors.JOSEAlgNotAllowed) return 'token is unverifiable: signing method is invalid';
  return 'token is malformed: could not parse the token';
}

/**
 * The verified claims of the request's Bearer token — GoTrue's `requireAuthentication`: 401 no_authorization
 * without one, 403 bad_jwt when it does not verify.
 */
export async function requireClaims(
  req: IncomingMessage,
  config: StackConfig,
): Promise<Record<string, unknown>> {
  const token = bearerToken(req);
  if (!token) throw unauthorized('no_authorization', 'This endpoint requires a valid Bearer token');
  try {
    const { payload } = await jwtVerify(token, encoder.encode(config.jwtSecret), { algorithms: ['HS256'] });
    return payload as Record<string, unknown>;
  } catch (e) {
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${goJwtReason(e)}`);
  }
}
