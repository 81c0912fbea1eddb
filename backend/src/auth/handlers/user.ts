import { type AuthRequest, requireUser } from '../context.ts';
import { tokenHash } from '../crypto.ts';
import {
  AuthError,
  badRequest,
  forbidden,
  tooManyRequests,
  unprocessable,
  validationFailed,
} from '../errors.ts';
import { createFlowState, parsePkce } from '../flow-state.ts';
import { assertMetadataFits, optionalObject, send, sendNoContent, str } from '../http.ts';
import { issueEmailChange, issueEmailToken } from '../mailer.ts';
import { resolveRedirect } from '../redirect.ts';
import {
  findUserByEmail,
  findUserById,
  mergeMetadata,
  setPassword,
  setUserMetadata,
  type UserRow,
  userJson,
} from '../users.ts';
import { requireAcceptablePassword, requireValidEmail } from './signup.ts';

/** GET /user */
export async function getUser(r: AuthRequest) {
  const { user } = await requireUser(r);
  send(r.res, 200, userJson(user));
}

/** POST /logout?scope=global|local|others — 204 */
export async function logout(r: AuthRequest) {
  const scope = r.url.searchParams.has('scope') ? r.query('scope') : 'global';
  if (!['global', 'local', 'others'].includes(scope)) {
    throw validationFailed(`Unsupported logout scope "${scope}"`);
  }
  const { user, session } = await requireUser(r);
  await r.deps.db.transaction(async (tx) => {
    if (scope === 'global' || !session) {
      await tx.query('delete from auth.sessions where user_id = $1::uuid', [user.id]);
    } else if (scope === 'local') {
      await tx.query('delete from auth.sessions where id = $1::uuid', [session.id]);
    } else {
      await tx.query('delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid', [
        user.id,
        session.id,
      ]);
    }
  });
  sendNoContent(r.res);
}

type UpdateOutcome = { ok: true; user: UserRow } | { ok: false; error: AuthError };

/** PUT /user — metadata, password (policy enforced), email change with a confirmation link to the new address. */
export async function updateUser(r: AuthRequest) {
  const { deps } = r;
  const { user, session } = await requireUser(r);
  const body = await r.body();
  const data = optionalObject(body, 'data');
  const appData = optionalObject(body, 'app_metadata');
  const rawEmail = str(body, 'email');
  const phone = str(body, 'phone');
  const password = body.password === undefined || body.password === null ? null : str(body, 'password');
  const nonce = str(body, 'nonce');
  const currentPassword = str(body, 'current_password');
  const pkce = parsePkce(str(body, 'code_challenge'), str(body, 'code_challenge_method'));

  const newEmail = rawEmail ? requireValidEmail(rawEmail) : '';
  if (password !== null && password !== '') requireAcceptablePassword(password);
  if (appData) throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  if (phone && phone !== user.phone) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');

  const verifiedFactors = user.factors.filter((f) => f.status === 'verified');
  const changesCredentials =
    (password !== null && password !== '') || (newEmail !== '' && newEmail !== user.email);
  if (verifiedFactors.length > 0 && session?.aal !== 'aal2' && changesCredentials) {
    throw new AuthError(
      401,
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    );
  }

  let encrypted: string | null = null;
  if (password !== null && password !== '') {
    if (
      currentPassword &&
      user.encrypted_password &&
      !(await deps.passwords.verify(currentPassword, user.encrypted_password))
    ) {
      throw badRequest('current_password_mismatch', 'Current password required when setting new password.');
    }
    if (user.encrypted_password && (await deps.passwords.verify(password, user.encrypted_password))) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    if (nonce) verifyNonceShape(nonce);
    encrypted = await deps.passwords.hash(password);
  }

  const emailChange = newEmail !== '' && newEmail !== user.email;
  if (emailChange && !deps.limiter.take(`otp:ip:${r.ip}`, deps.opts.rateLimits.otp)) {
    throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
  }
  const redirectTo = resolveRedirect(deps.config, r.query('redirect_to'), r.req);

  const outcome = await deps.db.transaction<UpdateOutcome>(async (tx) => {
    if (nonce && password) {
      const fresh = await findUserById(tx, user.id);
      const ok = fresh && nonceMatches(fresh, nonce);
      if (!ok)
        return { ok: false, error: unprocessable('reauthentication_not_valid', 'Requires reauthentication') };
      await tx.query(
        "update auth.users set reauthentication_token = '', reauthentication_sent_at = null where id = $1::uuid",
        [user.id],
      );
    }
    if (encrypted) {
      await setPassword(tx, user.id, encrypted);
      // GoTrue's UpdatePassword signs out every other session of the user.
      if (session) {
        await tx.query('delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid', [
          user.id,
          session.id,
        ]);
      } else {
        await tx.query('delete from auth.sessions where user_id = $1::uuid', [user.id]);
      }
    }
    if (data) {
      // Merging keeps old keys: the merged whole must fit too, or many small updates grow it unbounded.
      const merged = mergeMetadata(user.user_metadata, data);
      assertMetadataFits(merged);
      await setUserMetadata(tx, user.id, merged);
    }
    if (emailChange) {
      const taken = await findUserByEmail(tx, newEmail);
      if (taken && taken.id !== user.id) {
        return {
          ok: false,
          error: unprocessable('email_exists', 'A user with this email address has already been registered'),
        };
      }
      await tx.query(
        `update auth.users set email_change = $2, email_change_confirm_status = 0, email_change_token_current = '',
           updated_at = now() where id = $1::uuid`,
        [user.id, newEmail],
      );
      const current = (await findUserById(tx, user.id)) as UserRow;
      await issueEmailChange(tx, deps, current, { redirectTo, pkce: pkce !== null });
      if (pkce) {
        await createFlowState(tx, {
          userId: user.id,
          providerType: 'email',
          authMethod: 'email_change',
          pkce,
        });
      }
    }
    return { ok: true, user: (await findUserById(tx, user.id)) as UserRow };
  });
  if (!outcome.ok) throw outcome.error;
  send(r.res, 200, userJson(outcome.user));
}

function verifyNonceShape(nonce: string) {
  if (!/^\d{6,10}$/.test(nonce))
    throw unprocessable('reauthentication_not_valid', 'Requires reauthentication');
}

function nonceMatches(user: UserRow, nonce: string): boolean {
  const stored = user.reauthentication_token;
  if (!stored || !user.reauthentication_sent_at) return false;
  return stored === tokenHash(user.email, nonce);
}

/** GET /reauthenticate — emails a one-time code that PUT /user accepts as `nonce`. */
export async function reauthenticate(r: AuthRequest) {
  const { deps } = r;
  const { user } = await requireUser(r);
  if (!user.email)
    throw unprocessable(
      'validation_failed',
      'Reauthentication requires the user to have an email or a phone number',
    );
  if (!deps.limiter.take(`otp:ip:${r.ip}`, deps.opts.rateLimits.otp)) {
    throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
  }
  await deps.db.transaction(async (tx) => {
    await issueEmailToken(tx, deps, user, 'reauthentication', {
      redirectTo: deps.config.siteUrl,
      pkce: false,
    });
  });
  send(r.res, 200, {});
}
