import { describe, expect, it } from 'vitest';
import { weeklySums } from './weeklySums.ts';

describe('weeklySums', () => {
  it('sums each list per 7-day window ending at asOf, oldest first', () => {
    const asOf = '2026-04-01T00:00:00.000Z';
    const items = [
      { at: '2026-03-31T10:00:00Z', amount: 5, paid: null },
      { at: '2026-03-25T10:00:00Z', amount: 7, paid: '2026-03-30T10:00:00Z' },
      { at: '2026-03-24T23:59:59Z', amount: 11, paid: null },
      { at: '2026-03-01T00:00:00Z', amount: 100, paid: null },
    ];
    const weeks = weeklySums(asOf, 2, (i) => i.amount, {
      issued: [items, (i) => i.at],
      paid: [items, (i) => i.paid],
    });
    expect(weeks).toEqual([
      { weekEnding: '2026-03-24T23:59:59.999Z', issued: 11, paid: 0 },
      { weekEnding: '2026-03-31T23:59:59.999Z', issued: 12, paid: 7 },
    ]);
  });
});
