/**
 * Deterministic demonstration data for Odoo sales: six months of opportunities of a Doha trading
 * company, won, lost and still open. Same numbers in both languages; titles and customers in Arabic
 * when the language is Arabic.
 */
import type { Locale } from '@portal/shared/contract';
import { dohaDayKey } from '@portal/shared/format';
import { COMPANIES, createRandom, daysAfter, daysBefore } from '@portal/shared/sample';
import { PRODUCTS } from '../content/odoo-sales.ts';
import type { Deal, DealStage, OdooSalesData } from './data.ts';

export const SAMPLE_SEED = 'sales/odoo-sales/v1';
const HISTORY_DAYS = 180;

const PROBABILITY: Record<DealStage, number> = {
  prospect: 10,
  qualified: 30,
  proposal: 50,
  negotiation: 75,
  won: 100,
  lost: 0,
};

export function buildOdooSalesSample(locale: Locale, anchor: Date): OdooSalesData {
  const r = createRandom(SAMPLE_SEED);
  const deals: Deal[] = [];
  for (let day = HISTORY_DAYS; day >= 1; day--) {
    if (!r.chance(0.55)) continue;
    const product = r.pick(PRODUCTS);
    const company = r.pick(COMPANIES);
    const createdAt = daysBefore(anchor, day, r.int(8 * 60, 17 * 60));
    const cycle = r.int(10, 45); // days from creation to decision
    const decided = day > cycle;
    const stage: DealStage = decided
      ? r.chance(0.58)
        ? 'won'
        : 'lost'
      : r.weighted(['prospect', 'qualified', 'proposal', 'negotiation'] as const, [3, 4, 3, 2]);
    const closedAt = decided ? daysBefore(anchor, day - cycle, r.int(9 * 60, 16 * 60)) : null;
    deals.push({
      id: `sample-deal-${deals.length + 1}`,
      ref: `S${String(10_240 + deals.length).padStart(5, '0')}`,
      title: product.title[locale],
      customer: company.name[locale],
      value: r.int(product.min, product.max) * 500,
      stage,
      probability: PROBABILITY[stage],
      expectedClose: dohaDayKey(decided ? (closedAt as Date) : daysAfter(anchor, r.int(3, 40))),
      closedAt: closedAt?.toISOString() ?? null,
      createdAt: createdAt.toISOString(),
    });
  }
  return { deals, asOf: anchor.toISOString() };
}
