import { describe, expect, it } from 'vitest';
import { rangesFrom } from './rangesFrom.ts';
import { totalsInRanges } from './totalsInRanges.ts';

describe('totalsInRanges', () => {
  it('counts and adds up the items of each range, empty ranges included', () => {
    const owed = [
      { age: 3, amount: 100 },
      { age: 30, amount: 50.5 },
      { age: 95, amount: 1000 },
    ];
    const ranges = rangesFrom({ upTo30: 0, upTo60: 31, over60: 61 });
    expect(
      totalsInRanges(
        owed,
        (i) => i.age,
        ranges,
        (i) => i.amount,
      ),
    ).toEqual([
      { id: 'upTo30', count: 2, total: 150.5 },
      { id: 'upTo60', count: 0, total: 0 },
      { id: 'over60', count: 1, total: 1000 },
    ]);
  });
});
