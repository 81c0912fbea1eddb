/**
 * Amounts per calendar month for a monthly bar chart ("revenue per month"): the last `months` Doha
 * months up to the one holding `asOf`, oldest first. A month is named by midday on its 15th, so that
 * formatting it in any time zone names the right month; each named list gives one sum per month.
 */
import { dohaDayKey } from '@portal/dashboard-kit/format';

/** The items of one series and the moment that places each in a month (null: in none). */
type SummedSeries<T> = readonly [items: readonly T[], dateOf: (item: T) => string | null];

/** The Doha month of a moment as 'YYYY-MM'. */
const monthOf = (at: string) => dohaDayKey(at).slice(0, 7);

export function monthlySums<T, K extends string>(
  asOf: string,
  months: number,
  value: (item: T) => number,
  lists: Record<K, SummedSeries<T>>,
): ({ month: string } & Record<K, number>)[] {
  const [year, month] = monthOf(asOf).split('-').map(Number) as [number, number];
  const middles = Array.from({ length: months }, (_, i) =>
    new Date(Date.UTC(year, month - months + i, 15, 12)).toISOString(),
  );
  const keys = middles.map((middle) => middle.slice(0, 7));
  const sums: Record<string, number>[] = middles.map(() => ({}));
  // One pass over each list: every item adds its value to the month it falls in, if charted.
  for (const [name, [items, dateOf]] of Object.entries<SummedSeries<T>>(lists)) {
    for (const sum of sums) sum[name] = 0;
    for (const item of items) {
      const at = dateOf(item);
      const sum = at === null ? undefined : sums[keys.indexOf(monthOf(at))];
      if (sum) sum[name] = (sum[name] ?? 0) + (value(item) || 0);
    }
  }
  return middles.map((middle, i) => ({ month: middle, ...sums[i] }) as { month: string } & Record<K, number>);
}
