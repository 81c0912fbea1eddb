import type { Locale } from '@portal/contract';
import { INTL_TAG } from './locale.ts';

/**
 * Published prices in Qatari riyals (docs/product.md §9). Both languages show exactly these figures: an earlier
 * Arabic text quoted different numbers, so the amounts live here once and only their formatting
 * depends on the locale.
 */
export const PRICE_PLANS = [
  { id: 'simpleEmail', setup: 1_500, monthly: 300, startingFrom: false },
  { id: 'whatsappCatalog', setup: 3_000, monthly: 500, startingFrom: false },
  { id: 'custom', setup: 5_000, monthly: 800, startingFrom: true },
] as const;

export type PricePlan = (typeof PRICE_PLANS)[number];
export type PricePlanId = PricePlan['id'];

const qarFormatters = new Map<Locale, Intl.NumberFormat>();

/** A whole-riyal amount, e.g. 'QAR 1,500' in English and '‏1,500 ر.ق.‏' in Arabic. */
export function formatQar(amount: number, locale: Locale): string {
  let formatter = qarFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_TAG[locale], {
      style: 'currency',
      currency: 'QAR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    qarFormatters.set(locale, formatter);
  }
  return formatter.format(amount);
}
