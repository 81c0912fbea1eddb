import { describeBilingualSample } from '@portal/shared/testing';
import { describe, expect, it } from 'vitest';
import { databaseChatKpis, errorGroups, frequentQuestions, queriesPerDay, slowestQueries } from './data.ts';
import { buildDatabaseChatSample } from './sample.ts';

const { en } = describeBilingualSample('database chat', buildDatabaseChatSample, {
  facts: (d) => [
    d.queries.map((q) => [q.id, q.status, q.row_count, q.duration_ms, q.created_at, q.generated_sql]),
    databaseChatKpis(d),
  ],
  texts: (d) => d.queries.flatMap((q) => [q.question, q.asked_by, q.error]),
  moments: (d) => d.queries.map((q) => q.created_at),
});

describe('database chat sample', () => {
  it('keeps the database’s rules: a failed query says why, a successful one returns rows', () => {
    for (const q of en.queries) {
      expect(q.status === 'failed', q.id).toBe(q.error !== null);
      if (q.status === 'succeeded') expect(q.row_count).not.toBeNull();
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
