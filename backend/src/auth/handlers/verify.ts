import { randomBytes } from 'node:crypto';
import type { Tx } from '../../db/port.ts';
import type { AuthRequest } from '../context.ts';
import { PKCE_PREFIX, tokenHash } from '../crypto.ts';
import {
  AuthError,
  badRequest,
  forbidden,
  tooManyRequests,
  unprocessable,
  validationFailed,
} from '../errors.ts';
import { issueAuthCode } from '../flow-state.ts';
import { redirect, send, str } from '../http.ts';
import { clearEmailToken, type EmailKind, sentAtColumnOf } from '../mailer.ts';
import { resolveRedirect, withUrlParts } from '../redirect.ts';
import {
  type IssuedSession,
  implicitFragment,
  sortedQuery,
  startSession,
  tokenResponse,
} from '../sessions.ts';
import {
  confirmEmail,
  findUserByEmail,
  findUserById,
  findUserByToken,
  isValidEmail,
  refreshProviders,
  setPassword,
  type TokenColumn,
  type UserRow,
} from '../users.ts';

type LinkType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change';
const LINK_TYPES: LinkType[] = ['signup', 'invite', 'recovery', 'magiclink', 'email_change'];

/** verify `type` → GoTrue's AuthenticationMethod of the PKCE flow state it completes. */
const AUTH_METHOD: Record<LinkType, string> = {
  signup: 'email/signup',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
};

/** oauthErrorMap of GoTrue's errors.go: the `error` parameter of an error redirect. */
const OAUTH_ERROR: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

const linkExpired = () => forbidden('otp_expired', 'Email link is invalid or has expired');
const otpInvalid = () => forbidden('otp_expired', 'Token has expired or is invalid');

function columnsFor(type: LinkType | 'email'): TokenColumn[] {
  if (type === 'signup' || type === 'invite') return ['confirmation_token'];
  if (type === 'recovery' || type === 'magiclink') return ['recovery_token'];
  if (type === 'email_change') return ['email_change_token_new', 'email_change_token_current'];
  return ['confirmation_token', 'recovery_token'];
}

function matches(stored: string, actual: string): boolean {
  return stored !== '' && (stored === actual || stored === PKCE_PREFIX + actual);
}

async function isExpired(tx: Tx, userId: string, kind: EmailKind, expiry: number): Promise<boolean> {
  const col = sentAtColumnOf(kind);
  const { rows } = await tx.query<{ expired: boolean }>(
    `select coalesce(${col} + make_interval(secs => $2::float8) < now(), true) as expired from auth.users where id = $1::uuid`,
    [userId, expiry],
  );
  return rows[0]?.expired !== false;
}

/** Which kind a matched token belongs to, resolving `email` to signup or magiclink as GoTrue does. */
function resolveType(user: UserRow, type: LinkType | 'email', hash: string): LinkType {
  if (type !== 'email') return type;
  return matches(user.recovery_token, hash) && !matches(user.confirmation_token, hash)
    ? 'magiclink'
    : 'signup';
}

/** Secure email change: the answer to the first of the two links (GoTrue's singleConfirmationAccepted). */
const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

type Applied = 'done' | 'awaiting-other-link';

/**
 * Applies a verified link/OTP: confirm signup, consume a recovery/magic link, or complete an email change.
 * `hash` is the token that matched (for the secure email change, which of the two links it was).
 */
