import { describe, expect, it } from 'vitest';
import { durationSpread } from './durationSpread.ts';
import { percentile } from './stats.ts';

describe('durationSpread', () => {
  it('gives the median and the 95th percentile of the durations', () => {
    const seconds = [5, 1, 3, 2, 4, 100].map((s) => s * 1000);
    expect(durationSpread(seconds)).toEqual({ median: 3500, p95: percentile(seconds, 0.95) });
    expect(durationSpread(seconds).p95).toBeGreaterThan(5000);
  });

  it('is undefined before anything was measured', () => {
    expect(durationSpread([])).toEqual({ median: undefined, p95: undefined });
  });
});
