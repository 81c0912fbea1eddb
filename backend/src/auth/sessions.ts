import type { StackConfig } from '../config.ts';
import type { Tx } from '../db/port.ts';
import { secureToken } from './crypto.ts';
import { type AmrEntry, signAccessToken } from './jwt.ts';
import { findUserById, NIL_UUID, type UserRow, userJson } from './users.ts';

export interface SessionInfo {
  id: string;
  aal: string;
  amr: AmrEntry[];
}

/** What a grant hands back from its transaction; the JWT is signed after commit (no non-DB await inside). */
export interface IssuedSession {
  user: UserRow;
  session: SessionInfo;
  refreshToken: string;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export async function insertRefreshToken(
  tx: Tx,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = secureToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, $3, false, now(), now(), $4, $5::uuid)`,
    [NIL_UUID, token, userId, parent, sessionId],
  );
  return token;
}

/** Records an authentication method on the session (`mfa_amr_claims`), refreshing its timestamp. */
export async function addAmrClaim(tx: Tx, sessionId: string, method: string) {
  await tx.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1::uuid, now(), now(), $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
}

export async function loadSession(tx: Tx, sessionId: string): Promise<SessionInfo | null> {
  const { rows } = await tx.query<{ id: string; aal: string | null }>(
    'select id::text as id, aal::text as aal from auth.sessions where id = $1::uuid',
    [sessionId],
  );
  const row = rows[0];
  if (!row) return null;
  const amr = await tx.query<{ method: string; ts: number }>(
    `select authentication_method as method, floor(extract(epoch from updated_at))::float8 as ts
     from auth.mfa_amr_claims where session_id = $1::uuid order by updated_at desc, authentication_method`,
    [sessionId],
  );
  return {
    id: row.id,
    aal: row.aal ?? 'aal1',
    amr: amr.rows.map((r) => ({ method: r.method, timestamp: Number(r.ts) })),
  };
}

/**
 * GoTrue's issueRefreshToken: a new session (aal1), its first refresh token, the amr claim for `method`,
 * and last_sign_in_at on the user and on the identity of `provider`.
 */
export async function startSession(
  tx: Tx,
  userId: string,
  method: string,
  client: ClientInfo,
  provider?: string,
): Promise<IssuedSession> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, refreshed_at, user_agent, ip)
     values (gen_random_uuid(), $1::uuid, now(), now(), 'aal1', null, $2, $3::inet)
     returning id::text as id`,
    [userId, client.userAgent, safeIp(client.ip)],
  );
  const sessionId = (rows[0] as { id: string }).id;
  const refreshToken = await insertRefreshToken(tx, userId, sessionId, null);
  await addAmrClaim(tx, sessionId, method);
  await tx.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1::uuid', [
    userId,
  ]);
  if (provider) {
    await tx.query(
      'update auth.identities set last_sign_in_at = now(), updated_at = now() where user_id = $1::uuid and provider = $2',
      [userId, provider],
    );
  }
  const user = await findUserById(tx, userId);
  const session = await loadSession(tx, sessionId);
  if (!user || !session) throw new Error('session vanished while being created');
  return { user, session, refreshToken };
}

function safeIp(ip: string): string | null {
  return /^[0-9a-fA-F:.]+$/.test(ip) ? ip : null;
}

export async function touchSession(tx: Tx, sessionId: string, client: ClientInfo) {
  await tx.query(
    `update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now(), user_agent = $2, ip = $3::inet
     where id = $1::uuid`,
    [sessionId, client.userAgent, safeIp(client.ip)],
  );
}

/** The AccessTokenResponse JSON (`internal/tokens/service.go`). */
export async function tokenResponse(
  config: StackConfig,
  issued: IssuedSession,
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const { user, session } = issued;
  const { token, expiresAt } = await signAccessToken(config, {
    userId: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    phone: user.phone,
    appMetadata: user.app_metadata,
    userMetadata: user.user_metadata,
    isAnonymous: user.is_anonymous,
    sessionId: session.id,
    aal: session.aal,
    amr: session.amr,
  });
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: config.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: issued.refreshToken,
    user: userJson(user),
    ...extra,
  };
}

/** `#access_token=…` fragment of an implicit-flow redirect (AccessTokenResponse.AsRedirectURL). */
export function implicitFragment(response: Record<string, unknown>, extra: Record<string, string>): string {
  const params: Record<string, string> = {
    ...extra,
    access_token: String(response.access_token),
    expires_at: String(response.expires_at),
    expires_in: String(response.expires_in),
    refresh_token: String(response.refresh_token),
    sb: '',
    token_type: String(response.token_type),
  };
  return sortedQuery(params);
}

/** Go's url.Values.Encode: keys sorted, spaces as `+`. */
export function sortedQuery(params: Record<string, string>): string {
  const q = new URLSearchParams();
  for (const k of Object.keys(params).sort()) q.set(k, params[k] ?? '');
  return q.toString();
}
