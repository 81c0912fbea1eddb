/**
 * A figure per week for a weekly chart ("mean adherence per week"): the last `weeks` 7-day windows
 * ending at `asOf`, oldest first, each with its last moment and what `summarise` makes of the items
 * dated within it. (weeklySums is the special case of sums.)
 */
import { inWindow, windowEndingAt } from '@portal/dashboard-kit/format';

export function perWeek<T, Figures extends object>(
  asOf: string,
  weeks: number,
  items: readonly T[],
  dateOf: (item: T) => string | null,
  summarise: (inWeek: T[]) => Figures,
): ({ weekEnding: string } & Figures)[] {
  return Array.from({ length: weeks }, (_, w) => {
    const week = windowEndingAt(asOf, 7, weeks - 1 - w);
    const inWeek = items.filter((item) => inWindow(dateOf(item), week));
    return { weekEnding: new Date(week.to.getTime() - 1).toISOString(), ...summarise(inWeek) };
  });
}
