import { fixtureTable } from '@portal/shared/testing';
import { describe, expect, it } from 'vitest';
import { AS_OF, at, queryRow } from '../common/testRows.ts';
import * as figures from './data.ts';

const DAY = 24 * 60;
const QUERIES = fixtureTable(queryRow, 'question status error row_count duration_ms asked_by created_at', [
  ['Total sales last month?', 'succeeded', null, 1, 80, 'Sara', at(0)],
  ['total sales last month', 'succeeded', null, 1, 120, 'Jassim', at(DAY)],
  ['Top products', 'succeeded', null, 10, 2500, 'Sara', at(DAY + 5)],
  ['Basket by nationality', 'failed', 'statement timeout', null, null, 'Sara', at(DAY + 10)],
  ['Basket by country', 'failed', 'statement timeout', null, null, 'Sara', at(2 * DAY)],
  ['Broken?', 'failed', 'read-only', null, null, 'Sara', at(2 * DAY + 1)],
  ['Old', 'succeeded', null, 1, 50_000, 'Sara', at(-40 * DAY)],
  ['Old', 'succeeded', null, 1, 100, 'Sara', at(-41 * DAY)],
]);
const sample = (): figures.DatabaseChatData => ({ queries: QUERIES, asOf: AS_OF });

describe('database chat figures', () => {
  it('computes the KPIs of the last 30 days against the 30 before', () => {
    const kpis = figures.databaseChatKpis(sample());
    expect(kpis).toMatchObject({ questions: 6, questionsChange: 2, successRate: 0.5, medianDurationMs: 120 });
    expect(kpis).toMatchObject({ rowsReturned: 12, askers: 2 });
    expect(kpis.successRateChange).toBeCloseTo(-0.5);
    expect(kpis.p95DurationMs).toBeCloseTo(120 + (2500 - 120) * 0.9);
  });

  it('splits queries per Doha day into succeeded and failed', () => {
    const perDay = figures.queriesPerDay(sample());
    const day = (key: string) => perDay.days.indexOf(key);
    expect(perDay.succeeded[day('2026-03-02')]).toBe(2);
    expect(perDay.failed[day('2026-03-03')]).toBe(2);
    expect(perDay.succeeded.reduce((a, b) => a + b, 0)).toBe(3);
  });

  it('groups frequent questions by their normalised text, with success and timing', () => {
    const [first, ...rest] = figures.frequentQuestions(sample());
    expect(first).toMatchObject({ key: 'total sales last month', latest: QUERIES[1], successRate: 1 });
    expect(first).toMatchObject({ medianDurationMs: 100, averageRows: 1 });
    expect(first?.items).toEqual(QUERIES.slice(0, 2).reverse()); // the period's rows are newest first
    const order = ['Broken?', 'Basket by country', 'Basket by nationality', 'Top products'];
    expect(rest.map((q) => q.latest.question)).toEqual(order);
  });

  it('lists the slowest timed queries, failure reasons and duration bands', () => {
    expect(figures.slowestQueries(sample(), 2).map((q) => q.duration_ms)).toEqual([2500, 120]);
    const errors = figures.errorGroups(sample()).map((e) => [e.key, e.items.length, e.latest]);
    expect(errors).toEqual([
      ['statement timeout', 2, QUERIES[4]], // its latest: 'Basket by country'
      ['read-only', 1, QUERIES[5]],
    ]);
    expect(figures.durationBands(sample()).map((b) => b.count)).toEqual([1, 1, 0, 1, 0]);
  });
});
