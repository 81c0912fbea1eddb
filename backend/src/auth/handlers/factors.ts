import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { Tx } from '../../db/port.ts';
import { type AuthRequest, requireUser } from '../context.ts';
import {
  AuthError,
  forbidden,
  notFound,
  tooManyRequests,
  unprocessable,
  validationFailed,
} from '../errors.ts';
import { send, str } from '../http.ts';
import {
  addAmrClaim,
  type IssuedSession,
  insertRefreshToken,
  loadSession,
  tokenResponse,
} from '../sessions.ts';
import { findUserById, type UserRow, UUID_RE } from '../users.ts';

const MAX_ENROLLED_FACTORS = 10;
/** Seconds per TOTP code (what authenticator apps use). */
const TOTP_PERIOD = 30;

function requireSession(auth: Awaited<ReturnType<typeof requireUser>>) {
  if (!auth.session) {
    throw new AuthError(
      500,
      'unexpected_failure',
      'A valid session and a registered user are required to enroll a factor',
    );
  }
  return auth.session;
}

function ownFactor(user: UserRow, factorId: string) {
  const factor = UUID_RE.test(factorId) ? user.factors.find((f) => f.id === factorId) : undefined;
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found');
  return factor;
}

/** POST /factors — TOTP enrolment: secret, otpauth URI and a QR code (SVG; supabase-js makes it a data URI). */
export async function enrollFactor(r: AuthRequest) {
  const { deps } = r;
  const auth = await requireUser(r);
  const session = requireSession(auth);
  const body = await r.body();
  const factorType = str(body, 'factor_type');
  const friendlyName = str(body, 'friendly_name');
  if (factorType === 'phone' || factorType === 'webauthn') {
    throw unprocessable(
      `mfa_${factorType}_enroll_not_enabled`,
      `MFA enrollment is disabled for "${factorType}"`,
    );
  }
  if (factorType !== 'totp') throw validationFailed('factor_type needs to be TOTP, Phone, or WebAuthn');
  const { user } = auth;
  const verified = user.factors.filter((f) => f.status === 'verified');
  if (user.factors.length >= MAX_ENROLLED_FACTORS) {
    throw forbidden(
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  }
  if (verified.length > 0 && session.aal !== 'aal2') {
    throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
  }
  if (friendlyName && user.factors.some((f) => f.friendly_name === friendlyName)) {
    throw unprocessable(
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${friendlyName}" for this user likely already exists`,
    );
  }
  const issuer = str(body, 'issuer') || new URL(deps.config.siteUrl).host;
  const secret = new OTPAuth.Secret({ size: 20 });
  const totp = new OTPAuth.TOTP({
    issuer,
    label: user.email,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD,
    secret,
  });
  const uri = totp.toString();
  // supabase-js turns this into `data:image/svg+xml;utf-8,<svg…>` unencoded, so the SVG must not contain
  // `#` (it would start the URL fragment and cut the image): colours by name, as GoTrue's SVG has them.
  const qrCode = (
    await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H', margin: 1, width: 200 })
  )
    .replace(/#000000(ff)?/gi, 'black')
    .replace(/#ffffff(ff)?/gi, 'white')
    .trim();

  const id = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values (gen_random_uuid(), $1::uuid, $2, 'totp', 'unverified', now(), now(), $3) returning id::text as id`,
      [user.id, friendlyName || null, secret.base32],
    );
    return (rows[0] as { id: string }).id;
  });
  send(r.res, 200, {
    id,
    type: 'totp',
    friendly_name: friendlyName,
    totp: { qr_code: qrCode, secret: secret.base32, uri },
  });
}

/** POST /factors/:id/challenge */
export async function challengeFactor(r: AuthRequest) {
  const { deps } = r;
  const auth = await requireUser(r);
  const factor = ownFactor(auth.user, r.params[0] ?? '');
  const row = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; expires_at: number }>(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
       values (gen_random_uuid(), $1::uuid, now(), $2::inet)
       returning id::text as id, floor(extract(epoch from created_at + make_interval(secs => $3::float8)))::float8 as expires_at`,
      [factor.id, /^[0-9a-fA-F:.]+$/.test(r.ip) ? r.ip : '0.0.0.0', deps.opts.mfaChallengeExpiry],
    );
    await tx.query(
      'update auth.mfa_factors set last_challenged_at = clock_timestamp(), updated_at = now() where id = $1::uuid',
      [factor.id],
    );
    return rows[0] as { id: string; expires_at: number };
  });
  send(r.res, 200, { id: row.id, type: 'totp', expires_at: Number(row.expires_at) });
}

type VerifyOutcome = { ok: true; issued: IssuedSession } | { ok: false; error: AuthError };

