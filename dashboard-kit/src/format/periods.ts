/**
 * Period comparisons for KPI cards: "leads in the last 30 days, and the change against the 30 days
 * before". Windows end at `asOf` (now in live mode, the sample anchor in sample mode), never at the
 * machine's clock, so a dashboard shows the same numbers for the same data.
 */
import { DAY_MS } from './days.ts';
import type { Measured } from './intl.ts';

export interface Window {
  /** Inclusive start. */
  from: Date;
  /** Exclusive end. */
  to: Date;
}

/** The `days` days that end at `asOf`, shifted back by `back` whole windows (0 = current). */
export function windowEndingAt(asOf: Date | string, days: number, back = 0): Window {
  const end = new Date(asOf).getTime() - back * days * DAY_MS;
  return { from: new Date(end - days * DAY_MS), to: new Date(end) };
}

export function inWindow(value: Date | string | null | undefined, window: Window): boolean {
  if (!value) return false;
  const time = new Date(value).getTime();
  return time >= window.from.getTime() && time < window.to.getTime();
}

/**
 * Relative change from `previous` to `current` as a ratio (0.25 = +25 %). Undefined when there is no
 * base to compare with (previous is 0): the card then shows no change line rather than "+∞ %".
 */
export function change(current: Measured, previous: Measured): number | undefined {
  if (typeof current !== 'number' || typeof previous !== 'number') return undefined;
  if (!Number.isFinite(current) || !Number.isFinite(previous) || previous === 0) return undefined;
  return (current - previous) / Math.abs(previous);
}

/**
 * part / total, or undefined when total is 0: a rate of nothing is not 0 % (nothing failed, nothing
 * converted), and the formatters show it as a dash (`f.percent(undefined)` is "—").
 */
export const ratio = (part: number, total: number): number | undefined =>
  total > 0 ? part / total : undefined;

/** Sum of a numeric field. */
export const sumBy = <T>(items: readonly T[], value: (item: T) => number): number =>
  items.reduce((sum, item) => sum + (value(item) || 0), 0);
