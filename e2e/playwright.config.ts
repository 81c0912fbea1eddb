import { defineConfig } from '@playwright/test';

/**
 * E2E against the production builds, served as `npm start` serves them (shell and each remote on its
 * own origin) on random ports, with a fresh backend data directory: see support/globalSetup.ts.
 * Debian's Chromium only (never a downloaded browser).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './support/globalSetup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.PORTAL_BASE_URL,
    locale: 'en-US',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
