import { describe, expect, it } from 'vitest';
import { pastMonths } from './pastMonths.ts';

describe('pastMonths', () => {
  it('gives the whole months before the anchor’s Doha month, oldest first, across a year and February', () => {
    // 22:00 UTC on 31 March is already 1 April in Doha: March is the last whole month.
    expect(pastMonths(new Date('2024-03-31T22:00:00Z'), 4)).toEqual([
      { first: '2023-12-01', last: '2023-12-31', back: 4 },
      { first: '2024-01-01', last: '2024-01-31', back: 3 },
      { first: '2024-02-01', last: '2024-02-29', back: 2 },
      { first: '2024-03-01', last: '2024-03-31', back: 1 },
    ]);
  });
});
