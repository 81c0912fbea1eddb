/**
 * Amounts per calendar month for a monthly bar chart ("revenue per month"): the last `months` Doha
 * months up to the one holding `asOf`, oldest first. A month is named by midday on its 15th, so that
 * formatting it in any time zone names the right month; each named list gives one sum per month.
 */
import { dohaDayKey } from './days.ts';
import { sumBy } from './periods.ts';
import type { WeeklyItems as DatedItems } from './weeklySums.ts';

/** The Doha month of a moment as 'YYYY-MM'. */
const monthOf = (at: string) => dohaDayKey(at).slice(0, 7);

export function monthlySums<T, K extends string>(
  asOf: string,
  months: number,
  value: (item: T) => number,
  lists: Record<K, DatedItems<T>>,
): ({ month: string } & Record<K, number>)[] {
  const [year, month] = monthOf(asOf).split('-').map(Number) as [number, number];
  return Array.from({ length: months }, (_, i) => {
    const middle = new Date(Date.UTC(year, month - months + i, 15, 12)).toISOString();
    const key = middle.slice(0, 7);
    const inMonth = (dateOf: (item: T) => string | null) => (item: T) => {
      const at = dateOf(item);
      return at !== null && monthOf(at) === key;
    };
    const sums = Object.entries<DatedItems<T>>(lists).map(([name, [items, dateOf]]) => {
      return [name, sumBy(items.filter(inMonth(dateOf)), value)];
    });
    return { month: middle, ...Object.fromEntries(sums) };
  });
}
