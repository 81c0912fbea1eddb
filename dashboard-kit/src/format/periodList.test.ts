import { describe, expect, it } from 'vitest';
import { crossCount, periodList } from './periodList.ts';

const asOf = '2026-03-31T21:00:00.000Z'; // midnight opening 1 April in Doha

describe('periodList', () => {
  it('lists the period’s rows newest first and counts them against the period before', () => {
    const rows = [
      { id: 'a', at: '2026-03-10T08:00:00Z' },
      { id: 'b', at: '2026-03-30T08:00:00Z' },
      { id: 'before', at: '2026-02-20T08:00:00Z' },
      { id: 'older', at: '2026-01-01T08:00:00Z' },
      { id: 'day', at: '2026-03-20T09:00:00Z' },
      { id: 'undated', at: null },
    ];
    const period = periodList(rows, (r) => r.at, asOf);
    expect(period.rows.map((r) => r.id)).toEqual(['b', 'day', 'a']);
    expect(period.count).toEqual({ count: 3, change: 2 });
    expect(period.previous.map((r) => r.id)).toEqual(['before']);
  });
});

describe('crossCount', () => {
  it('counts each pair of keys, keys without items counting 0', () => {
    const pairs = ['leave open', 'leave resolved', 'leave resolved', 'payslip resolved'];
    const items = pairs.map((pair) => pair.split(' ') as [string, string]);
    const table = crossCount(
      items,
      ([type]) => type,
      ['leave', 'payslip', 'other'],
      ([, status]) => status,
      ['open', 'resolved'],
    );
    expect(table).toEqual([
      { key: 'leave', counts: [1, 2] },
      { key: 'payslip', counts: [0, 1] },
      { key: 'other', counts: [0, 0] },
    ]);
  });
});
