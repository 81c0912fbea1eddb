import { describe, expect, it } from 'vitest';
import type { QueryRow } from '../common/rows.ts';
import { AS_OF, at, queryRow } from '../common/testRows.ts';
import {
  type DatabaseChatData,
  databaseChatKpis,
  durationBands,
  errorGroups,
  frequentQuestions,
  queriesPerDay,
  slowestQueries,
} from './data.ts';

const DAY = 24 * 60;
const asked = (question: string, minute: number, over: Partial<QueryRow> = {}) =>
  queryRow({ question, created_at: at(minute), ...over });
const failed = (error: string, minute: number, question = 'Broken?') =>
  asked(question, minute, { status: 'failed', error, row_count: null, duration_ms: null });

function sample(): DatabaseChatData {
  return {
    queries: [
      asked('Total sales last month?', 0, { row_count: 1, duration_ms: 80, asked_by: 'Sara' }),
      asked('total sales last month', DAY, { row_count: 1, duration_ms: 120, asked_by: 'Jassim' }),
      asked('Top products', DAY + 5, { row_count: 10, duration_ms: 2500, asked_by: 'Sara' }),
      failed('statement timeout', DAY + 10, 'Basket by nationality'),
      failed('statement timeout', 2 * DAY, 'Basket by country'),
      failed('read-only', 2 * DAY + 1),
      asked('Old', -40 * DAY, { duration_ms: 50_000 }),
      asked('Old', -41 * DAY),
    ],
    asOf: AS_OF,
  };
}

describe('database chat figures', () => {
  it('computes the KPIs of the last 30 days against the 30 before', () => {
    const kpis = databaseChatKpis(sample());
    expect(kpis).toMatchObject({ questions: 6, questionsChange: 2, successRate: 0.5, errorRate: 0.5 });
    expect(kpis).toMatchObject({ medianDurationMs: 120, rowsReturned: 12, askers: 2 });
    expect(kpis.successRateChange).toBeCloseTo(-0.5);
    expect(kpis.p95DurationMs).toBeCloseTo(120 + (2500 - 120) * 0.9);
  });

  it('splits queries per Doha day into succeeded and failed', () => {
    const perDay = queriesPerDay(sample());
    const day = (key: string) => perDay.days.indexOf(key);
    expect(perDay.succeeded[day('2026-03-02')]).toBe(2);
    expect(perDay.failed[day('2026-03-03')]).toBe(2);
    expect(perDay.succeeded.reduce((a, b) => a + b, 0)).toBe(3);
  });

  it('groups frequent questions by their normalised text, with success and timing', () => {
    const [first, ...rest] = frequentQuestions(sample());
    expect(first).toEqual({
      question: 'total sales last month',
      asked: 2,
      successRate: 1,
      medianDurationMs: 100,
      averageRows: 1,
      lastAskedAt: at(DAY),
    });
    expect(rest.map((q) => q.question)).toEqual([
      'Broken?',
      'Basket by country',
      'Basket by nationality',
      'Top products',
    ]);
  });

  it('lists the slowest timed queries, failure reasons and duration bands', () => {
    expect(slowestQueries(sample(), 2).map((q) => q.duration_ms)).toEqual([2500, 120]);
    expect(errorGroups(sample())).toEqual([
      { error: 'statement timeout', count: 2, lastSeenAt: at(2 * DAY), question: 'Basket by country' },
      { error: 'read-only', count: 1, lastSeenAt: at(2 * DAY + 1), question: 'Broken?' },
    ]);
    expect(durationBands(sample())).toEqual([1, 1, 0, 1, 0]);
  });
});
