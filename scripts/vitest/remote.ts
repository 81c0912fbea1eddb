/**
 * The vitest config of every remote: its tests import the dashboards directly (no federation plugin)
 * and render into happy-dom; live tests (`// @vitest-environment node`) start a whole local stack.
 */

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import './node20.ts';

export const remoteVitestConfig = () =>
  defineConfig({
    plugins: [react()],
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [fileURLToPath(new URL('./loadedKit.ts', import.meta.url))],
      // A remote without dashboards yet has nothing to test.
      passWithNoTests: true,
      // The live test starts a whole local stack (PGlite) and renders MUI: generous on a busy 2-core box.
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  });
