/**
 * Deterministic demonstration data for Odoo sales: six months of opportunities of a Doha trading
 * company, won, lost and still open. Same numbers in both languages; titles and customers in Arabic
 * when the language is Arabic.
 */
import type { Locale } from '@portal/contract';
import { dohaDayKey } from '@portal/dashboard-kit/format';
import { partsFromRows } from '@portal/dashboard-kit/live';
import { COMPANIES, createRandom, daysAfter, daysBefore, sampleDays } from '@portal/dashboard-kit/sample';
import { PRODUCTS } from '../content/odoo-sales.ts';
import { type DealRow, type DealStage, isOpen, type OdooSalesData, parts, upcomingOf } from './data.ts';

export const SAMPLE_SEED = 'sales/odoo-sales/v1';

const PROBABILITY: Record<DealStage, number> = {
  prospect: 10,
  qualified: 30,
  proposal: 50,
  negotiation: 75,
  won: 100,
  lost: 0,
};

export function sample(locale: Locale, anchor: Date): OdooSalesData {
  const r = createRandom(SAMPLE_SEED);
  // About one new opportunity every other day over six months.
  const deals = sampleDays(r, { days: 180, perDay: [0, 1] }, ({ day, index }): DealRow => {
    const product = r.pick(PRODUCTS);
    const cycle = r.int(10, 45); // days from creation to decision
    const decided = day > cycle;
    const stage: DealStage = decided
      ? r.chance(0.58)
        ? 'won'
        : 'lost'
      : r.weighted(['prospect', 'qualified', 'proposal', 'negotiation'] as const, [3, 4, 3, 2]);
    const closedAt = decided ? daysBefore(anchor, day - cycle, r.int(9 * 60, 16 * 60)) : null;
    return {
      id: `sample-deal-${index + 1}`,
      external_ref: `S${String(10_240 + index).padStart(5, '0')}`,
      title: product.title[locale],
      customer_name: r.pick(COMPANIES).name[locale],
      value_qar: r.int(product.min, product.max) * 500,
      stage,
      probability: PROBABILITY[stage],
      expected_close_on: dohaDayKey(closedAt ?? daysAfter(anchor, r.int(3, 40))),
      closed_at: closedAt?.toISOString() ?? null,
      created_at: daysBefore(anchor, day, r.int(8 * 60, 17 * 60)).toISOString(),
    };
  });
  const asOf = anchor.toISOString();
  // The same figures live mode reads from SQL, counted from the sample's rows.
  return {
    ...partsFromRows(parts, deals, asOf),
    upcoming: upcomingOf(deals),
    openDeals: deals.filter(isOpen),
    deals,
    asOf,
  };
}
