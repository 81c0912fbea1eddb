// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { periodFilters } from './tableRows.ts';

describe('periodFilters', () => {
  const asOf = '2026-11-30T09:15:00.000Z';

  it('keeps the reporting period: from 30 days before the moment, up to (not at) it', () => {
    expect(periodFilters('created_at', asOf)).toEqual([
      ['created_at', 'gte', '2026-10-31T09:15:00.000Z'],
      ['created_at', 'lt', asOf],
    ]);
  });

  it('keeps as many days as asked', () => {
    expect(periodFilters('sent_at', asOf, 7)[0]).toEqual(['sent_at', 'gte', '2026-11-23T09:15:00.000Z']);
  });
});
