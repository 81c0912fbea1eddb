import { defineConfig } from 'vitest/config';
import '../scripts/vitest/node20.ts';

// Backend tests start real servers on real databases: slow to set up, CPU-bound on a shared 2-core
// machine. Hence forks (PGlite's WASM heap per process), two workers and generous timeouts.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
  },
});
