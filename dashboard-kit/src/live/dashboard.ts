/**
 * The one data-loading form of a live dashboard: `liveDashboard({ part, … })`, every part read as of
 * the same moment, the moment given as `asOf`. A part is one of
 * - `figuresOf(source, fact)`: the figures of a source counted in SQL (`dashboard_figures`), the
 *   period and the one before, per status, kind and Doha day, at the same cost whatever the volume;
 *   `weeksOf(source, fact, weeks)` the same per week and `daysOf(source, fact)` per Doha day with
 *   status and kind (`dashboard_periods`);
 * - `tableOf(table, columns, map, { sort, search })`: a table's rows paged, sorted and searched on the
 *   server, its CSV exported from there (nothing is read until the table shows a page);
 *   `functionTableOf(name, args, columns, map, { sort, search })` the same over a function's answer;
 * - `listOf(table, columns, map, { limit })`: a short bounded list the dashboard shows whole
 *   (a client's campaigns, its sequences).
 * The sample gives the same shape: `part.fromRows(rows, asOf)` counts a figure part from rows held in
 * the browser (`partsFromRows(parts, rows, asOf)` counts them all), and a table part's rows are the
 * rows themselves (`TableRows`).
 *
 * export const live = liveDashboard({
 *   leadFigures: figuresOf('leads', leadFact),
 *   leads: tableOf('leads', LEAD_COLUMNS, leadFromRow, LEAD_TABLE),
 *   campaigns: listOf('campaigns', CAMPAIGN_COLUMNS, campaignFromRow, { limit: 200 }),
 * });
 */
import type { LiveContext } from '@portal/contract';
import { DAY_MS, startOfDohaDay } from '../format/days.ts';
import { REPORTING_DAYS } from '../format/reportingPeriod.ts';
import { nextTask } from '../ui/afterNextPaint.ts';
import {
  type Fact,
  type FigureSource,
  type Figures,
  figuresFromRows,
  readFigures,
  readPeriods,
} from './figures.ts';
import {
  type AsOf,
  type ColumnOf,
  type FigureArgs,
  type FigureFunction,
  type LoadOptions,
  type RowOf,
  recentRows,
  type TableName,
} from './query.ts';
import {
  type FunctionRow,
  type FunctionTableOptions,
  functionRows,
  serverRows,
  type TableOptions,
  type TableRows,
} from './tableRows.ts';

/** One part of a dashboard's data: how it is read as of a moment. */
export interface Part<Out> {
  read(ctx: LiveContext, asOf: Date): Promise<Out>;
}

/** A part counted from rows: the same figures from SQL (live) or from the sample's rows. */
export interface FigurePart<Row, Out> extends Part<Out> {
  fromRows(rows: readonly Row[], asOf: string): Out;
}

/** The figures of `source` over the reporting period (or `days`), each row counted as `fact` says. */
export const figuresOf = <Row>(
  source: FigureSource,
  fact: (row: Row) => Fact,
  days = REPORTING_DAYS,
): FigurePart<Row, Figures> => ({
  read: (ctx, asOf) => readFigures(ctx, source, asOf, days),
  fromRows: (rows, asOf) => figuresFromRows(rows, fact, asOf, days),
});

const WEEK_DAYS = 7;

/**
 * The figures of `source` in each of the last `weeks` weeks ending at `asOf`, oldest first (each week's
 * `current` lines), read in one request (`dashboard_periods`).
 */
export const weeksOf = <Row>(
  source: FigureSource,
  fact: (row: Row) => Fact,
  weeks: number,
): FigurePart<Row, Figures[]> => ({
  read: (ctx, asOf) => readPeriods(ctx, source, asOf, WEEK_DAYS, weeks),
  fromRows: (rows, asOf) =>
    Array.from({ length: weeks }, (_, i) => {
      const end = new Date(Date.parse(asOf) - (weeks - 1 - i) * WEEK_DAYS * DAY_MS).toISOString();
      const week = figuresFromRows(rows, fact, end, WEEK_DAYS);
      return { ...week, lines: week.lines.filter((line) => line.period === 'current') };
    }),
});

/**
 * The figures of `source` on each Doha day of the period (`reportingDays(asOf)`, oldest first), with
 * their status and kind (the `day` lines of `figuresOf` are per status only): a per-day chart split
 * by kind, such as leads found per day and source. Live reads the whole days in one request.
 */
