import type { AuthRequest } from '../context.ts';
import { s256 } from '../crypto.ts';
import {
  type AuthError,
  badRequest,
  invalidCredentials,
  notFound,
  tooManyRequests,
  unprocessable,
  validationFailed,
} from '../errors.ts';
import { findFlowStateByCode } from '../flow-state.ts';
import { send, str } from '../http.ts';
import { checkPasswordStrength } from '../passwords.ts';
import {
  type IssuedSession,
  insertRefreshToken,
  loadSession,
  startSession,
  tokenResponse,
  touchSession,
} from '../sessions.ts';
import { findUserByEmail, findUserById } from '../users.ts';
import { takeSignInBudget } from './signup.ts';

/** POST /token?grant_type=… */
export async function token(r: AuthRequest) {
  const grant = r.query('grant_type');
  switch (grant) {
    case 'password':
      return passwordGrant(r);
    case 'refresh_token':
      return refreshTokenGrant(r);
    case 'pkce':
      return pkceGrant(r);
    case 'id_token':
      throw badRequest('provider_disabled', 'Custom OIDC provider not allowed');
    case 'web3':
      throw badRequest('web3_provider_disabled', 'Web3 provider is disabled');
    default:
      // GoTrue really answers this with the invalid_credentials code.
      throw badRequest('invalid_credentials', 'unsupported_grant_type');
  }
}

async function passwordGrant(r: AuthRequest) {
  const { deps } = r;
  const body = await r.body();
  const email = str(body, 'email').trim().toLowerCase();
  const phone = str(body, 'phone').trim();
  const password = str(body, 'password');
  if (email && phone)
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    );
  if (!email && !phone) throw validationFailed('missing email or phone');
  takeSignInBudget(r);
  if (phone) throw invalidCredentials();

  const perEmail = deps.opts.rateLimits.failedSignInsPerEmail;
  // Keyed by address AND client address: someone guessing from elsewhere must not lock the owner out.
  const emailKey = `signin:email:${email}:ip:${r.ip}`;
  if (deps.limiter.exceeded(emailKey, perEmail)) {
    throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
  }

  const user = await deps.db.transaction((tx) => findUserByEmail(tx, email));
  const ok = user ? await deps.passwords.verify(password, user.encrypted_password) : false;
  if (!user || !ok) {
    deps.limiter.record(emailKey, perEmail);
    throw invalidCredentials();
  }
  if (user.banned) throw badRequest('user_banned', 'User is banned');
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');

  const issued = await deps.db.transaction((tx) => startSession(tx, user.id, 'password', r.client, 'email'));
  // GoTrue flags a password that no longer meets the policy, without refusing the sign-in.
  const weak = checkPasswordStrength(password);
  send(r.res, 200, await tokenResponse(deps.config, issued, weak ? { weak_password: weak } : {}));
}

type RefreshOutcome = { ok: true; issued: IssuedSession } | { ok: false; error: AuthError };

interface RefreshRow {
  id: string;
  token: string;
  revoked: boolean;
  user_id: string;
  session_id: string | null;
  session_exists: boolean;
  session_expired: boolean;
  reuse_window_over: boolean;
}

