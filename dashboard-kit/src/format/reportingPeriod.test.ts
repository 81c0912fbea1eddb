import { describe, expect, it } from 'vitest';
import { sumByDay } from './days.ts';
import {
  countPerDay,
  dated,
  inReportingPeriod,
  isInReportingPeriod,
  REPORTING_HISTORY_DAYS,
  reportingDays,
} from './reportingPeriod.ts';

const AS_OF = '2026-03-09T21:00:00.000Z'; // midnight in Doha, 10 March

describe('the reporting period', () => {
  it('lists the 30 Doha days before asOf, oldest first', () => {
    const days = reportingDays(AS_OF);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-02-08');
    expect(days.at(-1)).toBe('2026-03-09');
    expect(REPORTING_HISTORY_DAYS).toBe(60);
  });

  it('selects the items of the period, or of the one before', () => {
    const items = ['2026-03-09T20:59:59.000Z', '2026-03-09T21:00:00.000Z', '2026-02-07T20:59:00.000Z', null];
    expect(inReportingPeriod(items, (d) => d, AS_OF)).toEqual(['2026-03-09T20:59:59.000Z']);
    expect(inReportingPeriod(items, (d) => d, AS_OF, 1)).toEqual(['2026-02-07T20:59:00.000Z']);
    expect(items.map((d) => isInReportingPeriod(d, AS_OF))).toEqual([true, false, false, false]);
  });

  it('counts each named list per day of the period, days without items at 0', () => {
    const sent = ['2026-03-09T08:00:00.000Z', '2026-03-09T20:59:59.000Z', '2026-02-08T10:00:00.000Z'];
    const answered = [{ at: '2026-03-08T12:00:00.000Z' }, { at: '2026-03-09T21:00:00.000Z' }];
    const perDay = countPerDay(AS_OF, {
      sent: dated(sent, (d) => d),
      answered: dated(answered, (a) => a.at),
    });
    expect(perDay.days).toEqual(reportingDays(AS_OF));
    expect([perDay.sent[0], perDay.sent.at(-1), perDay.sent.reduce((a, b) => a + b)]).toEqual([1, 2, 3]);
    expect(perDay.answered.at(-2)).toBe(1);
    expect(perDay.answered.reduce((a, b) => a + b)).toBe(1); // 21:00Z on the 9th is the 10th in Doha
    expect(countPerDay(AS_OF, { sent: dated(sent, (d) => d) }, 7).days).toHaveLength(7);
  });

  it('sums a value per day', () => {
    const days = ['2026-03-08', '2026-03-09'];
    const rows = [
      { at: '2026-03-08T10:00:00.000Z', n: 2 },
      { at: '2026-03-09T10:00:00.000Z', n: 3 },
      { at: '2026-03-09T11:00:00.000Z', n: 4 },
    ];
    expect(
      sumByDay(
        rows,
        (r) => r.at,
        (r) => r.n,
        days,
      ),
    ).toEqual([2, 7]);
  });
});
