/**
 * Database chat: questions asked in plain language, the SQL generated for each and how it went.
 * Every figure of the dashboard comes from these functions, in sample and in live mode.
 */
import {
  change,
  countInBands,
  countPerDayBy,
  frequentGroups,
  inReportingPeriod,
  median,
  numbersOf,
  percentile,
  rateChange,
  ratio,
  sumBy,
} from '@portal/shared/format';
import type { AsOf } from '@portal/shared/live';
import { normalizeQuestion } from '../common/exchanges.ts';
import { QUERY_VALUES, type QueryRow } from '../common/rows.ts';

export type DatabaseChatData = AsOf<{ queries: QueryRow[] }>;

const queriesIn = ({ queries, asOf }: DatabaseChatData, back = 0) =>
  inReportingPeriod(queries, (q) => q.created_at, asOf, back);

/** The current period's queries, newest first. */
export const periodQueries = (data: DatabaseChatData): QueryRow[] =>
  queriesIn(data).sort((a, b) => b.created_at.localeCompare(a.created_at));

const succeeded = (q: QueryRow) => q.status === 'succeeded';
const failed = (q: QueryRow) => !succeeded(q);
const durations = (queries: readonly QueryRow[]) => numbersOf(queries, (q) => q.duration_ms);
const successRate = (list: readonly QueryRow[]) => ratio(list.filter(succeeded).length, list.length);
const createdAt = (q: QueryRow) => q.created_at;

/** The KPIs of the period, with the change against the period before. */
export function databaseChatKpis(data: DatabaseChatData) {
  const current = queriesIn(data);
  const previous = queriesIn(data, 1);
  return {
    questions: current.length,
    questionsChange: change(current.length, previous.length),
    successRate: successRate(current),
    successRateChange: rateChange(successRate, current, previous),
    errorRate: current.length ? 1 - successRate(current) : 0,
    medianDurationMs: median(durations(current)),
    p95DurationMs: percentile(durations(current), 0.95),
    rowsReturned: sumBy(current, (q) => q.row_count ?? 0),
    askers: new Set(current.flatMap((q) => (q.asked_by ? [q.asked_by] : []))).size,
  };
}

/** Queries per Doha day over the period, succeeded and failed. */
export const queriesPerDay = (data: DatabaseChatData) =>
  countPerDayBy(data.asOf, queriesIn(data), createdAt, (q) => q.status, QUERY_VALUES.values.status);

/** The period's questions grouped by their normalised text, the most asked first. */
export const frequentQuestions = (data: DatabaseChatData) =>
  frequentGroups(queriesIn(data), (q) => normalizeQuestion(q.question), createdAt).map(
    ({ items, latest }) => {
      const ok = items.filter(succeeded);
      return {
        /** The most recent wording. */
        question: latest.question,
        asked: items.length,
        successRate: successRate(items),
        medianDurationMs: median(durations(items)),
        /** Average rows returned by the successful runs. */
        averageRows: ok.length ? sumBy(ok, (q) => q.row_count ?? 0) / ok.length : undefined,
        lastAskedAt: latest.created_at,
      };
    },
  );

/** The period's slowest queries (timed ones only), slowest first. */
export const slowestQueries = (data: DatabaseChatData, limit = 10): QueryRow[] =>
  queriesIn(data)
    .filter((q) => q.duration_ms !== null)
    .sort((a, b) => (b.duration_ms ?? 0) - (a.duration_ms ?? 0) || b.created_at.localeCompare(a.created_at))
    .slice(0, limit);

/** The period's failures grouped by error message, the most frequent first. */
export const errorGroups = (data: DatabaseChatData) =>
  frequentGroups(queriesIn(data).filter(failed), (q) => q.error, createdAt).map(({ key, items, latest }) => ({
    error: key,
    count: items.length,
    lastSeenAt: latest.created_at,
    /** The latest question that failed this way. */
    question: latest.question,
  }));
export type FrequentQuestion = ReturnType<typeof frequentQuestions>[number];
export type ErrorGroup = ReturnType<typeof errorGroups>[number];

/** Upper bounds (ms) of the duration bands the Analytics tab charts; the last band is open. */
export const DURATION_BANDS = [100, 500, 2_000, 10_000] as const;

/** Timed queries of the period per duration band: < 100 ms, < 500 ms, < 2 s, < 10 s, 10 s or more. */
export const durationBands = (data: DatabaseChatData): number[] =>
  countInBands(durations(queriesIn(data)), DURATION_BANDS);
