/**
 * i18next for the whole page (shell and remotes share this one instance as a federation singleton).
 * English is the default, Arabic the alternative; the choice lives in localStorage and drives
 * `<html lang dir>`. The `common` namespace is bundled; each feature's namespace
 * (`features/<feature>/i18n/{en,ar}.ts`), the kit's `ui` and each remote family's namespace load on
 * first use, in the page's language only (the other one on a language switch: i18next loads every
 * namespace in use in the new language before it switches, so no text shows its key meanwhile).
 */

import type { LazyMessages } from '@portal/contract';
import { addNumberFormat, lazyNamespaceLoader, toLocale } from '@portal/dashboard-kit/i18n';
import { isOneOf } from '@portal/dashboard-kit/live';
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ar } from './ar.ts';
import { en } from './en.ts';

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'portal.language';

/** Namespaces delivered at run time by remote families (their `messages`): a loader per language. */
const runtimeNamespaces = new Map<string, LazyMessages>();

/** An i18next backend that reads the lazy namespaces (defineLazyNamespace) and those added at run time. */
const namespaceBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const locale = toLocale(language);
    const load = runtimeNamespaces.get(namespace)?.[locale] ?? lazyNamespaceLoader(namespace, locale);
    if (!load) return callback(null, {});
    load().then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), false),
    );
  },
};

export function isLanguage(value: unknown): value is Language {
  return isOneOf(LANGUAGES, value);
}

export function directionOf(language: string): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function applyToDocument(language: string) {
  // The build's prerender (scripts/prerender.mjs) runs without a document: its HTML carries lang/dir.
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.lang = language;
  root.dir = directionOf(language);
}

let instance: I18n | undefined;

/** Creates the page's i18next instance once; synchronous, so error screens can be translated at once. */
export function setupI18n(): I18n {
  if (instance) return instance;
  const i18n = i18next.createInstance();
  const language = storedLanguage();
  i18n
    .use(namespaceBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      // No fallback for Arabic: i18next would fetch every lazy namespace in English as well, on the
      // critical path of each Arabic page. Every key exists in both languages (a missing one is a tsc
      // error, docs/architecture.md#i18n), so the English copy would never be read.
      fallbackLng: { ar: [], default: [DEFAULT_LANGUAGE] },
      supportedLngs: [...LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      resources: { en: { common: en }, ar: { common: ar } },
      // Bundled `common` + namespaces loaded by the backend on demand.
      partialBundledLanguages: true,
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes already
      react: { useSuspense: true },
    });
  addNumberFormat(i18n);
  applyToDocument(language);
  i18n.on('languageChanged', (next) => {
    applyToDocument(next);
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // Private mode or storage full: the choice simply does not persist.
    }
  });
  instance = i18n;
  return i18n;
}

export function getI18nInstance(): I18n {
  return setupI18n();
}

/**
 * Registers a namespace delivered at run time (a remote family's `messages`, a loader per language:
 * federation/familyTexts.ts loads it); returns the loaders it had before, if any.
 */
export function setRuntimeNamespace(namespace: string, messages: LazyMessages): LazyMessages | undefined {
  const known = runtimeNamespaces.get(namespace);
  runtimeNamespaces.set(namespace, messages);
  return known;
}
