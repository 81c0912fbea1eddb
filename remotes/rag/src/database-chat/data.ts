/**
 * Database chat: questions asked in plain language, the SQL generated for each and how it went.
 * Every figure of the dashboard comes from these functions, in sample and in live mode; those it
 * shares with the knowledge bots come from the family's askedQuestions.ts.
 */
import { countInRanges, mean, rangesFrom, sumBy } from '@portal/dashboard-kit/format';
import type { AsOf } from '@portal/dashboard-kit/live';
import { askedQuestions, QUERY_QUESTIONS } from '../common/askedQuestions.ts';
import { frequentGroups } from '../common/frequentGroups.ts';
import type { QueryRow } from '../common/rows.ts';

export type DatabaseChatData = AsOf<{ queries: QueryRow[] }>;

/** The period's queries as questions asked: newest first, the KPI trio, per day, the most asked. */
export const questions = ({ queries, asOf }: DatabaseChatData) =>
  askedQuestions(QUERY_QUESTIONS, queries, asOf);

/** The KPIs of the period: the family's trio, the rows returned and how many people asked. */
export function databaseChatKpis(data: DatabaseChatData) {
  const { rows, kpis } = questions(data);
  return {
    ...kpis,
    rowsReturned: sumBy(rows, (q) => q.row_count ?? 0),
    askers: new Set(rows.flatMap((q) => q.asked_by ?? [])).size,
  };
}

/** The most asked questions, each with the average rows its successful runs returned (none: 0). */
export const frequentQuestions = (data: DatabaseChatData) =>
  questions(data)
    .frequent()
    .map((group) => ({
      ...group,
      averageRows: mean(group.items.filter((q) => q.status === 'succeeded').map((q) => q.row_count ?? 0)),
    }));

/** The period's slowest queries (timed ones only), slowest first, then newest first. */
export const slowestQueries = (data: DatabaseChatData, limit = 10): QueryRow[] =>
  questions(data)
    .rows.filter((q) => q.duration_ms !== null)
    .sort((a, b) => (b.duration_ms ?? 0) - (a.duration_ms ?? 0))
    .slice(0, limit);

/** The period's failures grouped by error message, the most frequent first, each with its latest. */
export const errorGroups = (data: DatabaseChatData) =>
  frequentGroups(questions(data).rows, (q) => q.error, QUERY_QUESTIONS.at);
export type FrequentQuestion = ReturnType<typeof frequentQuestions>[number];
export type ErrorGroup = ReturnType<typeof errorGroups>[number];

/** The duration bands the Analytics tab charts, by where each starts (ms): < 100 ms, …, 10 s or more. */
const BANDS = rangesFrom({ under100ms: 0, under500ms: 100, under2s: 500, under10s: 2_000, over10s: 10_000 });

/** Timed queries of the period per duration band. */
export const durationBands = (data: DatabaseChatData) => countInRanges(questions(data).durations, BANDS);
