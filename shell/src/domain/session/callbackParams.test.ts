import { describe, expect, it } from 'vitest';
import { classifyCallbackFailure, hasAuthCallback, readCallbackParams } from './callbackParams.ts';

const base = 'http://127.0.0.1:5173';

describe('auth redirects in the address', () => {
  it('reads a PKCE code and our flow marker', () => {
    expect(readCallbackParams(`${base}/oauth/callback?flow=signup&code=abc`)).toMatchObject({
      code: 'abc',
      flow: 'signup',
      error: null,
    });
  });

  it("reads GoTrue's error redirect (query and fragment; the query wins)", () => {
    const href = `${base}/reset-password?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired#error=x&sb=`;
    expect(readCallbackParams(href)).toMatchObject({
      error: 'access_denied',
      errorCode: 'otp_expired',
      errorDescription: 'Email link is invalid or has expired',
    });
    expect(readCallbackParams(`${base}/#error=server_error&error_code=boom`)).toMatchObject({
      error: 'server_error',
      errorCode: 'boom',
    });
  });

  it('knows when supabase-js has something to read at start', () => {
    expect(hasAuthCallback(`${base}/?code=1`)).toBe(true);
    expect(hasAuthCallback(`${base}/#access_token=t&type=recovery`)).toBe(true);
    expect(hasAuthCallback(`${base}/reset-password?error_description=x`)).toBe(true);
    expect(hasAuthCallback(`${base}/dashboard?tab=codes&q=encode`)).toBe(false);
    expect(hasAuthCallback(`${base}/`)).toBe(false);
  });
});

describe('explaining a failed return', () => {
  const none = readCallbackParams(`${base}/oauth/callback`);
  it('a cancelled Google sign-in', () => {
    const params = readCallbackParams(
      `${base}/oauth/callback?error=access_denied&error_code=access_denied&error_description=The+user+cancelled`,
    );
    expect(classifyCallbackFailure(params, null)).toBe('cancelled');
  });

  it('an expired or used link', () => {
    const params = readCallbackParams(`${base}/oauth/callback?error=access_denied&error_code=otp_expired`);
    expect(classifyCallbackFailure(params, null)).toBe('linkExpired');
    expect(classifyCallbackFailure(none, { name: 'AuthApiError', code: 'flow_state_not_found' })).toBe(
      'linkExpired',
    );
  });

  it('a link opened in another browser', () => {
    expect(classifyCallbackFailure(none, { name: 'AuthPKCECodeVerifierMissingError' })).toBe('otherBrowser');
  });

  it('anything else, and nothing at all', () => {
    expect(classifyCallbackFailure(readCallbackParams(`${base}/x?error=server_error`), null)).toBe('generic');
    expect(classifyCallbackFailure(none, { name: 'AuthUnknownError' })).toBe('generic');
    expect(classifyCallbackFailure(none, null)).toBeNull();
  });
});
