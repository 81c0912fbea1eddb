import { describe, expect, it } from 'vitest';
import { countPerDayBy } from './countPerDayBy.ts';

describe('countPerDayBy', () => {
  it('counts the period’s items per Doha day for each listed kind, and leaves the others out', () => {
    const asOf = '2026-03-09T21:00:00.000Z'; // the period ends with 9 March in Doha
    const items = [
      { at: '2026-03-09T08:00:00.000Z', kind: 'automated' },
      { at: '2026-03-09T09:00:00.000Z', kind: 'automated' },
      { at: '2026-03-08T09:00:00.000Z', kind: 'escalated' },
      { at: '2026-03-08T10:00:00.000Z', kind: 'open' },
    ];
    const perDay = countPerDayBy(
      asOf,
      items,
      (i) => i.at,
      (i) => i.kind,
      ['automated', 'escalated'],
    );
    expect(perDay.days.slice(-2)).toEqual(['2026-03-08', '2026-03-09']);
    expect(perDay.automated.slice(-2)).toEqual([0, 2]);
    expect(perDay.escalated.slice(-2)).toEqual([1, 0]);
    expect(Object.keys(perDay)).toEqual(['days', 'automated', 'escalated']);
  });
});
