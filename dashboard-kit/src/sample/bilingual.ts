import type { Locale } from '@portal/contract';

/**
 * A text in both languages. Sample data picks Bilingual values with the seeded generator and only
 * then chooses the language, so the English and Arabic samples are the same data set, translated:
 * switching language swaps the words, never the numbers.
 */
export interface Bilingual {
  en: string;
  ar: string;
}

export const localize = (text: Bilingual, locale: Locale): string => text[locale];

/** Shorthand for pools: bi('Doha', 'الدوحة'). */
export const bi = (en: string, ar: string): Bilingual => ({ en, ar });
