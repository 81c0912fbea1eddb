import { defineConfig } from 'vitest/config';

// Vitest 5's failure report calls Map.groupBy, which Node 20 lacks: without this a failing test
// crashes the reporter instead of being shown. (This file runs in the main process, where the
// reporter runs.) Remove when the workspace moves to Node 22.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
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

export default defineConfig({
  test: {
    // Components render into happy-dom; pure modules do not mind it.
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The first render of MUI + x-charts on a busy 2-core machine can take a few seconds.
    testTimeout: 20_000,
  },
});
