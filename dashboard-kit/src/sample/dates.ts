/**
 * Dates for sample data. Samples are placed relative to an anchor day so demo dashboards always look
 * current ("leads this week") while staying deterministic in shape: for a given anchor the data is
 * identical, and tests pass a fixed anchor.
 */
import { DAY_MS, startOfDohaDay } from '../format/days.ts';

/** The anchor every sample loader uses unless a test gives its own: today's midnight in Doha. */
export const sampleAnchor = (now: Date = new Date()): Date => startOfDohaDay(now);

/** A moment `days` before the anchor day, `minutes` after that day's midnight (Doha time). */
export function daysBefore(anchor: Date, days: number, minutes = 9 * 60): Date {
  return new Date(anchor.getTime() - days * DAY_MS + minutes * 60_000);
}

/** A moment `days` after the anchor day (for scheduled items). */
export function daysAfter(anchor: Date, days: number, minutes = 9 * 60): Date {
  return daysBefore(anchor, -days, minutes);
}
