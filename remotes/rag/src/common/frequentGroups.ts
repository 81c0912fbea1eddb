/**
 * "The most frequent first" tables: frequent questions, errors by message, topics. Each group keeps
 * its items and its latest one (the wording or example a table shows); ties go to the group seen last.
 */
import { groupBy } from '@portal/dashboard-kit/format';

export interface FrequentGroup<T, K extends string = string> {
  key: K;
  items: T[];
  /** The item with the latest date (the later one in the list on equal dates). */
  latest: T;
}

/** The items grouped by key (empty keys left out), the largest group first, ties newest first. */
export function frequentGroups<T, K extends string>(
  items: readonly T[],
  keyOf: (item: T) => K | null | undefined,
  dateOf: (item: T) => string,
): FrequentGroup<T, K>[] {
  return [...groupBy(items, keyOf)]
    .map(([key, group]) => ({
      key,
      items: group,
      latest: group.reduce((a, b) => (dateOf(b) >= dateOf(a) ? b : a)),
    }))
    .sort((a, b) => b.items.length - a.items.length || dateOf(b.latest).localeCompare(dateOf(a.latest)));
}
