import { describe, expect, it } from 'vitest';
import {
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
});
