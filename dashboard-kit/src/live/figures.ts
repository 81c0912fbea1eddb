/**
 * A dashboard's figures as the database counts them (docs/architecture.md, "Dashboard figures"): the
 * lines of `dashboard_figures`, one per period (current, previous, each Doha day) and status and kind,
 * with a row count and two sums. Live mode reads them from SQL, whatever the client's volume; sample
 * mode counts its rows into the same lines (`figuresFromRows`), so a View computes every KPI and chart
 * from one shape and the two modes mean the same thing.
 */
import type { LiveContext } from '@portal/contract';
import { dohaDayKey } from '../format/days.ts';
import { windowEndingAt } from '../format/periods.ts';
import { REPORTING_DAYS, reportingDays } from '../format/reportingPeriod.ts';
import { readFigureFunction } from './query.ts';
import { toNumber } from './values.ts';

/** The sources `dashboard_figures` counts (its `p_source`: docs/architecture.md lists what each counts). */
export type FigureSource =
  | 'leads'
  | 'chat_sessions'
  | 'chat_messages'
  | 'chat_answers'
  | 'invoices'
  | 'invoices_paid'
  | 'invoices_due'
  | 'invoices_reminders'
  | 'workflow_runs'
  | 'emails'
  | 'emails_labelled'
  | 'emails_received'
  | 'emails_unlabelled'
  | 'email_summaries'
  | 'job_applications'
  | 'hr_requests'
  | 'hr_requests_resolved'
  | 'onboardings'
  | 'onboardings_completed'
  | 'orders'
  | 'orders_paid'
  | 'deals'
  | 'deals_closed'
  | 'deals_pipeline'
  | 'social_posts'
  | 'social_posts_published'
  | 'social_posts_scheduled'
  | 'documents'
  | 'dietitian_messages'
  | 'database_queries'
  | 'database_questions'
  | 'campaigns'
  | 'financial_reports';

export type FigurePeriod = 'current' | 'previous' | 'day';

export interface FigureLine {
  period: FigurePeriod;
  /** The Doha day of a `day` line (YYYY-MM-DD), null otherwise. */
  day: string | null;
  status: string;
  kind: string;
  rows: number;
  /** The sum of the source's value column (QAR, messages, duration…). */
  value: number;
  /** The sum of the source's score column (lead score, satisfaction, reminders…). */
  score: number;
}

/** The figures of one source over the `days` days ending at `asOf`, and the days before them. */
export interface Figures {
  asOf: string;
  days: number;
  lines: readonly FigureLine[];
}

/** What the figures count of a row: the same mapping as the source's SQL `*_fact` function. */
export interface Fact {
  at: Date | string | null;
  status: string;
  kind?: string;
  value?: number | null;
  score?: number | null;
}

/** The figures of rows held in the browser (a sample), counted as `dashboard_figures` counts them. */
export function figuresFromRows<Row>(
  rows: readonly Row[],
  factOf: (row: Row) => Fact,
  asOf: string,
  days = REPORTING_DAYS,
): Figures {
  const windows = { current: windowEndingAt(asOf, days), previous: windowEndingAt(asOf, days, 1) };
  const dayKeys = new Set(reportingDays(asOf, days));
  const lines = new Map<string, FigureLine>();
  const add = (period: FigurePeriod, day: string | null, fact: Fact, kind: string) => {
    const key = `${period}|${day}|${fact.status}|${kind}`;
    const line = lines.get(key) ?? { period, day, status: fact.status, kind, rows: 0, value: 0, score: 0 };
    line.rows += 1;
    line.value += fact.value ?? 0;
    line.score += fact.score ?? 0;
    lines.set(key, line);
  };
  for (const row of rows) {
    const fact = factOf(row);
    if (fact.at === null) continue;
    const time = new Date(fact.at).getTime();
    for (const period of ['current', 'previous'] as const) {
      const window = windows[period];
      if (time >= window.from.getTime() && time < window.to.getTime())
        add(period, null, fact, fact.kind ?? '');
    }
    const day = dohaDayKey(time);
    if (dayKeys.has(day)) add('day', day, fact, '');
  }
  return { asOf, days, lines: [...lines.values()] };
}

/** Which lines a figure counts: some statuses, some kinds (all when absent). */
export interface FigureFilter {
  status?: readonly string[];
  kind?: readonly string[];
}

