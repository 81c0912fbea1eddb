import { isPgError } from '../../db/port.ts';
import type { AuthRequest } from '../context.ts';
import { uuid } from '../crypto.ts';
import {
  badRequest,
  tooManyRequests,
  unexpectedFailure,
  unprocessable,
  validationFailed,
  weakPassword,
} from '../errors.ts';
import { createFlowState, parsePkce } from '../flow-state.ts';
import { optionalObject, send, str } from '../http.ts';
import { issueEmailToken } from '../mailer.ts';
import { checkPasswordStrength, MAX_PASSWORD_LENGTH } from '../passwords.ts';
import { resolveRedirect } from '../redirect.ts';
import { type IssuedSession, startSession, tokenResponse } from '../sessions.ts';
import {
  confirmEmail,
  findUserByEmail,
  insertEmailUser,
  isValidEmail,
  type UserRow,
  userJson,
} from '../users.ts';

export function requireValidEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!isValidEmail(email))
    throw badRequest('email_address_invalid', 'Unable to validate email address: invalid format');
  return email;
}

export function requireAcceptablePassword(password: string) {
  if ([...password].length > MAX_PASSWORD_LENGTH) {
    throw unprocessable(
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`,
    );
  }
  const weak = checkPasswordStrength(password);
  if (weak) throw weakPassword(weak);
}

/** Sign-ins and sign-ups share one per-IP budget, as GoTrue's `sign_in_sign_ups` limit. */
export function takeSignInBudget(r: AuthRequest) {
  if (!r.deps.limiter.take(`signin:ip:${r.ip}`, r.deps.opts.rateLimits.signInSignUps)) {
    throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
  }
}

/** GoTrue's sanitizeUser: what an existing, confirmed address gets back, so sign-up cannot probe accounts. */
function obfuscatedUser(email: string, data: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: uuid(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

type Outcome =
  | { kind: 'exists-confirmed' }
  | { kind: 'user'; user: UserRow }
  | { kind: 'session'; issued: IssuedSession };

/** POST /signup */
export async function signup(r: AuthRequest) {
  const { deps } = r;
  const body = await r.body();
  const rawEmail = str(body, 'email');
  const phone = str(body, 'phone').trim();
  const password = str(body, 'password');
  const data = optionalObject(body, 'data') ?? {};
  const pkce = parsePkce(str(body, 'code_challenge'), str(body, 'code_challenge_method'));

  if (deps.opts.disableSignup)
    throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  if (!rawEmail && !phone && !password) {
    throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  if (rawEmail && phone) {
    throw unprocessable(
      'validation_failed',
      'Only an email address or phone number should be provided on signup.',
    );
  }
  if (phone) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  if (!rawEmail) throw validationFailed('missing email or phone');
  if (!password) throw unprocessable('validation_failed', 'Signup requires a valid password');
  requireAcceptablePassword(password);
  const email = requireValidEmail(rawEmail);
  takeSignInBudget(r);

  const redirectTo = resolveRedirect(deps.config, r.query('redirect_to'), r.req);
  const autoConfirm = deps.config.autoConfirm;
  const encryptedPassword = await deps.passwords.hash(password);

  const outcome = await deps.db.transaction<Outcome>(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing?.email_confirmed_at) return { kind: 'exists-confirmed' };
    if (existing) {
      // Unconfirmed: GoTrue sends the confirmation again and never touches the password of an unproven owner.
      if (autoConfirm) return { kind: 'exists-confirmed' };
      await issueEmailToken(tx, deps, existing, 'signup', { redirectTo, pkce: pkce !== null });
      if (pkce)
        await createFlowState(tx, {
          userId: existing.id,
          providerType: 'email',
          authMethod: 'email/signup',
          pkce,
        });
      return { kind: 'user', user: (await findUserByEmail(tx, email)) as UserRow };
    }
    let id: string;
    try {
      id = await insertEmailUser(tx, { email, encryptedPassword, data });
    } catch (e) {
      // A failing trigger on auth.users (e.g. the app's profile trigger) surfaces as GoTrue's 500.
      if (isPgError(e)) throw unexpectedFailure('Database error saving new user');
      throw e;
    }
    if (autoConfirm) {
      await confirmEmail(tx, id);
      return { kind: 'session', issued: await startSession(tx, id, 'password', r.client, 'email') };
    }
    const created = (await findUserByEmail(tx, email)) as UserRow;
    await issueEmailToken(tx, deps, created, 'signup', { redirectTo, pkce: pkce !== null });
    if (pkce)
      await createFlowState(tx, { userId: id, providerType: 'email', authMethod: 'email/signup', pkce });
    return { kind: 'user', user: (await findUserByEmail(tx, email)) as UserRow };
  });

  if (outcome.kind === 'exists-confirmed') {
    if (autoConfirm) throw unprocessable('user_already_exists', 'User already registered');
    return send(r.res, 200, obfuscatedUser(email, data));
  }
  if (outcome.kind === 'session') return send(r.res, 200, await tokenResponse(deps.config, outcome.issued));
  send(r.res, 200, userJson(outcome.user));
}
