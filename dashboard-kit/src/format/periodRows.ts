/**
 * The rows of a period and of the one before it: what a KPI card with a change line needs ("requests
 * in the last 30 days, +12 %"). Windows end at `asOf` (now live, the sample anchor in samples).
 */
import { change, inWindow, windowEndingAt } from './periods.ts';

export interface PeriodRows<T> {
  /** Rows dated within the `days` days that end at asOf. */
  current: T[];
  /** Rows of the `days` days before those. */
  previous: T[];
}

export function periodRows<T>(
  items: readonly T[],
  dateOf: (item: T) => Date | string | null | undefined,
  asOf: Date | string,
  days: number,
): PeriodRows<T> {
  const current = windowEndingAt(asOf, days);
  const previous = windowEndingAt(asOf, days, 1);
  return {
    current: items.filter((item) => inWindow(dateOf(item), current)),
    previous: items.filter((item) => inWindow(dateOf(item), previous)),
  };
}

/** How many rows the period has, and the change against the period before (undefined without a base). */
export function periodCount<T>(rows: PeriodRows<T>): { count: number; change: number | undefined } {
  return { count: rows.current.length, change: change(rows.current.length, rows.previous.length) };
}
