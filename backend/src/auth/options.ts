import type { StackConfig } from '../config.ts';

/** A fixed-window limit: at most `max` events per `windowSeconds`. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

/**
 * Auth settings beyond the shared StackConfig. Defaults follow GoTrue / the Supabase CLI; each can be set
 * through the environment (names below) or, in tests, passed to createAuthService.
 */
export interface AuthOptions {
  /**
   * Seconds a rotated refresh token may still be used (config.refreshReuseInterval; the environment
   * variable AUTH_REFRESH_TOKEN_REUSE_INTERVAL overrides it, e.g. for tests of reuse detection).
   */
  refreshReuseInterval: number;
  /** Seconds an email link / OTP stays valid (AUTH_OTP_EXPIRY, default 3600 as the Supabase CLI). */
  otpExpiry: number;
  /** Seconds a PKCE flow state / auth code stays valid (GoTrue: 300). */
  flowStateExpiry: number;
  /** Seconds an MFA challenge stays valid (GoTrue: 300). */
  mfaChallengeExpiry: number;
  /** AUTH_DISABLE_SIGNUP=true: 422 signup_disabled. */
  disableSignup: boolean;
  /**
   * Secure email change (GoTrue's MAILER_SECURE_EMAIL_CHANGE_ENABLED, the project's
   * `double_confirm_changes = true`): links go to the current and the new address and both must be
   * followed. AUTH_SECURE_EMAIL_CHANGE=false sends only the link to the new address. Off with autoconfirm.
   */
  secureEmailChange: boolean;
  /** AUTH_MANUAL_LINKING=true enables linkIdentity/unlinkIdentity (GoTrue default: disabled). */
  manualLinking: boolean;
  /** Seconds between two emails of one kind to one address (AUTH_EMAIL_MAX_FREQUENCY, GoTrue: 60). */
  emailMaxFrequency: number;
  rateLimits: {
    enabled: boolean;
    /** Password sign-ins + sign-ups per IP (AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS per 5 min). */
    signInSignUps: Limit;
    /** Failed password sign-ins per email address and client IP (AUTH_RATE_LIMIT_SIGN_IN_PER_EMAIL per 5 min). */
    failedSignInsPerEmail: Limit;
    /** recover / otp / resend / reauthenticate per IP (AUTH_RATE_LIMIT_OTP per 5 min). */
    otp: Limit;
    /** verify per IP (AUTH_RATE_LIMIT_VERIFY per 5 min). */
    verify: Limit;
    /** Wrong two-factor codes per user (AUTH_RATE_LIMIT_MFA_VERIFY per 5 min): a 6-digit code takes ~350 days to guess. */
    mfaVerify: Limit;
    /** refresh_token grants per IP (AUTH_RATE_LIMIT_TOKEN_REFRESH per 5 min). */
    tokenRefresh: Limit;
    /** Emails sent by the whole instance (AUTH_RATE_LIMIT_EMAIL_SENT per hour). */
    emailSent: Limit;
  };
}

export type AuthOverrides = Partial<Omit<AuthOptions, 'rateLimits'>> & {
  rateLimits?: Partial<AuthOptions['rateLimits']>;
};

function envInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
}

function envBool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  return ['1', 'true', 'on', 'yes'].includes(raw);
}

export function resolveAuthOptions(
  config: StackConfig,
  overrides: AuthOverrides = {},
  env: NodeJS.ProcessEnv = process.env,
): AuthOptions {
  const fiveMinutes = 300;
  const defaults: AuthOptions = {
    refreshReuseInterval: envInt(env, 'AUTH_REFRESH_TOKEN_REUSE_INTERVAL', config.refreshReuseInterval),
    otpExpiry: envInt(env, 'AUTH_OTP_EXPIRY', 3600),
    flowStateExpiry: 300,
    mfaChallengeExpiry: 300,
    disableSignup: envBool(env, 'AUTH_DISABLE_SIGNUP', false),
    manualLinking: envBool(env, 'AUTH_MANUAL_LINKING', false),
    secureEmailChange: envBool(env, 'AUTH_SECURE_EMAIL_CHANGE', true) && !config.autoConfirm,
    emailMaxFrequency: envInt(env, 'AUTH_EMAIL_MAX_FREQUENCY', 60),
    rateLimits: {
      enabled: config.rateLimits,
      // GoTrue's hosted default is 30; every local test and the e2e suite sign in from 127.0.0.1.
      signInSignUps: {
        max: envInt(env, 'AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS', 150),
        windowSeconds: fiveMinutes,
      },
      failedSignInsPerEmail: {
        max: envInt(env, 'AUTH_RATE_LIMIT_SIGN_IN_PER_EMAIL', 10),
        windowSeconds: fiveMinutes,
      },
      otp: { max: envInt(env, 'AUTH_RATE_LIMIT_OTP', 30), windowSeconds: fiveMinutes },
      verify: { max: envInt(env, 'AUTH_RATE_LIMIT_VERIFY', 150), windowSeconds: fiveMinutes },
      mfaVerify: { max: envInt(env, 'AUTH_RATE_LIMIT_MFA_VERIFY', 10), windowSeconds: fiveMinutes },
      tokenRefresh: { max: envInt(env, 'AUTH_RATE_LIMIT_TOKEN_REFRESH', 150), windowSeconds: fiveMinutes },
      emailSent: { max: envInt(env, 'AUTH_RATE_LIMIT_EMAIL_SENT', 100), windowSeconds: 3600 },
    },
  };
  return {
    ...defaults,
    ...overrides,
    rateLimits: { ...defaults.rateLimits, ...overrides.rateLimits },
  };
}
