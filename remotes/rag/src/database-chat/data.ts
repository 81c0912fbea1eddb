/**
 * Database chat: questions asked in plain language, the SQL generated for each and how it went.
 * Live, every figure is counted in SQL over every question (docs/architecture.md, "Dashboard
 * figures") and the questions page on the server; the sample counts its rows through the same parts
 * (`sampleDatabaseChat`), so the View reads one shape and the two modes mean the same thing.
 */
import { REPORTING_DAYS, rangesFrom, ratio, windowEndingAt } from '@portal/dashboard-kit/format';
import {
  type Fact,
  figuresOf,
  type Group,
  listOf,
  liveDashboard,
  type Part,
  statsOf,
  sumOf,
  type Top,
  tableOf,
  topOf,
} from '@portal/dashboard-kit/live';
import { normalizeQuestion } from '../common/exchanges.ts';
import { askedFigures, TIME_FRACTIONS } from '../common/questionFigures.ts';
import { DATABASE_QUERIES, QUERY_VALUES, type QueryRow } from '../common/rows.ts';

/** What the figures count of a question (source `database_queries`): duration as value, rows as score. */
const queryFact = (q: QueryRow): Fact => ({
  at: q.created_at,
  status: QUERY_VALUES.read.status(q),
  kind: q.language,
  value: q.duration_ms,
  score: q.row_count,
});

/** The same question as source `database_questions` counts it: the rows returned, and 1 when it ran. */
const questionFact = (q: QueryRow): Fact => ({
  at: q.created_at,
  status: QUERY_VALUES.read.status(q),
  value: q.row_count,
  score: q.status === 'succeeded' ? 1 : 0,
});

/** The duration bands the Analytics tab charts, by where each starts (ms): < 100 ms, …, 10 s or more. */
const BANDS = rangesFrom({ under100ms: 0, under500ms: 100, under2s: 500, under10s: 2_000, over10s: 10_000 });

/** How many of the most asked questions and of the failure reasons the dashboard lists. */
export const FREQUENT_LIMIT = 100;
/** How many of the slowest queries the Analytics tab lists. */
export const SLOWEST_LIMIT = 10;
/** The askers of a company's database chat are its staff: a few, read whole up to this many. */
const ASKERS_LIMIT = 1000;

/** The questions table: paged, sorted and searched on the server, newest first. */
const QUERY_TABLE = {
  sort: {
    question: 'question',
    askedBy: 'asked_by',
    status: 'status',
    rows: 'row_count',
    duration: 'duration_ms',
    when: 'created_at',
  },
  search: ['question', 'asked_by', 'error'],
} as const;

/** The period's slowest timed queries, slowest first (read on the server: one short page). */
const slowestQueries = (limit: number, days: number) =>
  ({
    ...listOf(
      'database_queries',
      DATABASE_QUERIES.columns,
      (q) => q,
      (asOf) => {
        const { from, to } = windowEndingAt(asOf, days);
        const period = `and(created_at.gte."${from.toISOString()}",created_at.lt."${to.toISOString()}",duration_ms.not.is.null)`;
        return { limit, dateColumn: 'duration_ms', or: period };
      },
    ),
    fromRows: (rows: readonly QueryRow[], asOf: string) => {
      const { from, to } = windowEndingAt(asOf, days);
      const inPeriod = (q: QueryRow) => q.created_at >= from.toISOString() && q.created_at < to.toISOString();
      return rows
        .filter((q) => q.duration_ms !== null && inPeriod(q))
        .sort((a, b) => (b.duration_ms ?? 0) - (a.duration_ms ?? 0))
        .slice(0, limit);
    },
  }) satisfies Part<QueryRow[]> & { fromRows: unknown };

/**
 * The figures of the questions of a period of `days` (the dashboard's `REPORTING_DAYS`; a report's
 * week in the test that the screen and the report agree), each a part live mode reads from SQL and
 * the sample counts from its rows.
 */
