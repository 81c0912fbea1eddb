// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, setupI18n } from '../lib/i18n/setup.ts';
import { loadFamilyTexts } from './familyTexts.ts';

describe('a remote family’s namespace (RemoteModule.messages, a loader per language)', () => {
  const probe = (fetched: string[]) => ({
    en: async () => {
      fetched.push('en');
      return { title: 'Leads' };
    },
    ar: async () => {
      fetched.push('ar');
      return { title: 'العملاء' };
    },
  });

  it('loads the page’s language with the kit’s `ui` texts, and the other language before a switch shows it', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    const i18n = setupI18n();
    await i18n.changeLanguage('ar');
    const fetched: string[] = [];

    await loadFamilyTexts('sales', probe(fetched));
    expect(fetched).toEqual(['ar']);
    expect(i18n.t('sales:title')).toBe('العملاء');
    expect(i18n.t('ui:states.retry')).toBe('إعادة المحاولة');
    expect(i18n.hasResourceBundle('en', 'ui')).toBe(false);

    // What the language switch does: the texts of the new language are in when it takes effect.
    const shown: string[] = [];
    i18n.on('languageChanged', () => shown.push(i18n.t('sales:title'), i18n.t('ui:states.retry')));
    await i18n.changeLanguage('en');
    expect(fetched).toEqual(['ar', 'en']);
    expect(shown).toEqual(['Leads', 'Retry']);
  });

  it('rejects when the page’s language cannot be loaded (the remote then shows its error with Retry)', async () => {
    const i18n = setupI18n();
    await i18n.changeLanguage('ar');
    const failing = {
      en: async () => ({ title: 'Leads' }),
      ar: () => Promise.reject(new Error('chunk failed')),
    };
    await expect(loadFamilyTexts('hr', failing)).rejects.toThrow('hr did not load in "ar"');
  });
});
