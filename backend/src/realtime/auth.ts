import { decodeJwt, decodeProtectedHeader } from 'jose';
import type { StackConfig } from '../config.ts';
import type { RequestIdentity } from '../db/port.ts';
import { verifyToken } from '../http/identity.ts';

export type ChannelAuth =
  | { ok: true; identity: RequestIdentity; token: string /** epoch seconds */; exp?: number }
  /** `message` is the text Realtime itself uses; `code` prefixes it in join error replies. */
  | { ok: false; code: string; message: string };

/**
 * Verifies the token a channel runs as (the `access_token` of phx_join / access_token pushes, or the
 * socket's apikey) and phrases failures the way Supabase Realtime does
 * (`RealtimeWeb.ChannelsAuthorization`), so clients see the same messages.
 */
export async function authorizeChannelToken(token: string, config: StackConfig): Promise<ChannelAuth> {
  const cleaned = token.replace(/\s/g, '');
  const result = await verifyToken(cleaned, config);
  if (result.ok) {
    const exp = result.identity.claims.exp;
    return {
      ok: true,
      identity: result.identity,
      token: cleaned,
      exp: typeof exp === 'number' ? exp : undefined,
    };
  }
  if (result.reason === 'expired') {
    const exp = safeExp(cleaned);
    const ago = exp === undefined ? 0 : Math.max(0, Math.floor(Date.now() / 1000) - exp);
    return { ok: false, code: 'InvalidJWTToken', message: `Token has expired ${ago} seconds ago` };
  }
  if (!isWellFormedJwt(cleaned)) {
    return { ok: false, code: 'MalformedJWT', message: 'The token provided is not a valid JWT' };
  }
  if (result.message.includes('role')) {
    return { ok: false, code: 'InvalidJWTToken', message: 'Fields `role` and `exp` are required in JWT' };
  }
  return { ok: false, code: 'JwtSignatureError', message: 'Failed to validate JWT signature' };
}

function safeExp(token: string): number | undefined {
  try {
    const exp = decodeJwt(token).exp;
    return typeof exp === 'number' ? exp : undefined;
  } catch {
    return undefined;
  }
}

function isWellFormedJwt(token: string): boolean {
  try {
    decodeProtectedHeader(token);
    decodeJwt(token);
    return true;
  } catch {
    return false;
  }
}

/** A stable key for "same database identity": role + claims without the per-token timestamps. */
export function identityKey(identity: RequestIdentity): string {
  const { exp: _exp, iat: _iat, ...rest } = identity.claims;
  return `${identity.role}\u0000${stableStringify(rest)}`;
}

export function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
}
