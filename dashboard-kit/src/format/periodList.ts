/**
 * The rows a dashboard's tables and charts list for the reporting period: those dated within the 30
 * Doha days ending at `asOf`, newest first, and the period before them for the change of a count.
 */
import { periodCount, periodRows } from './periodRows.ts';
import { REPORTING_DAYS } from './reportingPeriod.ts';

/** `dateOf` gives an ISO moment (in one format, so that they sort as text), or null: in no period. */
export function periodList<T>(rows: readonly T[], dateOf: (row: T) => string | null, asOf: string) {
  const split = periodRows(rows, dateOf, asOf, REPORTING_DAYS);
  const newestFirst = (a: T, b: T) => (dateOf(b) ?? '').localeCompare(dateOf(a) ?? '');
  return {
    /** The period's rows, newest first. */
    rows: split.current.sort(newestFirst),
    /** How many, and the change against the period before. */
    count: periodCount(split),
    /** The period before's rows, for a rate's change (`rateChange`). */
    previous: split.previous,
  };
}

/**
 * Counts per pair of keys, one row per `rowKeys` key with the counts in the order of `columnKeys`:
 * requests per type split by status, candidates per position split by stage.
 */
export function crossCount<T, R extends string, C extends string>(
  items: readonly T[],
  rowOf: (item: T) => R,
  rowKeys: readonly R[],
  columnOf: (item: T) => C,
  columnKeys: readonly C[],
): { key: R; counts: number[] }[] {
  return rowKeys.map((key) => {
    const inRow = items.filter((item) => rowOf(item) === key);
    return { key, counts: columnKeys.map((c) => inRow.filter((item) => columnOf(item) === c).length) };
  });
}
