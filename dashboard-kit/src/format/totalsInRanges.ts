import { sumBy } from './periods.ts';
import { itemsInRanges, type ValueRange } from './stats.ts';

/**
 * How many items lie in each range and what they add up to, in the order of the ranges: outstanding
 * invoices by age, `totalsInRanges(owed, (i) => ageInDays(i), AGEING_BUCKETS, amountOf)`.
 */
export const totalsInRanges = <T, Id extends string>(
  items: readonly T[],
  measure: (item: T) => number,
  ranges: readonly (ValueRange & { id: Id })[],
  amount: (item: T) => number,
): { id: Id; count: number; total: number }[] =>
  itemsInRanges(items, measure, ranges).map(({ range, items: inRange }) => ({
    id: range.id,
    count: inRange.length,
    total: sumBy(inRange, amount),
  }));
