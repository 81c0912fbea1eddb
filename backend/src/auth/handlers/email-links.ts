import type { AuthRequest } from '../context.ts';
import { badRequest, tooManyRequests, unprocessable, validationFailed } from '../errors.ts';
import { createFlowState, parsePkce } from '../flow-state.ts';
import { bool, optionalObject, send, str } from '../http.ts';
import { type EmailKind, issueEmailChange, issueEmailToken } from '../mailer.ts';
import { resolveRedirect } from '../redirect.ts';
import { findUserByEmail, insertEmailUser, type UserRow } from '../users.ts';
import { requireValidEmail } from './signup.ts';

function takeOtpBudget(r: AuthRequest) {
  if (!r.deps.limiter.take(`otp:ip:${r.ip}`, r.deps.opts.rateLimits.otp)) {
    throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
  }
}

/** POST /recover — always `{}` (no account probing); a recovery link when the address has an account. */
export async function recover(r: AuthRequest) {
  const { deps } = r;
  const body = await r.body();
  const rawEmail = str(body, 'email');
  if (!rawEmail) throw validationFailed('Password recovery requires an email');
  const email = requireValidEmail(rawEmail);
  const pkce = parsePkce(str(body, 'code_challenge'), str(body, 'code_challenge_method'));
  takeOtpBudget(r);
  const redirectTo = resolveRedirect(deps.config, r.query('redirect_to'), r.req);
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return;
    await issueEmailToken(tx, deps, user, 'recovery', { redirectTo, pkce: pkce !== null });
    if (pkce) {
      await createFlowState(tx, { userId: user.id, providerType: 'email', authMethod: 'recovery', pkce });
    }
  });
  send(r.res, 200, {});
}

/**
 * POST /otp — email magic link. A confirmed user gets a magic link; an unconfirmed or new one (when
 * create_user) gets the signup confirmation instead, as GoTrue does.
 */
export async function otp(r: AuthRequest) {
  const { deps } = r;
  const body = await r.body();
  const rawEmail = str(body, 'email');
  const phone = str(body, 'phone');
  if (phone && !rawEmail) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  if (!rawEmail) throw validationFailed('An email address or phone number is required');
  const email = requireValidEmail(rawEmail);
  const createUser = body.create_user === undefined ? true : bool(body, 'create_user');
  const data = optionalObject(body, 'data') ?? {};
  const pkce = parsePkce(str(body, 'code_challenge'), str(body, 'code_challenge_method'));
  takeOtpBudget(r);
  const redirectTo = resolveRedirect(deps.config, r.query('redirect_to'), r.req);

  const outcome = await deps.db.transaction<'sent' | 'signups-off'>(async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (!user) {
      if (!createUser || deps.opts.disableSignup) return 'signups-off';
      await insertEmailUser(tx, { email, encryptedPassword: '', data });
      user = (await findUserByEmail(tx, email)) as UserRow;
    }
    const kind: EmailKind = user.email_confirmed_at ? 'magiclink' : 'signup';
    await issueEmailToken(tx, deps, user, kind, { redirectTo, pkce: pkce !== null });
    if (pkce) {
      await createFlowState(tx, {
        userId: user.id,
        providerType: 'email',
        authMethod: kind === 'magiclink' ? 'magiclink' : 'email/signup',
        pkce,
      });
    }
    return 'sent';
  });
  if (outcome === 'signups-off') throw unprocessable('otp_disabled', 'Signups not allowed for otp');
  send(r.res, 200, {});
}

/** POST /resend — signup confirmation or email change link again; `{}` when there is nothing to resend. */
export async function resend(r: AuthRequest) {
  const { deps } = r;
  const body = await r.body();
  const type = str(body, 'type');
  if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
    throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
  }
  if (type === 'sms' || type === 'phone_change') {
    throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  }
  const rawEmail = str(body, 'email');
  if (!rawEmail) throw validationFailed('Type provided requires an email address');
  const email = requireValidEmail(rawEmail);
  takeOtpBudget(r);
  const redirectTo = resolveRedirect(deps.config, r.query('redirect_to'), r.req);
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return;
    if (type === 'signup') {
      if (!user.email_confirmed_at)
        await issueEmailToken(tx, deps, user, 'signup', { redirectTo, pkce: false });
      return;
    }
    if (user.email_change) await issueEmailChange(tx, deps, user, { redirectTo, pkce: false });
  });
  send(r.res, 200, {});
}
