/**
 * Database chat: questions asked in plain language, the SQL generated for each and how it went.
 * Every figure of the dashboard comes from these functions, in sample and in live mode.
 */
import {
  countInRanges,
  countPerDayBy,
  durationSpread,
  frequentGroups,
  mean,
  numbersOf,
  periodList,
  rangesFrom,
  rateChange,
  ratio,
  sumBy,
} from '@portal/shared/format';
import type { AsOf } from '@portal/shared/live';
import { normalizeQuestion } from '../common/exchanges.ts';
import { QUERY_VALUES, type QueryRow } from '../common/rows.ts';

export type DatabaseChatData = AsOf<{ queries: QueryRow[] }>;

const createdAt = (q: QueryRow) => q.created_at;
const succeeded = (q: QueryRow) => q.status === 'succeeded';
const durations = (queries: readonly QueryRow[]) => numbersOf(queries, (q) => q.duration_ms);
const successRate = (list: readonly QueryRow[]) => ratio(list.filter(succeeded).length, list.length);

/** The current period's queries, newest first, and their count with its change. */
export const periodQueries = ({ queries, asOf }: DatabaseChatData) => periodList(queries, createdAt, asOf);

/** The KPIs of the period, with the change against the period before. */
export function databaseChatKpis(data: DatabaseChatData) {
  const { rows, count, previous } = periodQueries(data);
  const speed = durationSpread(durations(rows));
  return {
    questions: count.count,
    questionsChange: count.change,
    successRate: successRate(rows),
    successRateChange: rateChange(successRate, rows, previous),
    medianDurationMs: speed.median,
    p95DurationMs: speed.p95,
    rowsReturned: sumBy(rows, (q) => q.row_count ?? 0),
    askers: new Set(rows.flatMap((q) => q.asked_by ?? [])).size,
  };
}

/** Queries per Doha day over the period, succeeded and failed. */
export const queriesPerDay = (data: DatabaseChatData) =>
  countPerDayBy(data.asOf, periodQueries(data).rows, createdAt, (q) => q.status, QUERY_VALUES.values.status);

/** The period's questions grouped by their normalised text, the most asked first, each with its latest wording. */
export const frequentQuestions = (data: DatabaseChatData) =>
  frequentGroups(periodQueries(data).rows, (q) => normalizeQuestion(q.question), createdAt).map((group) => ({
    ...group,
    successRate: successRate(group.items),
    medianDurationMs: durationSpread(durations(group.items)).median,
    /** Average rows returned by the successful runs (a run that counted none returned 0). */
    averageRows: mean(group.items.filter(succeeded).map((q) => q.row_count ?? 0)),
  }));

/** The period's slowest queries (timed ones only), slowest first, then newest first. */
export const slowestQueries = (data: DatabaseChatData, limit = 10): QueryRow[] =>
  periodQueries(data)
    .rows.filter((q) => q.duration_ms !== null)
    .sort((a, b) => (b.duration_ms ?? 0) - (a.duration_ms ?? 0))
    .slice(0, limit);

/** The period's failures grouped by error message, the most frequent first, each with its latest. */
export const errorGroups = (data: DatabaseChatData) =>
  frequentGroups(periodQueries(data).rows, (q) => q.error, createdAt);
export type FrequentQuestion = ReturnType<typeof frequentQuestions>[number];
export type ErrorGroup = ReturnType<typeof errorGroups>[number];

/** The duration bands the Analytics tab charts, by where each starts (ms): < 100 ms, …, 10 s or more. */
const BANDS = rangesFrom({ under100ms: 0, under500ms: 100, under2s: 500, under10s: 2_000, over10s: 10_000 });

/** Timed queries of the period per duration band. */
export const durationBands = (data: DatabaseChatData) =>
  countInRanges(durations(periodQueries(data).rows), BANDS);
