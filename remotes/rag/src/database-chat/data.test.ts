import { fixtureTable } from '@portal/dashboard-kit-testing';
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
const sample = (): figures.DatabaseChatData => figures.sampleDatabaseChat(QUERIES, AS_OF);

describe('database chat figures', () => {
  it('adds the rows returned and the askers to the family’s KPIs of the last 30 days', () => {
    const kpis = figures.databaseChatKpis(sample());
    expect(kpis).toMatchObject({ questions: 6, questionsChange: 2, rate: 0.5, rowsReturned: 12, askers: 2 });
  });

  it('gives each frequent question its success rate and the average rows its successful runs returned', () => {
    const frequent = figures.frequentQuestions(sample()).map((q) => [q.key, q.asked, q.rate, q.averageRows]);
    expect(frequent[0]).toEqual(['total sales last month', 2, 1, 1]);
    expect(frequent.at(-1)).toEqual(['top products', 1, 1, 10]);
    expect(frequent.at(1)).toEqual(['broken', 1, 0, undefined]); // it never ran
  });

  it('lists the slowest timed queries, failure reasons and duration bands', () => {
    expect(sample().slowest.map((q) => q.duration_ms)).toEqual([2500, 120, 80]);
    const errors = figures.errorGroups(sample()).map((e) => [e.key, e.count, e.lastSeenAt]);
    expect(errors).toEqual([
      ['statement timeout', 2, QUERIES[4]?.created_at],
      ['read-only', 1, QUERIES[5]?.created_at],
    ]);
    expect(figures.durationBands(sample()).map((b) => b.count)).toEqual([1, 1, 0, 1, 0]);
  });
});
