import type { StackConfig } from '../config.ts';
import type { Tx } from '../db/port.ts';
import type { Mailbox } from '../mail/mailbox.ts';
import { generateOtp, PKCE_PREFIX, tokenHash } from './crypto.ts';
import { tooManyRequests } from './errors.ts';
import { escapeHtml } from './http.ts';
import type { AuthOptions } from './options.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { TokenColumn, UserRow } from './users.ts';

/** The `type` of a verify link; each has its own token column and `*_sent_at` column, as in GoTrue. */
export type EmailKind =
  | 'signup'
  | 'invite'
  | 'recovery'
  | 'magiclink'
  | 'email_change'
  | 'email_change_current'
  | 'reauthentication';

interface KindSpec {
  tokenColumn: TokenColumn;
  sentAtColumn: string;
  ottType: string;
  subject: string;
}

const KINDS: Record<EmailKind, KindSpec> = {
  signup: {
    tokenColumn: 'confirmation_token',
    sentAtColumn: 'confirmation_sent_at',
    ottType: 'confirmation_token',
    subject: 'Confirm Your Signup',
  },
  invite: {
    tokenColumn: 'confirmation_token',
    sentAtColumn: 'confirmation_sent_at',
    ottType: 'confirmation_token',
    subject: 'You have been invited',
  },
  recovery: {
    tokenColumn: 'recovery_token',
    sentAtColumn: 'recovery_sent_at',
    ottType: 'recovery_token',
    subject: 'Reset Your Password',
  },
  magiclink: {
    tokenColumn: 'recovery_token',
    sentAtColumn: 'recovery_sent_at',
    ottType: 'recovery_token',
    subject: 'Your Magic Link',
  },
  email_change: {
    tokenColumn: 'email_change_token_new',
    sentAtColumn: 'email_change_sent_at',
    ottType: 'email_change_token_new',
    subject: 'Confirm Email Change',
  },
  // The link to the current address of a secure email change (and admin generate_link's email_change_current).
  email_change_current: {
    tokenColumn: 'email_change_token_current',
    sentAtColumn: 'email_change_sent_at',
    ottType: 'email_change_token_current',
    subject: 'Confirm Email Change',
  },
  reauthentication: {
    tokenColumn: 'reauthentication_token',
    sentAtColumn: 'reauthentication_sent_at',
    ottType: 'reauthentication_token',
    subject: 'Confirm Reauthentication',
  },
};

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface IssuedEmailToken {
  /** The 6-digit code of the email. */
  otp: string;
  /** What the link carries and the column stores: the hash, `pkce_`-prefixed in the PKCE flow. */
  hashedToken: string;
  /** The verify link (none for reauthentication, which is a code only). */
  actionLink: string | null;
  redirectTo: string;
  email: OutgoingEmail;
}

export interface MailerDeps {
  config: StackConfig;
  opts: AuthOptions;
  limiter: RateLimiter;
  mailbox: Mailbox;
}

/** The seconds left before another email of this kind may go to this user, or 0. */
async function secondsUntilAllowed(tx: Tx, userId: string, sentAtColumn: string, maxFrequency: number) {
  if (maxFrequency <= 0) return 0;
  const { rows } = await tx.query<{ left: number | null }>(
    `select ceil(extract(epoch from (${sentAtColumn} + make_interval(secs => $2::float8) - now())))::float8 as left
     from auth.users where id = $1::uuid`,
    [userId, maxFrequency],
  );
  const left = Number(rows[0]?.left ?? 0);
  return Math.max(left, 0);
}

/**
 * Stores a fresh token of `kind` on the user (legacy column + auth.one_time_tokens, as GoTrue writes both)
 * and sends the email through the mailbox in the same transaction (unless `send: false`, for admin
 * generate_link). Throws 429 when the address was sent this kind of email too recently or the instance is
 * over its hourly email budget.
 */
