/**
 * The database chat sample: the staff of a Doha home-and-fragrance retailer ask their sales database
 * questions in Arabic and English. Some questions always fail (a column the model invented, a request
 * to change data, one too heavy to finish); any may fail now and then on a lost connection.
 */
import type { Locale } from '@portal/contract';
// From the kit, not common/knowledge.ts: that module would bring the knowledge bots' figures and
// live reads into this dashboard's first load (docs/performance.md).
import { REPORTING_HISTORY_DAYS as HISTORY_DAYS } from '@portal/dashboard-kit/format';
import { createRandom, daysBefore, scriptedDays } from '@portal/dashboard-kit/sample';
import type { QueryRow } from '../common/rows.ts';
import { ASKERS, CONNECTION_LOST, SAMPLE_QUERIES } from '../content/database-chat.ts';
import { type DatabaseChatData, sampleDatabaseChat } from './data.ts';

export function buildDatabaseChatSample(locale: Locale, anchor: Date): DatabaseChatData {
  const r = createRandom('rag/database-chat/v1');
  // Busier in the current period than in the one before, so the KPIs show a change.
  const perDay = (day: number) => [day <= 30 ? 5 : 3, 11] as const;
  const options = { days: HISTORY_DAYS, perDay, cases: SAMPLE_QUERIES };
  const queries = scriptedDays(r, options, (q, { day, index }): QueryRow => {
    const lost = !q.error && r.chance(0.03);
    const error = q.error ?? (lost ? CONNECTION_LOST : undefined);
    return {
      id: `sample-query-${index + 1}`,
      asked_by: r.pick(ASKERS)[locale],
      question: q.question[locale],
      language: r.chance(0.4) ? 'ar' : 'en',
      generated_sql: q.sql,
      status: error ? 'failed' : 'succeeded',
      error: error?.[locale] ?? null,
      row_count: error || !q.rows ? null : r.int(...q.rows),
      duration_ms: q.durationMs ? r.int(...q.durationMs) : null,
      created_at: daysBefore(anchor, day, r.int(7 * 60, 21 * 60)).toISOString(),
    };
  });
  return sampleDatabaseChat(queries, anchor.toISOString());
}
