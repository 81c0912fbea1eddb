import { describe, expect, it } from 'vitest';
import { periodCount, periodRows } from './periodRows.ts';

const asOf = '2026-03-31T00:00:00Z';
const at = (day: string) => ({ at: `2026-${day}T10:00:00Z` });

describe('periodRows', () => {
  it('splits rows into the period ending at asOf and the one before, leaving out older and later rows', () => {
    const rows = [at('03-30'), at('03-02'), at('02-28'), at('01-20'), at('04-01'), { at: null }];
    const split = periodRows(rows, (r) => r.at, asOf, 30);
    expect(split.current).toEqual([at('03-30'), at('03-02')]);
    expect(split.previous).toEqual([at('02-28')]);
    expect(periodCount(split)).toEqual({ count: 2, change: 1 });
  });

  it('has no change without a previous period', () => {
    expect(periodCount(periodRows([at('03-30')], (r) => r.at, asOf, 30))).toEqual({
      count: 1,
      change: undefined,
    });
  });
});
