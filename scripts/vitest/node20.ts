/**
 * Vitest 5's failure report calls Map.groupBy (Node 21+). On Node 20 the reporter would crash while
 * printing, hiding every failure's details. Every vitest config imports this first; it runs in the
 * main process, where the reporter runs. Remove when the workspace moves to Node 22.
 */
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value<K, T>(items: Iterable<T>, keyOf: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const key = keyOf(item, index++);
        const group = groups.get(key);
        if (group) group.push(item);
        else groups.set(key, [item]);
      }
      return groups;
    },
  });
}