const matches = (line: FigureLine, where: FigureFilter = {}) =>
  (!where.status || where.status.includes(line.status)) && (!where.kind || where.kind.includes(line.kind));

const linesOf = (figures: Figures, period: FigurePeriod, where?: FigureFilter) =>
  figures.lines.filter((line) => line.period === period && matches(line, where));

/** How many rows of the period (current or previous) match. */
export const countOf = (figures: Figures, period: 'current' | 'previous', where?: FigureFilter): number =>
  linesOf(figures, period, where).reduce((sum, line) => sum + line.rows, 0);

/** The sum of the value (or score) column over the period's matching rows. */
export const sumOf = (
  figures: Figures,
  period: 'current' | 'previous',
  field: 'value' | 'score',
  where?: FigureFilter,
): number => linesOf(figures, period, where).reduce((sum, line) => sum + line[field], 0);

/** The period's rows and sums per status or per kind: `{ key, count, value, score }` in `order`. */
export function figuresBy<K extends string>(
  figures: Figures,
  period: 'current' | 'previous',
  by: 'status' | 'kind',
  order: readonly K[],
): { key: K; count: number; value: number; score: number }[] {
  return order.map((key) => {
    const own = linesOf(figures, period).filter((line) => line[by] === key);
    const total = (field: 'rows' | 'value' | 'score') => own.reduce((sum, line) => sum + line[field], 0);
    return { key, count: total('rows'), value: total('value'), score: total('score') };
  });
}

/** Matching rows per Doha day of the period, oldest first (days without rows count 0). */
export function countPerDayOf(figures: Figures, where?: FigureFilter): { days: string[]; counts: number[] } {
  const days = reportingDays(figures.asOf, figures.days);
  const perDay = new Map<string, number>();
  for (const line of linesOf(figures, 'day', where))
    if (line.day) perDay.set(line.day, (perDay.get(line.day) ?? 0) + line.rows);
  return { days, counts: days.map((day) => perDay.get(day) ?? 0) };
}

const PERIODS: readonly string[] = ['current', 'previous', 'day'];

/** This client's figures of `source` for the dashboard's workflow, from `dashboard_figures`. */
export async function readFigures(
  ctx: LiveContext,
  source: FigureSource,
  asOf: Date,
  days = REPORTING_DAYS,
): Promise<Figures> {
  const data = await readFigureFunction(ctx, 'dashboard_figures', `the figures of ${source}`, {
    p_source: source,
    p_as_of: asOf.toISOString(),
    p_days: days,
  });
  const lines = (data ?? []).flatMap((line): FigureLine[] =>
    PERIODS.includes(line.period)
      ? [
          {
            period: line.period as FigurePeriod,
            // A date may come as a date or a timestamp, depending on the proxy.
            day: line.day ? String(line.day).slice(0, 10) : null,
            status: line.status ?? '',
            kind: line.kind ?? '',
            rows: toNumber(line.rows) ?? 0,
            value: toNumber(line.value_sum) ?? 0,
            score: toNumber(line.score_sum) ?? 0,
          },
        ]
      : [],
  );
  return { asOf: asOf.toISOString(), days, lines };
}

/**
 * This client's figures of `source` in `count` consecutive periods of `days` days ending at `asOf`
 * (weekly windows), oldest first, from `dashboard_periods`: each period's lines as `current`.
 */
export async function readPeriods(
  ctx: LiveContext,
  source: FigureSource,
  asOf: Date,
  days: number,
  count: number,
): Promise<Figures[]> {
  const data = await readFigureFunction(ctx, 'dashboard_periods', `the periods of ${source}`, {
    p_source: source,
    p_as_of: asOf.toISOString(),
    p_days: days,
    p_count: count,
  });
  // Period 0 is the latest; the figures go oldest first, as a chart draws them.
  return Array.from({ length: count }, (_, i) => {
    const back = count - 1 - i;
    const end = new Date(asOf.getTime() - back * days * 86_400_000).toISOString();
    const lines = (data ?? [])
      .filter((line) => Number(line.period) === back)
      .map(
        (line): FigureLine => ({
          period: 'current',
          day: null,
          status: line.status ?? '',
          kind: line.kind ?? '',
          rows: toNumber(line.rows) ?? 0,
          value: toNumber(line.value_sum) ?? 0,
          score: toNumber(line.score_sum) ?? 0,
        }),
      );
    return { asOf: end, days, lines };
  });
}
