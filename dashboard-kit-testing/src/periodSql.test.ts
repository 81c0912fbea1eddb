import { REPORTING_DAYS } from '@portal/dashboard-kit/format';
import { describe, expect, it } from 'vitest';
import { sqlPeriod, sqlSince } from './periodSql.ts';

const AS_OF = '2026-11-25T21:00:00.000Z';

describe('period conditions for live tests', () => {
  it('reads a history back from the moment the loader computed at', () => {
    expect(sqlSince('m.created_at', AS_OF, 60)).toBe(
      `m.created_at >= timestamptz '${AS_OF}' - interval '60 days'`,
    );
  });

  it('bounds a KPI period on both sides, the reporting period unless told, asOf excluded', () => {
    expect(sqlPeriod('sent_at', AS_OF)).toBe(
      `${sqlSince('sent_at', AS_OF, REPORTING_DAYS)} and sent_at < timestamptz '${AS_OF}'`,
    );
    expect(sqlPeriod('sent_at', AS_OF, 7)).toContain("interval '7 days'");
  });
});
