import { describe, expect, it } from 'vitest';
import { crossCount } from '../format/periodList.ts';
import { crossSeries } from './crossSeries.ts';

describe('crossSeries', () => {
  it('makes one series per column of a cross count, one value per row', () => {
    const items = [
      ['email', 'open'],
      ['email', 'closed'],
      ['phone', 'open'],
      ['email', 'open'],
    ] as const;
    const table = crossCount(
      items,
      (i) => i[0],
      ['email', 'phone'],
      (i) => i[1],
      ['open', 'closed'],
    );
    expect(crossSeries(table, ['open', 'closed'], (s) => s.toUpperCase())).toEqual([
      { id: 'open', label: 'OPEN', data: [2, 1] },
      { id: 'closed', label: 'CLOSED', data: [1, 0] },
    ]);
  });
});
