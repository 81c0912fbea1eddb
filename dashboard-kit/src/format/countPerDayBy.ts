/**
 * A per-day chart split by kind: tickets per day by who handled them, questions by how they were
 * answered, queries by how they ended. Items of a kind not listed are left out of the chart.
 */
import { countPerDay, dated } from './reportingPeriod.ts';

export function countPerDayBy<T, K extends string>(
  asOf: string,
  items: readonly T[],
  dateOf: (item: T) => Date | string,
  kindOf: (item: T) => string,
  kinds: readonly K[],
): { days: string[] } & Record<K, number[]> {
  const lists = Object.fromEntries(
    kinds.map((kind) => [
      kind,
      dated(
        items.filter((item) => kindOf(item) === kind),
        dateOf,
      ),
    ]),
  ) as Record<K, ReturnType<typeof dated>>;
  return countPerDay(asOf, lists);
}
