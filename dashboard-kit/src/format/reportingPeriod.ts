/**
 * The reporting period of a dashboard: its figures cover the 30 Doha days before `asOf`, and it loads
 * twice that history so every KPI can be compared with the period before. Dashboards of every family
 * share these instead of each defining its own 30.
 */
import { lastDays } from './days.ts';
import { inWindow, windowEndingAt } from './periods.ts';

export const REPORTING_DAYS = 30;
/** History a dashboard loads: the period and the one before it. */
export const REPORTING_HISTORY_DAYS = 2 * REPORTING_DAYS;

/** The Doha day keys of the period ending at `asOf`, oldest first (`asOf` opens the next day). */
export const reportingDays = (asOf: string, days = REPORTING_DAYS): string[] =>
  lastDays(new Date(new Date(asOf).getTime() - 1), days);

/** Whether a moment lies within the period ending at `asOf` (`back` = 1: the period before it). */
export const isInReportingPeriod = (at: Date | string | null | undefined, asOf: string, back = 0): boolean =>
  inWindow(at, windowEndingAt(asOf, REPORTING_DAYS, back));

/** The items dated within the period ending at `asOf`; `back` = 1 selects the period before it. */
export function inReportingPeriod<T>(
  items: readonly T[],
  dateOf: (item: T) => string | null | undefined,
  asOf: string,
  back = 0,
): T[] {
  return items.filter((item) => isInReportingPeriod(dateOf(item), asOf, back));
}
