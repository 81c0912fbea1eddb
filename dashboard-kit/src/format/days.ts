/**
 * Calendar days as Doha sees them. Dashboards group rows by day ("leads per day"); doing that in the
 * browser's own time zone would move a lead created at 01:00 Doha time to the previous day for a
 * viewer abroad, and would make tests depend on the machine's zone.
 */

export const DAY_MS = 86_400_000;
/** Doha is UTC+3 all year (no daylight saving time). */
const DOHA_OFFSET_MS = 3 * 3_600_000;

/** Midnight in Doha at the start of the day containing `now`. */
export function startOfDohaDay(now: Date = new Date()): Date {
  const local = now.getTime() + DOHA_OFFSET_MS;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS - DOHA_OFFSET_MS);
}

/** The Doha calendar day of a moment as 'YYYY-MM-DD'. */
export function dohaDayKey(value: Date | string | number): string {
  const time = new Date(value).getTime() + DOHA_OFFSET_MS;
  return new Date(time).toISOString().slice(0, 10);
}

/** The `count` Doha days ending with the day of `end`, oldest first, as day keys. */
export function lastDays(end: Date, count: number): string[] {
  const endDay = startOfDohaDay(end).getTime();
  return Array.from({ length: count }, (_, i) => dohaDayKey(endDay + (i - count + 1) * DAY_MS + DAY_MS / 2));
}

/** Midday (Doha) of a day key, for formatting axis labels. */
export const dayKeyToDate = (key: string): Date => new Date(`${key}T12:00:00+03:00`);
