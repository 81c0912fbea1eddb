import { describe, expect, it } from 'vitest';
import { monthlySums } from './monthlySums.ts';

describe('monthlySums', () => {
  it('sums each list per Doha calendar month up to the month of asOf, oldest first', () => {
    // Midnight in Doha opening 1 April: April is the current month.
    const asOf = '2026-03-31T21:00:00.000Z';
    const items = [
      { at: '2026-03-31T21:30:00Z', amount: 5 }, // 1 April in Doha
      { at: '2026-03-31T20:59:00Z', amount: 7 }, // still 31 March in Doha
      { at: '2026-02-28T22:00:00Z', amount: 11 }, // 1 March in Doha
      { at: '2026-01-15T10:00:00Z', amount: 100 }, // before the three months
      { at: null, amount: 1000 },
    ];
    const months = monthlySums(asOf, 3, (i) => i.amount, {
      revenue: [items, (i) => i.at],
      large: [items.filter((i) => i.amount > 6), (i) => i.at],
    });
    expect(months).toEqual([
      { month: '2026-02-15T12:00:00.000Z', revenue: 0, large: 0 },
      { month: '2026-03-15T12:00:00.000Z', revenue: 18, large: 18 },
      { month: '2026-04-15T12:00:00.000Z', revenue: 5, large: 0 },
    ]);
  });

  it('crosses the year boundary (22:00 UTC on 31 December is 1 January in Doha)', () => {
    const months = monthlySums('2026-01-10T09:00:00Z', 2, () => 1, {
      n: [[{}], () => '2025-12-31T22:00:00Z'],
    });
    expect(months).toEqual([
      { month: '2025-12-15T12:00:00.000Z', n: 0 },
      { month: '2026-01-15T12:00:00.000Z', n: 1 },
    ]);
  });
});