async function applyVerification(
  tx: Tx,
  r: AuthRequest,
  user: UserRow,
  type: LinkType,
  hash: string,
): Promise<Applied> {
  if (type === 'signup' || type === 'invite') {
    if (type === 'invite' && !user.encrypted_password) {
      // GoTrue gives invited users a random password; the app then asks them to set their own.
      await setPassword(tx, user.id, `$2a$10$${randomBytes(40).toString('base64').slice(0, 53)}`);
    }
    await confirmEmail(tx, user.id);
    return 'done';
  }
  if (type === 'recovery' || type === 'magiclink') {
    await clearEmailToken(tx, user.id, 'recovery');
    if (!user.email_confirmed_at) await confirmEmail(tx, user.id);
    return 'done';
  }
  const newEmail = user.email_change;
  if (!newEmail) throw linkExpired();
  if (r.deps.opts.secureEmailChange && user.email && user.email_change_confirm_status === 0) {
    // First of the two links: remember it and wait for the other one.
    const current = matches(user.email_change_token_current, hash);
    await clearEmailToken(tx, user.id, current ? 'email_change_current' : 'email_change');
    await tx.query('update auth.users set email_change_confirm_status = 1 where id = $1::uuid', [user.id]);
    return 'awaiting-other-link';
  }
  const taken = await findUserByEmail(tx, newEmail);
  if (taken && taken.id !== user.id) {
    throw unprocessable('email_exists', 'A user with this email address has already been registered');
  }
  await tx.query(
    `update auth.users set email = $2::text, email_change = '', email_change_token_new = '', email_change_token_current = '',
       email_change_confirm_status = 0, email_confirmed_at = coalesce(email_confirmed_at, now()),
       raw_user_meta_data = case when raw_user_meta_data ? 'email'
         then raw_user_meta_data || jsonb_build_object('email', $2::text) else raw_user_meta_data end,
       updated_at = now()
     where id = $1::uuid`,
    [user.id, newEmail],
  );
  await tx.query(
    `delete from auth.one_time_tokens where user_id = $1::uuid
       and token_type in ('email_change_token_new', 'email_change_token_current')`,
    [user.id],
  );
  const updated = await tx.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true),
       updated_at = now() where user_id = $1::uuid and provider = 'email'`,
    [user.id, newEmail],
  );
  if (updated.affectedRows === 0) {
    const { rows } = await tx.query(
      'select 1 from auth.identities where user_id = $1::uuid and provider = $2',
      [user.id, 'email'],
    );
    if (rows.length === 0) {
      await tx.query(
        `insert into auth.identities (id, provider_id, user_id, identity_data, provider, created_at, updated_at)
         values (gen_random_uuid(), $1, $1::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text,
           'email_verified', true, 'phone_verified', false), 'email', now(), now())`,
        [user.id, newEmail],
      );
      await refreshProviders(tx, user.id);
    }
  }
  return 'done';
}

/** Finds and checks the user of an email-link token hash (GET /verify and POST with token_hash). */
async function userByTokenHash(tx: Tx, r: AuthRequest, type: LinkType | 'email', hash: string) {
  const user = await findUserByToken(tx, columnsFor(type), hash);
  if (!user) throw linkExpired();
  if (user.banned) throw forbidden('user_banned', 'User is banned');
  const resolved = resolveType(user, type, hash);
  const kind: EmailKind = resolved === 'invite' ? 'invite' : resolved;
  if (await isExpired(tx, user.id, kind, r.deps.opts.otpExpiry)) throw linkExpired();
  return { user, type: resolved, hash };
}

/** Finds and checks the user of an email + 6-digit code (POST /verify with token). */
async function userByOtp(tx: Tx, r: AuthRequest, type: LinkType | 'email', email: string, otp: string) {
  const hash = tokenHash(email, otp);
  let user: UserRow | null;
  if (type === 'email_change') {
    const { rows } = await tx.query<{ id: string }>(
      `select id::text as id from auth.users where (lower(email_change) = $1 or lower(email) = $1)
         and (email_change_token_new in ($2, 'pkce_' || $2) or email_change_token_current in ($2, 'pkce_' || $2))
       limit 1`,
      [email, hash],
    );
    user = rows[0] ? await findUserById(tx, rows[0].id) : null;
  } else {
    user = await findUserByEmail(tx, email);
  }
  if (!user) throw otpInvalid();
  if (user.banned) throw forbidden('user_banned', 'User is banned');
  const candidates = columnsFor(type);
  const column = candidates.find((c) => matches(user[c], hash));
  if (!column) throw otpInvalid();
  const resolved: LinkType =
    type === 'email' ? (column === 'recovery_token' ? 'magiclink' : 'signup') : (type as LinkType);
  const kind: EmailKind = resolved;
  if (await isExpired(tx, user.id, kind, r.deps.opts.otpExpiry)) throw otpInvalid();
  return { user, type: resolved, hash };
}

function takeVerifyBudget(r: AuthRequest) {
  if (!r.deps.limiter.take(`verify:ip:${r.ip}`, r.deps.opts.rateLimits.verify)) {
    throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
  }
}

/** GET /verify?token=…&type=…&redirect_to=… — the email link: 303 back to the app, as GoTrue's verifyGet. */
export async function verifyGet(r: AuthRequest) {
  const { deps } = r;
  const type = r.query('type');
  const token = r.query('token');
  if (!type) throw validationFailed('Verify requires a verification type');
  if (!token) throw validationFailed('Verify requires a token or a token hash');
  takeVerifyBudget(r);
  const redirectTo = resolveRedirect(deps.config, r.query('redirect_to'), r.req);
  const pkce = token.startsWith(PKCE_PREFIX);
  if (pkce && !LINK_TYPES.includes(type as LinkType)) {
    throw badRequest('validation_failed', `invalid authentication method: ${type}`);
  }

  let result:
    | { kind: 'implicit'; issued: IssuedSession; type: string }
    | { kind: 'pkce'; code: string }
    | { kind: 'awaiting-other-link' };
  try {
    result = await deps.db.transaction(async (tx) => {
      if (!LINK_TYPES.includes(type as LinkType)) throw validationFailed('Unsupported verification type');
      const found = await userByTokenHash(tx, r, type as LinkType, token);
      if ((await applyVerification(tx, r, found.user, found.type, found.hash)) === 'awaiting-other-link') {
        return { kind: 'awaiting-other-link' as const };
      }
      if (pkce) {
        const code = await issueAuthCode(tx, found.user.id, AUTH_METHOD[found.type]);
        if (!code) throw badRequest('flow_state_not_found', 'No associated flow state found. ');
        return { kind: 'pkce' as const, code };
      }
      const issued = await startSession(tx, found.user.id, 'otp', r.client, 'email');
      return { kind: 'implicit' as const, issued, type };
    });
  } catch (e) {
    if (!(e instanceof AuthError)) throw e;
    return redirect(r.res, 303, errorRedirectUrl(redirectTo, e, pkce));
  }
  if (result.kind === 'awaiting-other-link') {
    // GoTrue's prepRedirectURL: the message in the fragment (and in the query for PKCE).
    const message = { message: SINGLE_CONFIRMATION_ACCEPTED };
    return redirect(
      r.res,
      303,
      withUrlParts(redirectTo, pkce ? message : {}, sortedQuery({ ...message, sb: '' })),
    );
  }
  if (result.kind === 'pkce') {
    return redirect(r.res, 303, withUrlParts(redirectTo, { code: result.code }, null));
  }
  const response = await tokenResponse(deps.config, result.issued);
  redirect(r.res, 303, `${redirectTo}#${implicitFragment(response, { type: result.type })}`);
}

