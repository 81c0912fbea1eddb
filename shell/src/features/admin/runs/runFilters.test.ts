import { describe, expect, it } from 'vitest';
import { periodStart, runFiltersFrom } from './runFilters.ts';

describe('runFiltersFrom', () => {
  it('reads the filters of the overview links', () => {
    expect(runFiltersFrom(new URLSearchParams('tab=runs&status=failed&period=24h'))).toEqual({
      client: '',
      workflow: '',
      status: 'failed',
      period: '24h',
    });
  });

  it('ignores values that are not filters, so a hand-edited link shows every run', () => {
    expect(runFiltersFrom(new URLSearchParams('status=exploded&period=week'))).toMatchObject({
      status: '',
      period: '',
    });
  });
});

describe('periodStart', () => {
  const now = new Date('2026-11-25T01:30:00Z'); // 04:30 in Doha (UTC+3)

  it('starts today at midnight in Doha, not in UTC', () => {
    expect(periodStart('today', now).toISOString()).toBe('2026-11-24T21:00:00.000Z');
  });

  it('starts the last 24 hours a day before now', () => {
    expect(periodStart('24h', now).toISOString()).toBe('2026-11-24T01:30:00.000Z');
  });
});
