import type { Locale } from '@portal/shared/contract';
import { useTranslation } from 'react-i18next';
import { toLocale } from './lib/locale.ts';

/** The i18next namespace of this feature; the shell registers en.ts and ar.ts under it. */
export const MARKETING_NS = 'marketing';

/** Translations of the marketing namespace plus the active locale, for every section. */
export function useMarketing(): {
  t: ReturnType<typeof useTranslation>['t'];
  locale: Locale;
  changeLanguage: (l: Locale) => Promise<unknown>;
} {
  const { t, i18n } = useTranslation(MARKETING_NS);
  const locale = toLocale(i18n.resolvedLanguage ?? i18n.language);
  return { t, locale, changeLanguage: (next) => i18n.changeLanguage(next) };
}
