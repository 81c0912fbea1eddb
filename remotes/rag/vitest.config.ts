/**
 * Tests of the rag remote run without the federation plugin of vite.config.ts (they import the
 * dashboards directly) and render into happy-dom.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import '../../scripts/vitest/node20.ts';

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
