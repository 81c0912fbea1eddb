import { describe, expect, it } from 'vitest';
import { classifyAuthError } from './errors.ts';

describe('classifying what supabase-js reports', () => {
  it("by GoTrue's error code", () => {
    expect(classifyAuthError({ name: 'AuthApiError', status: 400, code: 'invalid_credentials' })).toBe(
      'invalidCredentials',
    );
    expect(classifyAuthError({ status: 400, code: 'email_not_confirmed' })).toBe('emailNotConfirmed');
    expect(classifyAuthError({ status: 422, code: 'weak_password' })).toBe('weakPassword');
    expect(classifyAuthError({ status: 422, code: 'same_password' })).toBe('samePassword');
    expect(classifyAuthError({ status: 422, code: 'mfa_verification_failed' })).toBe('mfaFailed');
    expect(classifyAuthError({ status: 429, code: 'over_email_send_rate_limit' })).toBe('rateLimited');
    expect(classifyAuthError({ status: 400, code: 'current_password_mismatch' })).toBe(
      'wrongCurrentPassword',
    );
  });

  it('network failures and 5xx answers are retryable fetch errors (docs/product.md §8)', () => {
    expect(classifyAuthError({ name: 'AuthRetryableFetchError', status: 0 })).toBe('network');
    expect(classifyAuthError({ name: 'AuthRetryableFetchError', status: 503 })).toBe('network');
    expect(classifyAuthError({ status: 502 })).toBe('network');
  });

  it('by class when there is no code', () => {
    expect(classifyAuthError({ name: 'AuthWeakPasswordError', status: 422 })).toBe('weakPassword');
    expect(classifyAuthError({ name: 'AuthSessionMissingError', status: 400 })).toBe('sessionMissing');
    expect(classifyAuthError({ status: 429 })).toBe('rateLimited');
  });

  it('anything unknown is unexpected', () => {
    expect(classifyAuthError({ status: 418, code: 'teapot' })).toBe('unexpected');
    expect(classifyAuthError(null)).toBe('unexpected');
    expect(classifyAuthError(new TypeError('x'))).toBe('unexpected');
  });
});
