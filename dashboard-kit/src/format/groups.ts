/**
 * Grouping rows for a dashboard's tables ("per thread", "per error", "per page"): the groups in the
 * order their first item comes, so a list sorted newest first gives each group its newest item first.
 */

/** The items grouped by key; items whose key is null, undefined or empty belong to no group. */
export function groupBy<T, K extends string>(
  items: readonly T[],
  keyOf: (item: T) => K | null | undefined,
): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    if (key === null || key === undefined || key === '') continue;
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
