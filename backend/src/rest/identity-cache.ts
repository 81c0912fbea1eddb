import type { IncomingMessage } from 'node:http';
import type { StackConfig } from '../config.ts';
import type { RequestIdentity } from '../db/port.ts';
import { type IdentityResult, identityFromRequest } from '../http/identity.ts';

const MAX_ENTRIES = 2000;

/**
 * Remembers verified tokens until they expire, so the hot path skips the HMAC check on every request
 * (a session reuses one access token for an hour). Failures are never cached.
 */
export class IdentityCache {
  private readonly verified = new Map<string, { identity: RequestIdentity; expiresAt: number }>();

  constructor(private readonly config: StackConfig) {}

  async resolve(req: IncomingMessage): Promise<IdentityResult> {
    const token = tokenOf(req);
    if (token) {
      const hit = this.verified.get(token);
      if (hit && hit.expiresAt > Date.now()) return { ok: true, identity: hit.identity, token };
    }
    const result = await identityFromRequest(req, this.config);
    if (result.ok && token && result.token === token) {
      const exp = result.identity.claims.exp;
      const expiresAt = typeof exp === 'number' ? exp * 1000 : Number.POSITIVE_INFINITY;
      if (this.verified.size >= MAX_ENTRIES) {
        const oldest = this.verified.keys().next().value;
        if (oldest !== undefined) this.verified.delete(oldest);
      }
      this.verified.set(token, { identity: result.identity, expiresAt });
    }
    return result;
  }
}

/** The token identityFromRequest will verify: the bearer token, else the apikey header. */
function tokenOf(req: IncomingMessage): string | undefined {
  const auth = req.headers.authorization;
  const bearer = auth?.toLowerCase().startsWith('bearer ') ? auth.slice(7).trim() : undefined;
  const apikey = typeof req.headers.apikey === 'string' ? req.headers.apikey : undefined;
  return bearer || apikey || undefined;
}
