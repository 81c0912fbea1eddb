import type { Locale } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { type Formatters, formattersFor } from '../format/intl.ts';

/** 'ar' for any Arabic language tag (ar, ar-QA…), else 'en' (the default language). */
export const toLocale = (language: string | undefined): Locale => (language?.startsWith('ar') ? 'ar' : 'en');

/** The active locale of the shared i18next instance. Re-renders when the language changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return toLocale(i18n.resolvedLanguage ?? i18n.language);
}

/** Number, QAR and date formatters for the active locale. */
export function useFormatters(): Formatters {
  return formattersFor(useLocale());
}
