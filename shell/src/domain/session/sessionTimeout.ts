/**
 * The session timeout of Settings → Security (docs/product.md §9: 1h, 8h, 24h, 7d; profiles.session_timeout). It
 * counts from sign-in, not from the last activity: past it the portal signs the person out and says why.
 */
import { isOneOf } from '@portal/dashboard-kit/live';

export const SESSION_TIMEOUTS = ['1h', '8h', '24h', '7d'] as const;
export type SessionTimeout = (typeof SESSION_TIMEOUTS)[number];
export const DEFAULT_SESSION_TIMEOUT: SessionTimeout = '24h';

const HOUR = 3_600_000;
const DURATION_MS: Record<SessionTimeout, number> = {
  '1h': HOUR,
  '8h': 8 * HOUR,
  '24h': 24 * HOUR,
  '7d': 7 * 24 * HOUR,
};

export function isSessionTimeout(value: unknown): value is SessionTimeout {
  return isOneOf(SESSION_TIMEOUTS, value);
}

export function timeoutMs(timeout: SessionTimeout): number {
  return DURATION_MS[timeout];
}

/** True once `now` is at or past sign-in + timeout. Unknown sign-in time: never (the server still decides). */
export function isSessionExpired(signedInAtMs: number | null, timeout: SessionTimeout, now: number): boolean {
  if (signedInAtMs === null) return false;
  return now - signedInAtMs >= timeoutMs(timeout);
}

/** Milliseconds until the timeout; 0 when already past. */
export function msUntilExpiry(signedInAtMs: number, timeout: SessionTimeout, now: number): number {
  return Math.max(0, signedInAtMs + timeoutMs(timeout) - now);
}

/** The timeout as a number and unit for Intl-formatted labels ('1h' → 1 hour, '7d' → 7 days). */
export function timeoutParts(timeout: SessionTimeout): { value: number; unit: 'hour' | 'day' } {
  const value = Number.parseInt(timeout, 10);
  return { value, unit: timeout.endsWith('d') ? 'day' : 'hour' };
}
