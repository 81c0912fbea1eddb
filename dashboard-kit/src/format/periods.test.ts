import { describe, expect, it } from 'vitest';
import { change, inWindow, ratio, sumBy, windowEndingAt } from './periods.ts';

describe('periods', () => {
  const asOf = '2026-04-30T21:00:00.000Z';

  it('builds the current and the previous window', () => {
    const current = windowEndingAt(asOf, 30);
    const previous = windowEndingAt(asOf, 30, 1);
    expect(current.to.toISOString()).toBe(asOf);
    expect(current.from.toISOString()).toBe('2026-03-31T21:00:00.000Z');
    expect(previous.to.getTime()).toBe(current.from.getTime());
  });

  it('includes the start and excludes the end', () => {
    const w = windowEndingAt(asOf, 7);
    expect(inWindow(w.from, w)).toBe(true);
    expect(inWindow(asOf, w)).toBe(false);
    expect(inWindow(null, w)).toBe(false);
  });

  it('computes relative change, undefined without a base', () => {
    expect(change(150, 100)).toBeCloseTo(0.5);
    expect(change(50, 100)).toBeCloseTo(-0.5);
    expect(change(5, 0)).toBeUndefined();
  });

  it('computes ratios and sums', () => {
    expect(ratio(1, 4)).toBe(0.25);
    // A rate of nothing is not measured (shown as a dash), not 0 %.
    expect(ratio(1, 0)).toBeUndefined();
    expect(sumBy([{ v: 2 }, { v: 3 }], (x) => x.v)).toBe(5);
  });
});