async function refreshTokenGrant(r: AuthRequest) {
  const { deps } = r;
  const body = await r.body();
  const refreshToken = str(body, 'refresh_token');
  if (!refreshToken) throw badRequest('validation_failed', 'refresh_token required');
  if (!deps.limiter.take(`refresh:ip:${r.ip}`, deps.opts.rateLimits.tokenRefresh)) {
    throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
  }

  // One transaction with the token row locked, like GoTrue's: rotation and reuse detection must not race.
  // A detected reuse still commits (the family is revoked) and then answers 400.
  const outcome = await deps.db.transaction<RefreshOutcome>(async (tx) => {
    const { rows } = await tx.query<RefreshRow>(
      `select rt.id::text as id, rt.token, coalesce(rt.revoked, false) as revoked, rt.user_id,
         rt.session_id::text as session_id, s.id is not null as session_exists,
         coalesce(s.not_after < now(), false) as session_expired,
         coalesce(rt.updated_at, rt.created_at) + make_interval(secs => $2::float8) < now() as reuse_window_over
       from auth.refresh_tokens rt left join auth.sessions s on s.id = rt.session_id
       where rt.token = $1 for update of rt`,
      [refreshToken, deps.opts.refreshReuseInterval],
    );
    const rt = rows[0];
    if (!rt?.session_id || !rt.session_exists) {
      return {
        ok: false,
        error: badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
      };
    }
    const user = await findUserById(tx, rt.user_id);
    if (!user) {
      return {
        ok: false,
        error: badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
      };
    }
    if (user.banned)
      return { ok: false, error: badRequest('user_banned', 'Invalid Refresh Token: User Banned') };
    if (rt.session_expired) {
      return { ok: false, error: badRequest('session_expired', 'Invalid Refresh Token: Session Expired') };
    }

    let issuedToken: string | null = null;
    if (rt.revoked) {
      const active = await tx.query<{ token: string; parent: string | null }>(
        `select token, parent from auth.refresh_tokens
         where session_id = $1::uuid and coalesce(revoked, false) = false order by id desc limit 1`,
        [rt.session_id],
      );
      const current = active.rows[0];
      if (current && current.parent === rt.token) {
        // The client lost the answer of its last refresh: hand the current token back instead of a new one.
        issuedToken = current.token;
      } else if (rt.reuse_window_over) {
        await tx.query(
          'update auth.refresh_tokens set revoked = true where session_id = $1::uuid and coalesce(revoked, false) = false',
          [rt.session_id],
        );
        return {
          ok: false,
          error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
        };
      }
    }
    if (!issuedToken) {
      await tx.query(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1::bigint',
        [rt.id],
      );
      issuedToken = await insertRefreshToken(tx, user.id, rt.session_id, rt.token);
    }
    await touchSession(tx, rt.session_id, r.client);
    const session = await loadSession(tx, rt.session_id);
    if (!session) {
      return {
        ok: false,
        error: badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found'),
      };
    }
    return { ok: true, issued: { user, session, refreshToken: issuedToken } };
  });
  if (!outcome.ok) throw outcome.error;
  send(r.res, 200, await tokenResponse(deps.config, outcome.issued));
}

type PkceOutcome =
  | { ok: true; issued: IssuedSession; providerToken: string | null }
  | { ok: false; error: AuthError };

async function pkceGrant(r: AuthRequest) {
  const { deps } = r;
  const body = await r.body();
  const authCode = str(body, 'auth_code');
  const verifier = str(body, 'code_verifier');
  if (!authCode || !verifier) {
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  }
  const outcome = await deps.db.transaction<PkceOutcome>(async (tx) => {
    const flow = await findFlowStateByCode(tx, authCode, deps.opts.flowStateExpiry);
    if (!flow)
      return {
        ok: false,
        error: notFound('flow_state_not_found', 'invalid flow state, no valid flow state found'),
      };
    if (flow.expired) {
      await tx.query('delete from auth.flow_state where id = $1::uuid', [flow.id]);
      return {
        ok: false,
        error: unprocessable('flow_state_expired', 'invalid flow state, flow state has expired'),
      };
    }
    const expected = flow.code_challenge_method === 's256' ? s256(verifier) : verifier;
    if (expected !== flow.code_challenge) {
      return {
        ok: false,
        error: badRequest(
          'bad_code_verifier',
          'code challenge does not match previously saved code verifier',
        ),
      };
    }
    if (!flow.user_id) {
      return {
        ok: false,
        error: notFound('flow_state_not_found', 'invalid flow state, no valid flow state found'),
      };
    }
    const user = await findUserById(tx, flow.user_id);
    if (!user) return { ok: false, error: notFound('user_not_found', 'User not found') };
    if (user.banned) return { ok: false, error: badRequest('user_banned', 'User is banned') };
    const issued = await startSession(tx, user.id, flow.authentication_method, r.client, flow.provider_type);
    await tx.query('delete from auth.flow_state where id = $1::uuid', [flow.id]);
    return { ok: true, issued, providerToken: flow.provider_access_token };
  });
  if (!outcome.ok) throw outcome.error;
  send(
    r.res,
    200,
    await tokenResponse(
      deps.config,
      outcome.issued,
      outcome.providerToken ? { provider_token: outcome.providerToken } : {},
    ),
  );
}
