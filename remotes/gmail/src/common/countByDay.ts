import { dohaDayKey } from '@portal/dashboard-kit/format';

/**
 * Counts items per Doha day key over the given days (days without items count 0); items without a date
 * (a step not reached yet) are left out.
 */
export function countByDay<T>(
  items: readonly T[],
  dateOf: (item: T) => Date | string | null,
  days: readonly string[],
): number[] {
  const counts = new Map<string, number>(days.map((d) => [d, 0]));
  for (const item of items) {
    const at = dateOf(item);
    if (at === null) continue;
    const key = dohaDayKey(at);
    const current = counts.get(key);
    if (current !== undefined) counts.set(key, current + 1);
  }
  return days.map((d) => counts.get(d) ?? 0);
}
