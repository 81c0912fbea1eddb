import type { Locale } from '@portal/contract';
import { marketingNamespace } from './i18n/index.ts';

/** The i18next namespace of this feature (standalone.tsx asks for it before the first render). */
export const MARKETING_NS = marketingNamespace.name;

/** Translations of the marketing namespace plus the active locale, for every section. */
export function useMarketing(): {
  t: ReturnType<typeof marketingNamespace.useT>['t'];
  locale: Locale;
  changeLanguage: (l: Locale) => Promise<unknown>;
} {
  const { t, i18n, locale } = marketingNamespace.useT();
  return { t, locale, changeLanguage: (next) => i18n.changeLanguage(next) };
}