/** GoTrue's prepErrorRedirectURL: error params in the fragment (and in the query for PKCE). */
export function errorRedirectUrl(redirectTo: string, e: AuthError, pkce: boolean): string {
  const params: Record<string, string> = { error_code: e.code, error_description: e.message };
  const oauthError = OAUTH_ERROR[e.status];
  if (oauthError) params.error = oauthError;
  return withUrlParts(redirectTo, pkce ? params : null, sortedQuery({ ...params, sb: '' }));
}

/** POST /verify — an email OTP (`email` + `token`) or a `token_hash`; answers with a session. */
export async function verifyPost(r: AuthRequest) {
  const { deps } = r;
  const body = await r.body();
  const type = str(body, 'type');
  const token = str(body, 'token');
  const hash = str(body, 'token_hash');
  const email = str(body, 'email').trim().toLowerCase();
  const phone = str(body, 'phone');
  if (!type) throw validationFailed('Verify requires a verification type');
  if ((!token && !hash) || (token && hash)) {
    throw validationFailed('Verify requires either a token or a token hash');
  }
  if (hash && (email || phone || str(body, 'redirect_to'))) {
    throw validationFailed('Only the token_hash and type should be provided');
  }
  if (type === 'sms' || type === 'phone_change' || (token && phone && !email)) {
    throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  }
  if (![...LINK_TYPES, 'email'].includes(type)) throw validationFailed('Unsupported verification type');
  if (token && !email) {
    throw validationFailed('Only an email address or phone number should be provided on verify');
  }
  if (token && !isValidEmail(email)) throw unprocessable('validation_failed', 'Invalid email format');
  takeVerifyBudget(r);

  const issued = await deps.db.transaction(async (tx) => {
    const found = token
      ? await userByOtp(tx, r, type as LinkType | 'email', email, token.trim())
      : await userByTokenHash(tx, r, type as LinkType | 'email', hash);
    if ((await applyVerification(tx, r, found.user, found.type, found.hash)) === 'awaiting-other-link')
      return null;
    return startSession(tx, found.user.id, 'otp', r.client, 'email');
  });
  // The first link of a secure email change: no session yet (supabase-js answers {user: null, session: null}).
  if (!issued) return send(r.res, 200, { msg: SINGLE_CONFIRMATION_ACCEPTED, code: '200' });
  send(r.res, 200, await tokenResponse(deps.config, issued));
}
