/**
 * The loop every sample history is written with: for each day from `days` back to yesterday, oldest
 * first, the sample says how many rows that day has and how to write one. The count is drawn before
 * the day's rows, so a sample's seeded stream reads the same whichever dashboard uses it.
 */
import type { Random } from './random.ts';

/** `perDay` rows a day for `days` days; `row(day, index)` gets the day (days before the anchor) and a running index. */
export function dailyRows<Row>(
  days: number,
  perDay: (day: number) => number,
  row: (day: number, index: number) => Row,
): Row[] {
  const rows: Row[] = [];
  for (let day = days; day >= 1; day--) {
    for (let n = perDay(day); n > 0; n--) rows.push(row(day, rows.length));
  }
  return rows;
}

/** One key of a table of relative weights: `pickWeighted(r, { website: 30, linkedin: 20 })`. */
export const pickWeighted = <K extends string>(
  random: Random,
  weights: Readonly<Partial<Record<K, number>>>,
): K => random.weighted(Object.keys(weights) as K[], Object.values(weights) as number[]);