export async function issueEmailToken(
  tx: Tx,
  deps: MailerDeps,
  user: UserRow,
  kind: EmailKind,
  opts: {
    redirectTo: string;
    pkce: boolean;
    to?: string;
    skipFrequencyCheck?: boolean;
    /** false: only issue the token (admin generate_link). */
    send?: boolean;
  },
): Promise<IssuedEmailToken> {
  const sending = opts.send !== false;
  const spec = KINDS[kind];
  const to = (opts.to ?? user.email).toLowerCase();
  if (!opts.skipFrequencyCheck) {
    const left = await secondsUntilAllowed(tx, user.id, spec.sentAtColumn, deps.opts.emailMaxFrequency);
    if (left > 0) {
      throw tooManyRequests(
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${left} seconds.`,
      );
    }
  }
  if (sending && !deps.limiter.take('email:sent', deps.opts.rateLimits.emailSent)) {
    throw tooManyRequests('over_email_send_rate_limit', 'Email rate limit exceeded');
  }
  const otp = generateOtp(6);
  const hash = tokenHash(to, otp);
  const hashedToken = opts.pkce ? PKCE_PREFIX + hash : hash;
  await tx.query(
    `update auth.users set ${spec.tokenColumn} = $2, ${spec.sentAtColumn} = now() where id = $1::uuid`,
    [user.id, hashedToken],
  );
  await tx.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values (gen_random_uuid(), $1::uuid, $2::auth.one_time_token_type, $3, $4, now(), now())
     on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, relates_to = excluded.relates_to, updated_at = now()`,
    [user.id, spec.ottType, hashedToken, to],
  );
  const actionLink =
    kind === 'reauthentication'
      ? null
      : `${deps.config.publicUrl.replace(/\/+$/, '')}/auth/v1/verify?${new URLSearchParams({
          token: hashedToken,
          type: kind === 'email_change_current' ? 'email_change' : kind,
          redirect_to: opts.redirectTo,
        })}`;
  const email = composeEmail(kind, {
    to,
    subject: spec.subject,
    link: actionLink,
    otp,
    siteUrl: deps.config.siteUrl,
    currentEmail: user.email,
    newEmail: user.email_change || to,
  });
  // In the same transaction, as GoTrue sends inside its: the token and the email commit together.
  if (sending) await deps.mailbox.send(email, tx);
  return { otp, hashedToken, actionLink, redirectTo: opts.redirectTo, email };
}

/**
 * GoTrue's sendEmailChange: a link to the new address and, with secure email change, one to the current
 * address too (both count as one send for the frequency limit). `user.email_change` must already be set.
 */
export async function issueEmailChange(
  tx: Tx,
  deps: MailerDeps,
  user: UserRow,
  opts: { redirectTo: string; pkce: boolean },
): Promise<void> {
  await issueEmailToken(tx, deps, user, 'email_change', { ...opts, to: user.email_change });
  if (deps.opts.secureEmailChange && user.email) {
    await issueEmailToken(tx, deps, user, 'email_change_current', { ...opts, skipFrequencyCheck: true });
  }
}

/** Clears a token after use (GoTrue clears the column and the one_time_tokens row). */
export async function clearEmailToken(tx: Tx, userId: string, kind: EmailKind) {
  const spec = KINDS[kind];
  await tx.query(`update auth.users set ${spec.tokenColumn} = '' where id = $1::uuid`, [userId]);
  await tx.query(
    'delete from auth.one_time_tokens where user_id = $1::uuid and token_type = $2::auth.one_time_token_type',
    [userId, spec.ottType],
  );
}

export function sentAtColumnOf(kind: EmailKind): string {
  return KINDS[kind].sentAtColumn;
}

interface ComposeInput {
  to: string;
  subject: string;
  link: string | null;
  otp: string;
  siteUrl: string;
  currentEmail: string;
  newEmail: string;
}

/** GoTrue's default templates (plus the code, as the Supabase CLI templates show it). */
function composeEmail(kind: EmailKind, c: ComposeInput): OutgoingEmail {
  const lines: Record<EmailKind, { heading: string; intro: string; action: string }> = {
    signup: {
      heading: 'Confirm your signup',
      intro: 'Follow this link to confirm your user:',
      action: 'Confirm your mail',
    },
    invite: {
      heading: 'You have been invited',
      // The site is named by host only, so that the first link of the email stays the invite link.
      intro: `You have been invited to create a user on ${hostOf(c.siteUrl)}. Follow this link to accept the invite:`,
      action: 'Accept the invite',
    },
    recovery: {
      heading: 'Reset Password',
      intro: 'Follow this link to reset the password for your user:',
      action: 'Reset Password',
    },
    magiclink: { heading: 'Magic Link', intro: 'Follow this link to login:', action: 'Log In' },
    email_change: {
      heading: 'Confirm Change of Email',
      intro: `Follow this link to confirm the update of your email from ${c.currentEmail} to ${c.newEmail}:`,
      action: 'Change Email',
    },
    email_change_current: {
      heading: 'Confirm Change of Email',
      intro: `Follow this link to confirm the update of your email from ${c.currentEmail} to ${c.newEmail}:`,
      action: 'Change Email',
    },
    reauthentication: { heading: 'Confirm reauthentication', intro: 'Enter the code:', action: '' },
  };
  const l = lines[kind];
  const codeLine = kind === 'reauthentication' ? c.otp : `Alternatively, enter the code: ${c.otp}`;
  const text = [l.heading, '', l.intro, ...(c.link ? [c.link, ''] : []), codeLine, ''].join('\n');
  const html = [
    `<h2>${escapeHtml(l.heading)}</h2>`,
    `<p>${escapeHtml(l.intro)}</p>`,
    c.link ? `<p><a href="${escapeHtml(c.link)}">${escapeHtml(l.action)}</a></p>` : '',
    `<p>${escapeHtml(codeLine)}</p>`,
  ].join('\n');
  return { to: c.to, subject: c.subject, text, html };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
