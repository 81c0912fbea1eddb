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

/**
 * Sums `value` of the items per day key over the given days (days without items sum to 0); items
 * without a date (a completion not reached yet) are left out.
 */
export function sumByDay<T>(
  items: readonly T[],
  dateOf: (item: T) => Date | string | null,
  value: (item: T) => number,
  days: readonly string[],
): number[] {
  const sums = new Map<string, number>(days.map((d) => [d, 0]));
  for (const item of items) {
    const at = dateOf(item);
    if (at === null) continue;
    const key = dohaDayKey(at);
    const current = sums.get(key);
    if (current !== undefined) sums.set(key, current + value(item));
  }
  return days.map((d) => sums.get(d) ?? 0);
}

/** Counts items per day key over the given days (days without items count 0). */
export const countByDay = <T>(
  items: readonly T[],
  dateOf: (item: T) => Date | string | null,
  days: readonly string[],
) => sumByDay(items, dateOf, () => 1, days);
