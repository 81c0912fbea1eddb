/**
 * The one description of the browser every tool here drives (Playwright e2e, the budgets page loads,
 * Lighthouse): Debian's Chromium, never a downloaded one (the machines have no browser downloads),
 * sandbox off (containers run as root) and nothing that phones home during a measurement.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