/** POST /factors/:id/verify — a valid code upgrades the session to aal2 and rotates its refresh token. */
export async function verifyFactor(r: AuthRequest) {
  const { deps } = r;
  const auth = await requireUser(r);
  const session = requireSession(auth);
  const factor = ownFactor(auth.user, r.params[0] ?? '');
  const body = await r.body();
  const challengeId = str(body, 'challenge_id');
  const code = str(body, 'code').trim();
  if (!code) throw validationFailed('Code needs to be non-empty');
  if (!UUID_RE.test(challengeId)) {
    throw notFound('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  }
  const wrongCodesKey = `mfa:user:${auth.user.id}`;
  if (deps.limiter.exceeded(wrongCodesKey, deps.opts.rateLimits.mfaVerify)) {
    throw tooManyRequests(
      'over_request_rate_limit',
      'Too many wrong codes. Please wait a few minutes and try again.',
    );
  }

  const outcome = await deps.db.transaction<VerifyOutcome>(async (tx) => {
    const { rows } = await tx.query<{
      verified: boolean;
      ip: string;
      expired: boolean;
      secret: string;
    }>(
      `select c.verified_at is not null as verified, host(c.ip_address) as ip,
         c.created_at + make_interval(secs => $3::float8) < now() as expired, f.secret
       from auth.mfa_challenges c join auth.mfa_factors f on f.id = c.factor_id
       where c.id = $1::uuid and c.factor_id = $2::uuid for update of c`,
      [challengeId, factor.id, deps.opts.mfaChallengeExpiry],
    );
    const challenge = rows[0];
    if (!challenge) {
      return {
        ok: false,
        error: notFound('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found'),
      };
    }
    if (challenge.verified || challenge.ip !== r.ip) {
      return {
        ok: false,
        error: unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch'),
      };
    }
    if (challenge.expired) {
      await tx.query('delete from auth.mfa_challenges where id = $1::uuid', [challengeId]);
      return {
        ok: false,
        error: unprocessable(
          'mfa_challenge_expired',
          `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
        ),
      };
    }
    const totp = new OTPAuth.TOTP({
      algorithm: 'SHA1',
      digits: 6,
      period: TOTP_PERIOD,
      secret: OTPAuth.Secret.fromBase32(challenge.secret),
    });
    const delta = totp.validate({ token: code, window: 1 });
    // A code used once is spent (RFC 6238 §5.2): remember its time step on the verified challenge.
    const step = delta === null ? null : String(Math.floor(Date.now() / 1000 / TOTP_PERIOD) + delta);
    const replayed =
      step !== null &&
      (
        await tx.query(
          `select 1 from auth.mfa_challenges
           where factor_id = $1::uuid and verified_at is not null and otp_code = $2
             and verified_at > now() - make_interval(secs => $3::float8)`,
          [factor.id, step, TOTP_PERIOD * 3],
        )
      ).rows.length > 0;
    if (step === null || replayed) {
      // A wrong code spends the challenge: guessing needs a new challenge for every try.
      await tx.query('delete from auth.mfa_challenges where id = $1::uuid', [challengeId]);
      deps.limiter.record(wrongCodesKey, deps.opts.rateLimits.mfaVerify);
      return { ok: false, error: unprocessable('mfa_verification_failed', 'Invalid TOTP code entered') };
    }
    await tx.query('update auth.mfa_challenges set verified_at = now(), otp_code = $2 where id = $1::uuid', [
      challengeId,
      step,
    ]);
    await tx.query(
      "update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1::uuid and status <> 'verified'",
      [factor.id],
    );
    await addAmrClaim(tx, session.id, 'totp');
    await tx.query(
      "update auth.sessions set aal = 'aal2', factor_id = $2::uuid, updated_at = now() where id = $1::uuid",
      [session.id, factor.id],
    );
    // Swap the session's refresh token so the aal2 pair is the only live one, as updateMFASessionAndClaims.
    const current = await tx.query<{ id: string; token: string }>(
      `select id::text as id, token from auth.refresh_tokens where session_id = $1::uuid and coalesce(revoked, false) = false
       order by id desc limit 1`,
      [session.id],
    );
    const parent = current.rows[0] ?? null;
    if (parent) {
      await tx.query(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1::bigint',
        [parent.id],
      );
    }
    const refreshToken = await insertRefreshToken(tx, auth.user.id, session.id, parent?.token ?? null);
    // Other aal1 sessions of the user end; unverified factors are dropped.
    await tx.query("delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid and aal = 'aal1'", [
      auth.user.id,
      session.id,
    ]);
    await tx.query("delete from auth.mfa_factors where user_id = $1::uuid and status = 'unverified'", [
      auth.user.id,
    ]);
    const user = await findUserById(tx, auth.user.id);
    const upgraded = await loadSession(tx, session.id);
    if (!user || !upgraded) return { ok: false, error: forbidden('session_not_found', 'Session not found') };
    return { ok: true, issued: { user, session: upgraded, refreshToken } };
  });
  if (!outcome.ok) throw outcome.error;
  send(r.res, 200, await tokenResponse(deps.config, outcome.issued));
}

/** DELETE /factors/:id — a verified factor needs an aal2 session; its sessions fall back to aal1. */
export async function unenrollFactor(r: AuthRequest) {
  const { deps } = r;
  const auth = await requireUser(r);
  const factor = ownFactor(auth.user, r.params[0] ?? '');
  if (factor.status === 'verified' && auth.session?.aal !== 'aal2') {
    throw forbidden('insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await deps.db.transaction(async (tx) => {
    await deleteFactor(tx, factor.id);
  });
  send(r.res, 200, { id: factor.id });
}

export async function deleteFactor(tx: Tx, factorId: string) {
  await tx.query(
    `delete from auth.mfa_amr_claims where authentication_method = 'totp'
       and session_id in (select id from auth.sessions where factor_id = $1::uuid)`,
    [factorId],
  );
  await tx.query(
    "update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1::uuid",
    [factorId],
  );
  await tx.query('delete from auth.mfa_factors where id = $1::uuid', [factorId]);
}
