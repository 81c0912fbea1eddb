// @vitest-environment happy-dom
import { defineLazyNamespace } from '@portal/dashboard-kit/i18n';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, setupI18n } from './setup.ts';

describe('lazy namespaces', () => {
  it('load in the visitor’s language only: an Arabic page never fetches the English texts', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    const fetched: string[] = [];
    defineLazyNamespace('probe', {
      en: async () => {
        fetched.push('en');
        return { title: 'Title' };
      },
      ar: async () => {
        fetched.push('ar');
        return { title: 'العنوان' };
      },
    });

    const i18n = setupI18n();
    await i18n.loadNamespaces('probe');

    expect(fetched).toEqual(['ar']);
    expect(i18n.t('probe:title')).toBe('العنوان');
    expect(document.documentElement.dir).toBe('rtl');
  });
});
