import { describe, expect, it } from 'vitest';
import { databaseChatKpis, errorGroups, frequentQuestions, queriesPerDay, slowestQueries } from './data.ts';
import { buildDatabaseChatSample } from './sample.ts';

const anchor = new Date('2026-03-14T21:00:00.000Z');
const ARABIC = /[\u0621-\u064a]/;

describe('database chat sample', () => {
  const en = buildDatabaseChatSample('en', anchor);
  const ar = buildDatabaseChatSample('ar', anchor);

  it('is deterministic and the same data set in both languages', () => {
    expect(buildDatabaseChatSample('en', anchor)).toEqual(en);
    expect(
      ar.queries.map((q) => [q.id, q.status, q.row_count, q.duration_ms, q.created_at, q.generated_sql]),
    ).toEqual(
      en.queries.map((q) => [q.id, q.status, q.row_count, q.duration_ms, q.created_at, q.generated_sql]),
    );
    for (const q of ar.queries) {
      expect(q.question).toMatch(ARABIC);
      expect(q.asked_by).toMatch(ARABIC);
      if (q.error) expect(q.error).toMatch(ARABIC);
    }
    expect(databaseChatKpis(ar)).toEqual(databaseChatKpis(en));
  });

  it('keeps the database’s rules: a failed query says why, a successful one returns rows', () => {
    for (const q of en.queries) {
      expect(q.status === 'failed', q.id).toBe(q.error !== null);
      if (q.status === 'succeeded') expect(q.row_count).not.toBeNull();
      expect(Date.parse(q.created_at)).toBeLessThan(anchor.getTime());
    }
  });

  it('has something for every tab', () => {
    const kpis = databaseChatKpis(en);
    expect(kpis.successRate).toBeGreaterThan(0.8);
    expect(kpis.successRate).toBeLessThan(1);
    expect(kpis.questionsChange).toBeDefined();
    expect(queriesPerDay(en).succeeded.every((n) => n > 0)).toBe(true);
    expect(frequentQuestions(en).length).toBeGreaterThan(8);
    expect(errorGroups(en).length).toBeGreaterThanOrEqual(3);
    expect(slowestQueries(en)[0]?.duration_ms).toBe(30_000);
  });
});