export const periodParts = (days = REPORTING_DAYS) => ({
  figures: figuresOf('database_queries', queryFact, days),
  durations: statsOf('database_queries', queryFact, {
    days,
    fractions: TIME_FRACTIONS,
    bounds: BANDS.slice(1).map((band) => band.from),
  }),
  askers: topOf('database_queries', 'asked_by', (q) => q.asked_by, queryFact, { days, limit: ASKERS_LIMIT }),
  frequent: topOf('database_questions', 'question_key', (q) => normalizeQuestion(q.question), questionFact, {
    days,
    limit: FREQUENT_LIMIT,
  }),
  errors: topOf('database_queries', 'error', (q) => q.error, queryFact, {
    days,
    statuses: ['failed'],
    limit: FREQUENT_LIMIT,
  }),
  slowest: slowestQueries(SLOWEST_LIMIT, days),
});
const parts = periodParts();

/** Live: the figures of every question, the questions a page at a time, the period's slowest. */
export const live = liveDashboard({
  ...parts,
  queries: tableOf('database_queries', DATABASE_QUERIES.columns, (q): QueryRow => q, QUERY_TABLE),
});
export type DatabaseChatData = Awaited<ReturnType<typeof live>>;

/** The most frequent first, ties the latest first (`topOf` breaks ties by name, spelled per language). */
const largerThenLater = (a: Group, b: Group) =>
  b.rows - a.rows || (b.latestAt ?? '').localeCompare(a.latestAt ?? '');

/** The sample's questions counted through the same parts as live mode's SQL. */
export function sampleDatabaseChat(queries: QueryRow[], asOf: string): DatabaseChatData {
  const counted = Object.fromEntries(
    Object.entries(parts).map(([name, part]) => [name, part.fromRows(queries, asOf)]),
  ) as Omit<DatabaseChatData, 'queries' | 'asOf'>;
  // The same groups in the same order in both languages.
  const ordered = (top: Top): Top => ({ ...top, groups: [...top.groups].sort(largerThenLater) });
  const { askers, frequent, errors } = counted;
  return {
    ...counted,
    askers: ordered(askers),
    frequent: ordered(frequent),
    errors: ordered(errors),
    queries,
    asOf,
  };
}

/** The named groups (a question or an asker left empty is not one) in the order the tables show. */
const largestFirst = (top: Top): Group[] => top.groups.filter((g) => g.key !== '').sort(largerThenLater);

/** The family's trio and the decided questions per day, from the figures. */
export const questions = ({ figures, durations }: Pick<DatabaseChatData, 'figures' | 'durations'>) =>
  askedFigures(figures, durations, ['succeeded', 'failed']);

/** The KPIs of the period: the family's trio, the rows returned and how many people asked. */
export function databaseChatKpis(data: Pick<DatabaseChatData, 'figures' | 'durations' | 'askers'>) {
  const { askers } = data;
  return {
    ...questions(data).kpis,
    rowsReturned: sumOf(data.figures, 'current', 'score'),
    // Past the askers read (never, for a company's staff), every further group is one more asker.
    askers: largestFirst(askers).length + Math.max(0, askers.total - askers.groups.length),
  };
}

export interface FrequentQuestion {
  /** The question's wording as it is grouped (normalizeQuestion). */
  key: string;
  asked: number;
  /** The share that ran; undefined while none was decided. */
  rate: number | undefined;
  /** The average rows its successful runs returned (undefined when none ran). */
  averageRows: number | undefined;
  lastAskedAt: string | null;
}

/** The most asked questions of the period, each with its success rate and the rows it returned. */
export const frequentQuestions = ({ frequent }: DatabaseChatData): FrequentQuestion[] =>
  largestFirst(frequent).map((g) => ({
    key: g.key,
    asked: g.rows,
    rate: ratio(g.score, g.rows),
    averageRows: ratio(g.value, g.score),
    lastAskedAt: g.latestAt,
  }));

export interface ErrorGroup {
  key: string;
  count: number;
  lastSeenAt: string | null;
}

/** The period's failures grouped by error message, the most frequent first. */
export const errorGroups = ({ errors }: DatabaseChatData): ErrorGroup[] =>
  largestFirst(errors).map((g) => ({ key: g.key, count: g.rows, lastSeenAt: g.latestAt }));

/** Timed queries of the period per duration band. */
export const durationBands = ({ durations }: DatabaseChatData) =>
  BANDS.map((band, i) => ({ ...band, count: durations.current.bands[i] ?? 0 }));
