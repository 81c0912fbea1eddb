import type { IncomingMessage } from 'node:http';
import { jwtVerify } from 'jose';
import type { StackConfig } from '../config.ts';
import type { RequestIdentity } from '../db/port.ts';

export type IdentityResult =
  | { ok: true; identity: RequestIdentity; token: string }
  | { ok: false; reason: 'missing' | 'invalid' | 'expired'; message: string };

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

/** Verifies an HS256 Supabase JWT (anon key, service key or a user access token). */
export async function verifyToken(token: string, config: StackConfig): Promise<IdentityResult> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(config.jwtSecret), {
      algorithms: ['HS256'],
    });
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
  config: StackConfig,
): Promise<IdentityResult> {
  const auth = req.headers.authorization;
  const bearer = auth?.toLowerCase().startsWith('bearer ') ? auth.slice(7).trim() : undefined;
  const apikey = typeof req.headers.apikey === 'string' ? req.headers.apikey : undefined;
  const token = bearer || apikey;
  if (!token) return { ok: false, reason: 'missing', message: 'No API key found in request' };
  return verifyToken(token, config);
}
