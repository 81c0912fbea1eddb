/**
 * Amounts per week for a weekly bar chart ("invoiced and collected per week"): the last `weeks` 7-day
 * windows ending at `asOf`, oldest first, each with its last moment and one sum per named list.
 */
import { inWindow, sumBy, windowEndingAt } from '@portal/dashboard-kit/format';

/** The items of one series and the moment that places each in a week or month (null: in none). */
export type SummedSeries<T> = readonly [items: readonly T[], dateOf: (item: T) => string | null];

export function weeklySums<T, K extends string>(
  asOf: string,
  weeks: number,
  value: (item: T) => number,
  lists: Record<K, SummedSeries<T>>,
): ({ weekEnding: string } & Record<K, number>)[] {
  return Array.from({ length: weeks }, (_, w) => {
    const week = windowEndingAt(asOf, 7, weeks - 1 - w);
    const sums = Object.entries<SummedSeries<T>>(lists).map(([name, [items, dateOf]]) => [
      name,
      sumBy(
        items.filter((item) => inWindow(dateOf(item), week)),
        value,
      ),
    ]);
    return { weekEnding: new Date(week.to.getTime() - 1).toISOString(), ...Object.fromEntries(sums) };
  });
}
