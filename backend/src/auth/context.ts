import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StackConfig } from '../config.ts';
import type { Database } from '../db/port.ts';
import { clientAddress } from '../http/client-address.ts';
import type { Mailbox } from '../mail/mailbox.ts';
import { badRequest, forbidden } from './errors.ts';
import { type Body, readBody } from './http.ts';
import { requireClaims } from './jwt.ts';
import type { MailerDeps } from './mailer.ts';
import type { AuthOptions } from './options.ts';
import type { PasswordHasher } from './passwords.ts';
import type { RateLimiter } from './rate-limit.ts';
import { type ClientInfo, loadSession, type SessionInfo } from './sessions.ts';
import { findUserById, type UserRow, UUID_RE } from './users.ts';

/** Everything the handlers share, created once per service. */
export interface AuthDeps extends MailerDeps {
  config: StackConfig;
  db: Database;
  mailbox: Mailbox;
  opts: AuthOptions;
  limiter: RateLimiter;
  passwords: PasswordHasher;
}

export class AuthRequest {
  private bodyPromise: Promise<Body> | null = null;
  readonly ip: string;

  constructor(
    readonly deps: AuthDeps,
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
    readonly url: URL,
    /** Path parameters captured by the route, e.g. a factor id. */
    readonly params: string[],
  ) {
    // The address GoTrue's rate limits and sessions record (docs/deploy.md: TRUSTED_PROXIES).
    this.ip = clientAddress(req, deps.config);
  }

  body(): Promise<Body> {
    this.bodyPromise ??= readBody(this.req);
    return this.bodyPromise;
  }

  query(name: string): string {
    const value = this.url.searchParams.get(name) ?? '';
    if (value.includes('\u0000')) throw badRequest('validation_failed', `Invalid ${name} parameter`);
    return value;
  }

  get client(): ClientInfo {
    const ua = this.req.headers['user-agent'];
    return { ip: this.ip, userAgent: typeof ua === 'string' ? ua : null };
  }
}

export interface Authenticated {
  claims: Record<string, unknown>;
  user: UserRow;
  session: SessionInfo | null;
}

/**
 * GoTrue's requireAuthentication + loadUserOrSession: a verified Bearer JWT whose user exists, and whose
 * session (when the JWT names one) still exists.
 */
export async function requireUser(r: AuthRequest): Promise<Authenticated> {
  const claims = await requireClaims(r.req, r.deps.config);
  const sub = claims.sub;
  if (typeof sub !== 'string' || sub === '') throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!UUID_RE.test(sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const sessionId =
    typeof claims.session_id === 'string' && claims.session_id !== '' ? claims.session_id : null;
  const found = await r.deps.db.transaction(async (tx) => {
    const user = await findUserById(tx, sub);
    const session = sessionId && UUID_RE.test(sessionId) ? await loadSession(tx, sessionId) : null;
    return { user, session };
  });
  if (!found.user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  if (sessionId && !found.session) {
    throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { claims, user: found.user, session: found.session };
}

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

/** GoTrue's requireAdmin: a verified JWT whose role is an admin role (the service_role key). */
export async function requireAdmin(r: AuthRequest): Promise<Record<string, unknown>> {
  const claims = await requireClaims(r.req, r.deps.config);
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.has(claims.role)) {
    throw forbidden('not_admin', 'User not allowed');
  }
  return claims;
}
