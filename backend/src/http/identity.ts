import type { IncomingMessage } from 'node:http';
import { createRemoteJWKSet, decodeProtectedHeader, type JWTPayload, jwtVerify } from 'jose';
import type { StackConfig } from '../config.ts';
import type { RequestIdentity } from '../db/port.ts';

export type IdentityResult =
  | { ok: true; identity: RequestIdentity; token: string }
  | { ok: false; reason: 'missing' | 'invalid' | 'expired'; message: string };

const ROLES = new Set(['anon', 'authenticated', 'service_role']);
/** The asymmetric algorithms hosted Supabase signs with (its JWT signing keys: ES256, RS256, EdDSA). */
const ASYMMETRIC = ['ES256', 'RS256', 'EdDSA'];

/** One key set per JWKS URL: jose caches the keys and refetches on an unknown `kid` (key rotation). */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySet(url: string) {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { cooldownDuration: 30_000, cacheMaxAge: 600_000 });
    keySets.set(url, set);
  }
  return set;
}

type VerifierConfig = Pick<StackConfig, 'jwtSecret'> &
  Partial<Pick<StackConfig, 'jwksUrl' | 'publishableKeys'>>;

async function verifySignature(token: string, config: VerifierConfig): Promise<JWTPayload> {
  const { alg } = decodeProtectedHeader(token);
  if (alg !== 'HS256' && config.jwksUrl) {
    return (await jwtVerify(token, keySet(config.jwksUrl), { algorithms: ASYMMETRIC })).payload;
  }
  const secret = new TextEncoder().encode(config.jwtSecret);
  return (await jwtVerify(token, secret, { algorithms: ['HS256'] })).payload;
}

/**
 * Verifies a Supabase JWT (anon key, service key or a user access token): HS256 with the project's JWT
 * secret, or, when `jwksUrl` is set (a hosted project with asymmetric signing keys), ES256/RS256/EdDSA
 * with the project's published keys. A hosted project's publishable key (not a JWT) means anon.
 */
export async function verifyToken(token: string, config: VerifierConfig): Promise<IdentityResult> {
  if (config.publishableKeys?.includes(token)) {
    return { ok: true, identity: { role: 'anon', claims: { role: 'anon' } }, token };
  }
  try {
    const payload = await verifySignature(token, config);
    const role = typeof payload.role === 'string' && ROLES.has(payload.role) ? payload.role : null;
    if (!role) return { ok: false, reason: 'invalid', message: 'JWT role is missing or unknown' };
    return {
      ok: true,
      identity: { role: role as RequestIdentity['role'], claims: payload as Record<string, unknown> },
      token,
    };
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'ERR_JWT_EXPIRED') return { ok: false, reason: 'expired', message: 'JWT expired' };
    return { ok: false, reason: 'invalid', message: (e as Error).message };
  }
}

/**
 * The identity of a REST/API request the way supabase-js sends it: `Authorization: Bearer <user token
 * or key>`, falling back to the `apikey` header.
 */
export async function identityFromRequest(
  req: IncomingMessage,
  config: VerifierConfig,
): Promise<IdentityResult> {
  const auth = req.headers.authorization;
  const bearer = auth?.toLowerCase().startsWith('bearer ') ? auth.slice(7).trim() : undefined;
  const apikey = typeof req.headers.apikey === 'string' ? req.headers.apikey : undefined;
  const token = bearer || apikey;
  if (!token) return { ok: false, reason: 'missing', message: 'No API key found in request' };
  return verifyToken(token, config);
}
