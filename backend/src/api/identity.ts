import type { IncomingMessage } from 'node:http';
import type { StackConfig } from '../config.ts';
import type { RequestIdentity } from '../db/port.ts';
import { identityFromRequest } from '../http/identity.ts';
import { ApiError } from './http.ts';

/**
 * The caller as Supabase JWTs say (anon key, service key or a user's access token, verified with the
 * project's secret), so /api runs unchanged beside a hosted project. A request with no credentials at
 * all is an anonymous visitor; a bad or expired token is a 401, never silently anonymous.
 */
export async function callerIdentity(
  req: IncomingMessage,
  config: StackConfig,
  { allowMissing = false } = {},
): Promise<RequestIdentity> {
  const result = await identityFromRequest(req, config);
  if (result.ok) return result.identity;
  if (result.reason === 'missing' && allowMissing) return { role: 'anon', claims: {} };
  if (result.reason === 'expired') throw new ApiError(401, 'token_expired', 'The access token has expired');
  if (result.reason === 'missing') {
    throw new ApiError(401, 'unauthorized', 'Send an apikey header or Authorization: Bearer <token>');
  }
  throw new ApiError(401, 'invalid_token', 'The access token is invalid');
}

/** A signed-in user or the service role; an anonymous caller (the anon key alone) gets a 401. */
export async function requireSignedIn(req: IncomingMessage, config: StackConfig): Promise<RequestIdentity> {
  const identity = await callerIdentity(req, config);
  if (identity.role === 'anon') throw new ApiError(401, 'unauthorized', 'Sign in to use this endpoint');
  return identity;
}

/** A signed-in user: an `authenticated` token with a subject. */
export async function requireUser(
  req: IncomingMessage,
  config: StackConfig,
): Promise<RequestIdentity & { userId: string }> {
  const identity = await callerIdentity(req, config);
  const sub = identity.claims.sub;
  if (identity.role !== 'authenticated' || typeof sub !== 'string' || !sub) {
    throw new ApiError(401, 'unauthorized', 'Sign in to use this endpoint');
  }
  return { ...identity, userId: sub };
}

export const SERVICE_ROLE: RequestIdentity = { role: 'service_role', claims: { role: 'service_role' } };
