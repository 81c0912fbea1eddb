import { describe, expect, it } from 'vitest';
import { countInRanges, rangesFrom } from './rangesFrom.ts';
import { itemsInRanges } from './stats.ts';

describe('rangesFrom', () => {
  it('ends each range where the next starts and leaves the last one open', () => {
    expect(rangesFrom({ upTo30: 0, upTo60: 31, over60: 61 })).toEqual([
      { id: 'upTo30', from: 0, to: 30 },
      { id: 'upTo60', from: 31, to: 60 },
      { id: 'over60', from: 61, to: Number.POSITIVE_INFINITY },
    ]);
  });

  it('puts every whole number in exactly one range', () => {
    const grouped = itemsInRanges(
      [0, 49, 50, 69, 70, 100],
      (v) => v,
      rangesFrom({ low: 0, fair: 50, good: 70 }),
    );
    expect(grouped.map((g) => g.items)).toEqual([
      [0, 49],
      [50, 69],
      [70, 100],
    ]);
  });

  it('counts the values of each range', () => {
    const bands = rangesFrom({ low: 0, fair: 50, good: 70 });
    expect(countInRanges([10, 49, 50, 85, 100], bands)).toEqual([
      { id: 'low', count: 2 },
      { id: 'fair', count: 1 },
      { id: 'good', count: 2 },
    ]);
  });
});
