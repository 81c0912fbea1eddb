import { describe, expect, it } from 'vitest';
import { fixtureTable, momentsBefore, rowBuilder, TEST_AS_OF } from './fixtureRows.ts';

describe('fixture rows', () => {
  it('counts moments back from asOf in days, forward in hours', () => {
    const at = momentsBefore(TEST_AS_OF);
    expect(at(0)).toBe(TEST_AS_OF);
    expect(at(1)).toBe('2026-03-30T21:00:00.000Z');
    expect(at(2, 1.5)).toBe('2026-03-29T22:30:00.000Z');
  });

  it('numbers each row and keeps the defaults a test does not set', () => {
    const row = rowBuilder<{ id: string; status: string; score: number | null }>('a', {
      status: 'open',
      score: null,
    });
    expect(row()).toEqual({ id: 'a1', status: 'open', score: null });
    expect(row({ score: 80 })).toEqual({ id: 'a2', status: 'open', score: 80 });
    expect(row({ id: 'mine' }).id).toBe('mine');
  });

  it('builds rows from a table: the columns named, one line per row', () => {
    const row = rowBuilder<{ id: string; status: string; score: number | null }>('t', {
      status: 'open',
      score: null,
    });
    const rows = fixtureTable(row, 'score status', [
      [70, 'closed'],
      [null, 'open'],
    ]);
    expect(rows).toEqual([
      { id: 't1', status: 'closed', score: 70 },
      { id: 't2', status: 'open', score: null },
    ]);
    // @ts-expect-error a value of the wrong type for its column
    fixtureTable(row, 'score status', [['high', 'open']]);
    // @ts-expect-error a line without a value for each column
    fixtureTable(row, 'score status', [[70]]);
  });
});
