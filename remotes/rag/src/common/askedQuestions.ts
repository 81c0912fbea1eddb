/**
 * Questions asked of one of the family's bots, each with an outcome and a duration: the knowledge
 * bots' exchanges (answered or "I don't know", in the answer's latency) and database chat's queries
 * (succeeded or failed, in the time the query ran). Their dashboards show the same figures of them,
 * computed here once: the questions with their change, the share that went well with its change, the
 * median time with its 95th percentile, the questions per day by outcome and the most asked ones.
 */
import {
  countPerDayBy,
  durationSpread,
  numbersOf,
  periodList,
  rateChange,
  ratio,
} from '@portal/dashboard-kit/format';
import { type Exchange, latencyOf, normalizeQuestion, outcomeOf } from './exchanges.ts';
import { frequentGroups } from './frequentGroups.ts';
import { QUERY_VALUES, type QueryRow } from './rows.ts';

/** How one kind of row reads as a question asked: when, its wording, how it went and how long it took. */
export interface QuestionsRead<Row, Outcome extends string> {
  at: (row: Row) => string;
  text: (row: Row) => string;
  outcome: (row: Row) => string;
  /** The decided outcomes, the good one first; any other (no reply yet) is left out of the rates. */
  outcomes: readonly [good: Outcome, bad: Outcome];
  ms: (row: Row) => number | null | undefined;
}

/** A knowledge bot's exchanges: answered or fallback, timed by the answer's latency. */
export const EXCHANGE_QUESTIONS: QuestionsRead<Exchange, 'answered' | 'fallback'> = {
  at: (x) => x.question.created_at,
  text: (x) => x.question.content,
  outcome: outcomeOf,
  outcomes: ['answered', 'fallback'],
  ms: latencyOf,
};

/** Database chat's queries: succeeded or failed, timed by how long the query ran. */
export const QUERY_QUESTIONS: QuestionsRead<QueryRow, 'succeeded' | 'failed'> = {
  at: (q) => q.created_at,
  text: (q) => q.question,
  outcome: QUERY_VALUES.read.status,
  outcomes: ['succeeded', 'failed'],
  ms: (q) => q.duration_ms,
};

/** The share of the decided questions that went well (0 % when none was decided); pending ones wait. */
export function wentWellRate<Row, O extends string>(read: QuestionsRead<Row, O>, list: readonly Row[]) {
  const [good, bad] = read.outcomes;
  const count = (outcome: O) => list.filter((row) => read.outcome(row) === outcome).length;
  return ratio(count(good), count(good) + count(bad));
}

/** The figures of the questions asked in the period ending at `asOf`, against the period before. */
export function askedQuestions<Row, O extends string>(
  read: QuestionsRead<Row, O>,
  all: readonly Row[],
  asOf: string,
) {
  const rate = (list: readonly Row[]) => wentWellRate(read, list);
  const { rows, count: asked, previous } = periodList(all, read.at, asOf);
  const durations = numbersOf(rows, read.ms);
  const speed = durationSpread(durations);
  return {
    /** The period's questions, newest first. */
    rows,
    kpis: {
      questions: asked.count,
      questionsChange: asked.change,
      rate: rate(rows),
      rateChange: rateChange(rate, rows, previous),
      medianMs: speed.median,
      p95Ms: speed.p95,
    },
    /** How long each timed question of the period took, in ms. */
    durations,
    /** Per Doha day, the decided questions by outcome. */
    perDay: countPerDayBy(asOf, rows, read.at, read.outcome, read.outcomes),
    /** Grouped by their normalised wording, the most asked first, each with its rate and median time. */
    frequent: (only?: O) =>
      frequentGroups(
        only ? rows.filter((row) => read.outcome(row) === only) : rows,
        (row) => normalizeQuestion(read.text(row)),
        read.at,
      ).map((group) => ({
        ...group,
        /** Null while none of them was decided. */
        rate: rate(group.items) ?? null,
        medianMs: durationSpread(numbersOf(group.items, read.ms)).median,
      })),
  };
}
