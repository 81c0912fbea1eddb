import { describe, expect, it } from 'vitest';
import workflowsAr from '../../features/workflows/i18n/ar.ts';
import workflowsEn from '../../features/workflows/i18n/en.ts';
import commonAr from './ar.ts';
import commonEn from './en.ts';

/** Every key path of a nested message object, e.g. 'error.title'. */
function keyPaths(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function interpolations(messages: object): string[] {
  return keyPaths(messages).map((path) => {
    const value = path
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages);
    return `${path}:${[...String(value).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).join(',')}`;
  });
}

describe.each([
  ['common', commonEn, commonAr],
  ['workflows', workflowsEn, workflowsAr],
])('the %s namespace', (_name, en, ar) => {
  it('has the same keys in English and Arabic', () => {
    expect(keyPaths(ar).sort()).toEqual(keyPaths(en).sort());
  });

  it('uses the same interpolation variables in both languages', () => {
    expect(interpolations(ar).sort()).toEqual(interpolations(en).sort());
  });

  it('really translates: Arabic texts contain Arabic letters', () => {
    const arabic = /[\u0600-\u06FF]/;
    // The language switch names the other language in that language, so the Arabic page says 'English'.
    const inOtherLanguage = new Set(['language.switchTo']);
    const untranslated = keyPaths(ar).filter((path) => {
      if (inOtherLanguage.has(path)) return false;
      const value = path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], ar);
      const english = path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], en);
      return !arabic.test(String(value)) && value !== english;
    });
    expect(untranslated).toEqual([]);
  });
});

describe('the texts the spec fixes', () => {
  it('are exact in English', () => {
    expect(commonEn.notFound).toEqual({
      code: '404',
      title: 'Oops! Page not found',
      returnHome: 'Return to Home',
    });
    expect(commonEn.error).toEqual({
      title: 'Something went wrong',
      message: "We're sorry, but something unexpected happened. Please try refreshing the page.",
      tryAgain: 'Try Again',
      refresh: 'Refresh Page',
    });
    expect(commonEn.config.missing).toBe('Missing required environment variable: {{name}}');
  });
});
