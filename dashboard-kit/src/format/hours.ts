/**
 * Hours of the day as Doha sees them ("when do people chat?"). Like days.ts: grouping in the viewer's
 * own time zone would move the evening peak for a viewer abroad and make tests depend on the machine.
 */

/** Doha is UTC+3 all year (no daylight saving time). */
const DOHA_OFFSET_HOURS = 3;

/** The hour (0-23) of a moment on Doha's clock. */
export function dohaHour(value: Date | string | number): number {
  return (new Date(value).getUTCHours() + DOHA_OFFSET_HOURS) % 24;
}

/** Items per Doha hour of the day: 24 counts, index 0 is midnight to 1 am. */
export function countByHour<T>(items: readonly T[], dateOf: (item: T) => Date | string): number[] {
  const counts = Array.from({ length: 24 }, () => 0);
  for (const item of items) {
    const time = new Date(dateOf(item));
    if (Number.isNaN(time.getTime())) continue;
    counts[dohaHour(time)] = (counts[dohaHour(time)] ?? 0) + 1;
  }
  return counts;
}