export const daysOf = <Row>(
  source: FigureSource,
  fact: (row: Row) => Fact,
  days = REPORTING_DAYS,
): FigurePart<Row, Figures[]> => {
  // The end of the period's last day: the Doha midnight after `asOf` (whole days, as the day lines).
  const lastDayEnd = (asOf: Date | string) =>
    new Date(startOfDohaDay(new Date(new Date(asOf).getTime() - 1)).getTime() + DAY_MS);
  return {
    read: (ctx, asOf) => readPeriods(ctx, source, lastDayEnd(asOf), 1, days),
    fromRows: (rows, asOf) =>
      Array.from({ length: days }, (_, i) => {
        const end = new Date(lastDayEnd(asOf).getTime() - (days - 1 - i) * DAY_MS).toISOString();
        const day = figuresFromRows(rows, fact, end, 1);
        return { ...day, lines: day.lines.filter((line) => line.period === 'current') };
      }),
  };
};

/** A table's rows, paged on the server when the table shows them (see `serverRows`). */
export const tableOf = <T extends TableName, C extends ColumnOf<T>, Row>(
  table: T,
  columns: readonly C[],
  map: (row: RowOf<T, C>) => Row,
  options: TableOptions<T>,
): Part<TableRows<Row>> => ({
  read: async (ctx, asOf) => serverRows(ctx, table, columns, map, options, asOf.toISOString()),
});

/**
 * What the figure function `name` answers (a queue, a derived list) as a table paged, sorted and
 * searched on the server, as `tableOf` pages a table: `args(asOf)` are its arguments besides the
 * workflow and the user, which the context gives.
 */
export const functionTableOf = <N extends FigureFunction, C extends keyof FunctionRow<N> & string, Row>(
  name: N,
  args: (asOf: string) => FigureArgs<N>,
  columns: readonly C[],
  map: (row: Pick<FunctionRow<N>, C>) => Row,
  options: FunctionTableOptions<C>,
): Part<TableRows<Row>> => ({
  read: async (ctx, asOf) => {
    const key = asOf.toISOString();
    return functionRows(ctx, name, args(key), columns, map, options, key);
  },
});

/**
 * A short list of `table`'s `columns`, read whole with `options` (its `limit`), each row mapped by `map`.
 * Options that depend on the dashboard's moment (an `or` filter with a date) are a function of it.
 */
export const listOf = <T extends TableName, C extends ColumnOf<T>, Item>(
  table: T,
  columns: readonly C[],
  map: (row: RowOf<T, C>) => Item,
  options: LoadOptions<T> | ((asOf: Date) => LoadOptions<T>),
): Part<Item[]> => ({
  read: async (ctx, asOf) => {
    const read = typeof options === 'function' ? options(asOf) : options;
    return (await recentRows(ctx, table, columns, { ...read, asOf })).map(map);
  },
});

/** Anything a sample counts from its rows: a figure part, or a table part that keeps some of them. */
export interface CountsRows<Row, Out = unknown> {
  fromRows(rows: readonly Row[], asOf: string): Out;
}

/**
 * What every part of `parts` counts from a sample's `rows` as of `asOf`, under the part's name: the
 * sample's side of `liveDashboard(parts)`, so a dashboard lists its parts once for both modes.
 */
export function partsFromRows<Row, P extends Record<string, CountsRows<Row>>>(
  parts: P,
  rows: readonly Row[],
  asOf: string,
): { [K in keyof P]: ReturnType<P[K]['fromRows']> } {
  const counted = Object.entries(parts).map(([name, part]) => [name, part.fromRows(rows, asOf)]);
  return Object.fromEntries(counted) as { [K in keyof P]: ReturnType<P[K]['fromRows']> };
}

/** The data of the parts: each part's output under its name. */
export type PartsData<P> = { [K in keyof P]: P[K] extends Part<infer Out> ? Out : never };

/**
 * A live dashboard's loader: every part read at once, as of the same moment. Each part's request
 * starts in a task of its own: a dashboard sends ten or more, and sending them all in one task made it
 * a long task on a phone (62–88 ms at 4x CPU for the knowledge bot's 12; docs/performance.md, "Live
 * dashboards' main thread"). They are still all in flight together.
 */
export function liveDashboard<P extends Record<string, Part<unknown>>>(
  parts: P,
): (ctx: LiveContext) => Promise<AsOf<PartsData<P>>> {
  return async (ctx) => {
    const asOf = new Date();
    const names = Object.keys(parts);
    const read = await Promise.all(
      names.map(async (name) => {
        await nextTask();
        return parts[name]?.read(ctx, asOf);
      }),
    );
    const data = Object.fromEntries(names.map((name, i) => [name, read[i]]));
    return { ...data, asOf: asOf.toISOString() } as AsOf<PartsData<P>>;
  };
}
