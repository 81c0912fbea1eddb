import { describe, expect, it } from 'vitest';
import { rangesFrom } from './rangesFrom.ts';

describe('rangesFrom', () => {
  it('ends each range where the next starts and leaves the last one open', () => {
    expect(rangesFrom({ upTo30: 0, upTo60: 31, over60: 61 })).toEqual([
      { id: 'upTo30', from: 0, to: 30 },
      { id: 'upTo60', from: 31, to: 60 },
      { id: 'over60', from: 61, to: Number.POSITIVE_INFINITY },
    ]);
  });

  it('puts every whole number in exactly one range', () => {
    const ranges = rangesFrom({ low: 0, fair: 50, good: 70 });
    for (const value of [0, 49, 50, 69, 70, 100])
      expect(ranges.filter((r) => value >= r.from && value <= r.to)).toHaveLength(1);
  });
});
