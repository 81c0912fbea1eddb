import { describe, expect, it } from 'vitest';
import { crossSeries } from './crossSeries.ts';

describe('crossSeries', () => {
  it('makes one series per column of a cross count, one value per row', () => {
    const table = [
      { key: 'email', counts: [2, 1] },
      { key: 'phone', counts: [1, 0] },
    ];
    expect(crossSeries(table, ['open', 'closed'], (s) => s.toUpperCase())).toEqual([
      { id: 'open', label: 'OPEN', data: [2, 1] },
      { id: 'closed', label: 'CLOSED', data: [1, 0] },
    ]);
  });
});
