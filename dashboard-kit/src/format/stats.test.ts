import { describe, expect, it } from 'vitest';
import { countByHour, dohaHour } from './hours.ts';
import { countInBands, elapsedMs, mean, median, percentile } from './stats.ts';

describe('percentile', () => {
  it('interpolates between ranks like percentile_cont', () => {
    // select percentile_cont(p) within group (order by v) from unnest('{1,2,3,4,10}'::int[]) v
    const values = [10, 1, 3, 2, 4];
    expect(percentile(values, 0)).toBe(1);
    expect(percentile(values, 0.5)).toBe(3);
    expect(percentile(values, 0.9)).toBeCloseTo(7.6);
    expect(percentile(values, 1)).toBe(10);
    expect(median([1, 2, 3, 4])).toBe(2.5);
  });

  it('has no value for no data, and ignores what is not a number', () => {
    expect(percentile([], 0.5)).toBeUndefined();
    expect(median([Number.NaN, 5])).toBe(5);
    expect(mean([])).toBeUndefined();
    expect(mean([1, 2, Number.POSITIVE_INFINITY, 6])).toBe(3);
  });

  it('measures elapsed time only when both ends are known', () => {
    expect(elapsedMs('2026-03-01T10:00:00Z', '2026-03-01T10:01:30Z')).toBe(90_000);
    expect(elapsedMs('2026-03-01T10:00:00Z', null)).toBeUndefined();
    expect(elapsedMs('not a date', '2026-03-01T10:00:00Z')).toBeUndefined();
  });
});

describe('Doha hours', () => {
  it('reads the hour on Doha’s clock (UTC+3)', () => {
    expect(dohaHour('2026-03-01T20:59:00Z')).toBe(23);
    expect(dohaHour('2026-03-01T21:00:00Z')).toBe(0);
    expect(dohaHour('2026-03-01T06:30:00Z')).toBe(9);
  });

  it('counts items per hour over all 24 hours', () => {
    const counts = countByHour(
      ['2026-03-01T06:10:00Z', '2026-03-02T06:50:00Z', '2026-03-01T21:00:00Z', 'x'],
      (d) => d,
    );
    expect(counts).toHaveLength(24);
    expect(counts[9]).toBe(2);
    expect(counts[0]).toBe(1);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
  });
});

describe('countInBands', () => {
  it('counts each value in the first band whose upper bound it is below, the rest in the open band', () => {
    expect(countInBands([10, 99, 100, 450, 2_000, 60_000], [100, 500, 2_000])).toEqual([2, 2, 0, 2]);
  });

  it('has one zero per band, the open one included, for no values', () => {
    expect(countInBands([], [30_000, 60_000])).toEqual([0, 0, 0]);
  });
});
