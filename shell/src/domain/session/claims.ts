/**
 * What the portal reads from a session's access token without asking the server: the assurance level
 * (is a second factor still owed?) and when the person signed in (for the session timeout). The token is
 * only decoded, never trusted for authorisation: the database checks every request itself.
 */
import type { Session } from '@supabase/supabase-js';

export interface AccessTokenClaims {
  sub?: string;
  exp?: number;
  iat?: number;
  aal?: 'aal1' | 'aal2';
  amr?: { method: string; timestamp: number }[];
  session_id?: string;
}

export function decodeClaims(accessToken: string): AccessTokenClaims {
  const payload = accessToken.split('.')[1];
  if (!payload) return {};
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const claims = JSON.parse(json) as unknown;
    return claims && typeof claims === 'object' ? (claims as AccessTokenClaims) : {};
  } catch {
    return {};
  }
}

type SessionLike = Pick<Session, 'access_token'> & {
  user?: Pick<Session['user'], 'factors' | 'last_sign_in_at'> | null;
};

/**
 * True when the password (or Google) step is done but a verified TOTP factor still has to be answered:
 * the session is aal1 and the user has a verified factor, exactly what supabase-js's
 * getAuthenticatorAssuranceLevel() reports as currentLevel aal1 / nextLevel aal2.
 */
export function needsSecondFactor(session: SessionLike): boolean {
  const aal = decodeClaims(session.access_token).aal ?? 'aal1';
  const verified = (session.user?.factors ?? []).some((factor) => factor.status === 'verified');
  return verified && aal !== 'aal2';
}

/**
 * When this session began, in ms: the earliest authentication method in the token's `amr` (GoTrue keeps
 * them per session, so refreshes do not move it); the user's last sign-in as a fallback.
 */
export function signedInAt(session: SessionLike): number | null {
  const amr = decodeClaims(session.access_token).amr ?? [];
  const stamps = amr.map((entry) => entry.timestamp).filter((t) => Number.isFinite(t) && t > 0);
  if (stamps.length) return Math.min(...stamps) * 1000;
  const last = session.user?.last_sign_in_at ? Date.parse(session.user.last_sign_in_at) : Number.NaN;
  return Number.isFinite(last) ? last : null;
}

/** A session a password-reset link opened: GoTrue records the method `recovery` for it (PKCE flow). */
export function isRecoverySession(session: Pick<Session, 'access_token'>): boolean {
  return (decodeClaims(session.access_token).amr ?? []).some((entry) => entry.method === 'recovery');
}
