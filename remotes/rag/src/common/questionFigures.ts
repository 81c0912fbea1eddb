/**
 * The figures of questions asked, from SQL counts (docs/architecture.md, "Dashboard figures"): a
 * source whose status is each question's outcome (database chat's queries: succeeded or failed) gives
 * the family's trio (the questions with their change, the share that went well with its change, the
 * median time with its 95th percentile) and the decided questions per day by outcome, at a cost that
 * does not grow with the history. The knowledge bots read the bot's replies (`chat_answers`) so.
 */
import { change, ratio } from '@portal/dashboard-kit/format';
import { countOf, countPerDayOf, type Figures, type Spreads } from '@portal/dashboard-kit/live';

/** The KPI trio of the questions of the period, against the period before. */
export interface AskedKpis {
  questions: number;
  questionsChange: number | undefined;
  rate: number | undefined;
  rateChange: number | undefined;
  medianMs: number | undefined;
  p95Ms: number | undefined;
}

/** The questions per Doha day, per decided outcome. */
export type AskedPerDay<O extends string> = { days: string[] } & Record<O, number[]>;

/** The spread `times` must be read with: the median, then the 95th percentile. */
export const TIME_FRACTIONS = [0.5, 0.95] as const;

/**
 * The trio and the per-day outcomes of `figures`, whose statuses are the questions' outcomes (`good`
 * first; any other, such as no reply yet, is left out of the rates), timed by `times` (`statsOf` with
 * `TIME_FRACTIONS`).
 */
export function askedFigures<O extends string>(
  figures: Figures,
  times: Spreads,
  outcomes: readonly [good: O, bad: O],
): { kpis: AskedKpis; perDay: AskedPerDay<O> } {
  const [good] = outcomes;
  const rate = (period: 'current' | 'previous') =>
    ratio(countOf(figures, period, { status: [good] }), countOf(figures, period, { status: outcomes }));
  const questions = countOf(figures, 'current');
  const previous = countOf(figures, 'previous');
  const perDay = { days: countPerDayOf(figures).days } as AskedPerDay<O>;
  for (const outcome of outcomes)
    (perDay as Record<O, number[]>)[outcome] = countPerDayOf(figures, { status: [outcome] }).counts;
  return {
    kpis: {
      questions,
      questionsChange: change(questions, previous),
      rate: rate('current'),
      // No rate to compare with when the period before had no questions.
      rateChange: previous ? change(rate('current'), rate('previous')) : undefined,
      medianMs: times.current.percentiles[0],
      p95Ms: times.current.percentiles[1],
    },
    perDay,
  };
}
