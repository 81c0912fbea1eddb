/**
 * Tests of the sales remote run without the federation plugin of vite.config.ts (they import the
 * dashboards directly) and render into happy-dom.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Vitest 5's failure report calls Map.groupBy, which Node 20 lacks: without this a failing test
// crashes the reporter instead of being shown. Remove when the workspace moves to Node 22.
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
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The live test starts a whole local stack (PGlite) and renders MUI: generous on a busy 2-core box.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
