import { defineConfig } from 'vitest/config';
import '../scripts/vitest/node20.ts';

export default defineConfig({
  test: {
    // Components render into happy-dom; pure modules do not mind it.
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../scripts/vitest/loadedKit.ts'],
    // The first render of MUI + x-charts on a busy 2-core machine can take a few seconds.
    testTimeout: 20_000,
    // A live test starts the local stack (migrations and seed) first, as the remotes' tests do.
    hookTimeout: 120_000,
  },
});
