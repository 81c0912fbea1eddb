import { TEST_AS_OF as asOf, momentsBefore, sampleFixture } from '@portal/dashboard-kit-testing';
import { describe, expect, it } from 'vitest';
import {
  hrKpis,
  hrServiceFromRows,
  requestsByType,
  requestsPerDay,
  resolutionByType,
  waitingMs,
} from './data.ts';
import { sampleRows } from './sample.ts';

const HOUR = 3_600_000;
const at = momentsBefore(asOf);

/** The columns the figures read; every other column is the sample's first request's. */
const COLUMNS = 'request_type status answered_by_assistant created_at resolved_at';
const rows = sampleFixture(sampleRows, 'requests', COLUMNS, [
  ['payslip', 'resolved', true, at(2), at(2, 0.1)],
  ['leave', 'resolved', false, at(5), at(5, 30)],
  ['leave', 'resolved', false, at(6), at(6, 10)],
  ['certificate', 'rejected', false, at(7), null],
  ['expense', 'open', false, at(1), null],
  ['unknown', 'in_progress', false, at(45), null],
  ['leave', 'resolved', false, at(40), at(40, 2)],
]);
const data = hrServiceFromRows(rows.requests, rows.asOf);

describe('HR service figures', () => {
  it('counts the period’s requests against the period before, open ones of any age, and what the assistant answered', () => {
    const k = hrKpis(data);
    expect(k).toMatchObject({ requests: { count: 5, change: 1.5 }, open: 2, answeredAlone: 1, resolved: 3 });
    expect(k.answeredAloneRate).toBeCloseTo(0.2);
    // Resolved in 6 min, 10 h and 30 h: median 10 h, two of three within the 24 h target.
    expect(k.medianResolutionMs).toBe(10 * HOUR);
    expect(k.p95ResolutionMs).toBeCloseTo(28 * HOUR);
    expect(k.withinTargetRate).toBeCloseTo(2 / 3);
  });

  it('splits the period’s requests by type and status, unknown types counting as other', () => {
    const byType = Object.fromEntries(requestsByType(data).map((r) => [r.key, r.counts]));
    expect(byType).toMatchObject({ leave: [0, 0, 2, 0], certificate: [0, 0, 0, 1], expense: [1, 0, 0, 0] });
    expect(byType.other).toEqual([0, 0, 0, 0]); // the unknown one is 45 days old
  });

  it('gives the mean time to resolve per type of the requests resolved in the period', () => {
    expect(resolutionByType(data)).toEqual([
      { type: 'leave', meanMs: 20 * HOUR },
      { type: 'payslip', meanMs: 0.1 * HOUR },
    ]);
  });

  it('counts requests per Doha day, by the assistant or by a person', () => {
    const perDay = requestsPerDay(data);
    expect(perDay.days).toHaveLength(30);
    expect(perDay.alone.reduce((a, b) => a + b, 0)).toBe(1);
    expect(perDay.byPerson.reduce((a, b) => a + b, 0)).toBe(4);
    expect(perDay.alone[28]).toBe(1); // made at midnight starting the day before the last one
  });

  it('lists the period’s requests, and the open ones of any age with how long they have waited', () => {
    const list = (rows: typeof data.openTable) => (Array.isArray(rows) ? rows : []);
    expect(list(data.periodTable)).toHaveLength(5);
    const open = list(data.openTable);
    expect(open.map((r) => r.status).sort()).toEqual(['in_progress', 'open']);
    expect(open.map((r) => waitingMs(r, asOf)).sort((a, b) => b - a)[0]).toBe(45 * 86_400_000);
  });
});
