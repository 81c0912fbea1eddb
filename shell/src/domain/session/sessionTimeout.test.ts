import { describe, expect, it } from 'vitest';
import {
  isSessionExpired,
  isSessionTimeout,
  msUntilExpiry,
  SESSION_TIMEOUTS,
  timeoutParts,
} from './sessionTimeout.ts';

const HOUR = 3_600_000;

describe('the session timeout (docs/product.md §9)', () => {
  it('offers exactly 1h, 8h, 24h and 7d', () => {
    expect(SESSION_TIMEOUTS).toEqual(['1h', '8h', '24h', '7d']);
    expect(isSessionTimeout('8h')).toBe(true);
    expect(isSessionTimeout('2h')).toBe(false);
    expect(isSessionTimeout(null)).toBe(false);
  });

  it('expires a session at sign-in plus the timeout, not before', () => {
    const start = 1_000_000;
    expect(isSessionExpired(start, '1h', start + HOUR - 1)).toBe(false);
    expect(isSessionExpired(start, '1h', start + HOUR)).toBe(true);
    expect(isSessionExpired(start, '8h', start + 7 * HOUR)).toBe(false);
    expect(isSessionExpired(start, '24h', start + 25 * HOUR)).toBe(true);
    expect(isSessionExpired(start, '7d', start + 6 * 24 * HOUR)).toBe(false);
    expect(isSessionExpired(start, '7d', start + 7 * 24 * HOUR)).toBe(true);
  });

  it('never expires a session whose start is unknown', () => {
    expect(isSessionExpired(null, '1h', Number.MAX_SAFE_INTEGER)).toBe(false);
  });

  it('says how long is left', () => {
    expect(msUntilExpiry(0, '1h', HOUR / 2)).toBe(HOUR / 2);
    expect(msUntilExpiry(0, '1h', 2 * HOUR)).toBe(0);
  });

  it('splits a timeout into number and unit for Intl', () => {
    expect(timeoutParts('8h')).toEqual({ value: 8, unit: 'hour' });
    expect(timeoutParts('7d')).toEqual({ value: 7, unit: 'day' });
  });
});
