import type { Locale } from '@portal/contract';

/**
 * Intl tags behind the two site languages. They match dashboard-kit/src/format/intl.ts (English with en-GB
 * conventions; Arabic for Qatar with Western digits), so the marketing page shows numbers exactly as
 * the dashboards do. Kept here rather than imported so that `/` does not load the dashboard helpers.
 */
export const INTL_TAG: Record<Locale, string> = { en: 'en-GB', ar: 'ar-QA-u-nu-latn' };

/** The two languages the site speaks; anything else (e.g. 'en-US' from a detector) maps to one of them. */
export function toLocale(language: string | undefined): Locale {
  return language?.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** Plain numbers (hours, weeks, character limits) in the active locale's digits and separators. */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_TAG[locale]).format(value);
}

export function formatPercent(ratio: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_TAG[locale], { style: 'percent', maximumFractionDigits: 0 }).format(
    ratio,
  );
}
