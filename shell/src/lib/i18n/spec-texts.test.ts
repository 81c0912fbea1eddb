import { describe, expect, it } from 'vitest';
import { en as commonEn } from './en.ts';

describe('the texts the spec fixes', () => {
  it('are exact in English', () => {
    expect(commonEn.notFound).toEqual({
      code: '404',
      title: 'Oops! Page not found',
      returnHome: 'Return to Home',
    });
    // The spec's four texts, word for word (the group also holds the shell's own Retry).
    expect(commonEn.error).toMatchObject({
      title: 'Something went wrong',
      message: "We're sorry, but something unexpected happened. Please try refreshing the page.",
      tryAgain: 'Try Again',
      refresh: 'Refresh Page',
    });
    expect(commonEn.config.missing).toBe('Missing required environment variable: {{name}}');
  });
});
