import { reportingDays } from '@portal/dashboard-kit/format';
import { describe, expect, it } from 'vitest';
import { countByDay } from './countByDay.ts';

const AS_OF = '2026-03-09T21:00:00.000Z'; // midnight in Doha, 10 March

describe('countByDay', () => {
  it('counts items on their Doha day over the given days, days without items at 0', () => {
    const days = reportingDays(AS_OF);
    const sent = ['2026-03-09T08:00:00.000Z', '2026-03-09T20:59:59.000Z', '2026-02-08T10:00:00.000Z'];
    const perDay = countByDay(sent, (d) => d, days);
    expect(perDay).toHaveLength(30);
    expect([perDay[0], perDay.at(-1), perDay.reduce((a, b) => a + b)]).toEqual([1, 2, 3]);
    const answered = [{ at: '2026-03-08T12:00:00.000Z' }, { at: '2026-03-09T21:00:00.000Z' }];
    // 21:00Z on the 9th is the 10th in Doha, after the period
    expect(countByDay(answered, (a) => a.at, days).reduce((a, b) => a + b)).toBe(1);
  });

  it('leaves out the items without a date', () => {
    const rows = [{ at: '2026-03-30T08:00:00Z' }, { at: null }, { at: '2026-03-30T22:30:00Z' }];
    const perDay = countByDay(rows, (r) => r.at, reportingDays('2026-03-31T21:00:00.000Z'));
    expect(perDay.at(-2)).toBe(1); // 30 March in Doha
    expect(perDay.at(-1)).toBe(1); // 22:30 UTC is 01:30 on 31 March in Doha
    expect(perDay.reduce((a, b) => a + b, 0)).toBe(2);
  });

  it('counts nothing for days outside the range', () => {
    const days = ['2026-03-01', '2026-03-02'];
    const items = [
      '2026-03-01T08:00:00Z',
      '2026-03-01T20:00:00Z',
      '2026-03-01T22:00:00Z',
      '2026-02-01T08:00:00Z',
    ];
    expect(countByDay(items, (d) => d, days)).toEqual([2, 1]); // 20:00Z is 23:00 on the 1st and 22:00Z is already 01:00 on the 2nd in Doha
  });
});
