/** Which `redirect_to` addresses auth follows (pure: no stack needed). */
import { describe, expect, it } from 'vitest';
import { isRedirectAllowed } from '../src/auth/redirect.ts';
import type { StackConfig } from '../src/config.ts';

const config = (redirectAllowList: string[]) =>
  ({ siteUrl: 'http://127.0.0.1:5173', redirectAllowList }) as unknown as StackConfig;

describe('isRedirectAllowed', () => {
  it('follows http(s) addresses on the site host and allow-listed ones', () => {
    const c = config(['https://portal.example.qa/**']);
    expect(isRedirectAllowed(c, 'http://127.0.0.1:5173/reset-password')).toBe(true);
    expect(isRedirectAllowed(c, 'https://127.0.0.1/x')).toBe(true);
    expect(isRedirectAllowed(c, 'https://portal.example.qa/oauth/callback')).toBe(true);
    expect(isRedirectAllowed(c, 'https://evil.example/')).toBe(false);
  });

  it('refuses other schemes on the site host unless the allow list names the scheme', () => {
    const c = config([]);
    expect(isRedirectAllowed(c, 'javascript://127.0.0.1:5173/%0aalert(1)')).toBe(false);
    expect(isRedirectAllowed(c, 'myapp://127.0.0.1/callback')).toBe(false);
    expect(isRedirectAllowed(c, 'data://127.0.0.1/x')).toBe(false);
    const app = config(['myapp://callback']);
    expect(isRedirectAllowed(app, 'myapp://callback')).toBe(true);
    expect(isRedirectAllowed(app, 'javascript://callback')).toBe(false);
  });
});
