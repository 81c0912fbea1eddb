#!/usr/bin/env node
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
/**
 * Lighthouse on the landing page, in English (`/`) and Arabic (`/?lang=ar`), against the production
 * build of the shell, with Lighthouse's default mobile emulation. Prints the four category scores and
 * the first-load JavaScript of each page (every script the page downloaded before the network went
 * quiet), both as transferred and as gzip -9 of the built files, so the figure does not depend on
 * the server's compression settings.
 *
 *   node scripts/lighthouse.mjs            # builds the shell if shell/dist is missing
 *   node scripts/lighthouse.mjs --build    # always rebuilds first
 *   node scripts/lighthouse.mjs --dist DIR # measures another build output
 *   node scripts/lighthouse.mjs --landing-bundle  # adds the federation-free landing bundle to the
 *                                                 # build first (shell/src/features/marketing/README.md)
 *   node scripts/lighthouse.mjs --runs 5   # runs per page (default 3); the median run is reported
 *   node scripts/lighthouse.mjs --assert   # exits 1 when a target below is missed
 *   node scripts/lighthouse.mjs --json FILE  # also writes the figures as JSON
 *   node scripts/lighthouse.mjs --signed-in  # the client's pages instead (/dashboard, /marketplace as
 *                                            # the demo client Sara, English and Arabic), against a
 *                                            # fresh local stack; the session comes from the login form
 *
 * Chromium is Debian's (CHROME_PATH, default /usr/bin/chromium); nothing is downloaded. The build is
 * served by scripts/serve.mjs on a random 127.0.0.1 port, as a CDN serves it: HTTP/2 over TLS (a
 * throwaway certificate; HTTP/1.1 where openssl is missing), gzip, hashed assets cached for a year,
 * index.html and runtime-config.json never cached, SPA fallback.
 * This is a measurement, not a test: it is run on purpose, never by the test command.
 */
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { localCertificate } from './lib/tls.mjs';
import { startStaticServer } from './serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const TARGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
  firstLoadJsGzipBytes: 150 * 1024,
};

// The budgets serve the builds over HTTPS with a throwaway certificate (scripts/lib/tls.mjs).
export const CHROME_FLAGS = [
  '--headless=new',
  ...CHROMIUM_ARGS,
  '--disable-dev-shm-usage',
  '--ignore-certificate-errors',
];

const PAGES = [
  { locale: 'en', path: '/' },
  { locale: 'ar', path: '/?lang=ar' },
];

/** Signed-in pages: the portal keeps the language in localStorage, set before each run. */
const SIGNED_IN_PAGES = [
  { locale: 'en', path: '/dashboard' },
  { locale: 'ar', path: '/dashboard' },
  { locale: 'en', path: '/marketplace' },
  { locale: 'ar', path: '/marketplace' },
];
const SIGNED_IN_TARGETS = { ...TARGETS, performance: 90, seo: 0, firstLoadJsGzipBytes: 300 * 1024 };
const DEMO_CLIENT = { email: 'sara@demo.qa', password: 'Client#2026' };

function parseArgs(argv) {
  const args = {
    build: false,
    assert: false,
    landingBundle: false,
    dist: path.join(ROOT, 'shell', 'dist'),
    json: undefined,
    runs: 3,
    signedIn: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--build') args.build = true;
    else if (arg === '--assert') args.assert = true;
    else if (arg === '--landing-bundle') args.landingBundle = true;
    else if (arg === '--signed-in') args.signedIn = true;
    else if (arg === '--runs') args.runs = Math.max(1, Number(argv[++i]));
    else if (arg === '--dist') args.dist = path.resolve(argv[++i]);
    else if (arg === '--json') args.json = path.resolve(argv[++i]);
    else throw new Error(`Unknown argument ${arg}`);
  }
  return args;
}

/** lighthouse and chrome-launcher are dev dependencies of the e2e package; resolve them from there. */
export async function loadLighthouse() {
  const fromE2e = createRequire(path.join(ROOT, 'e2e', 'package.json'));
  const lighthouseDir = path.dirname(fromE2e.resolve('lighthouse/package.json'));
  const lighthouse = await import(pathToFileURL(path.join(lighthouseDir, 'core', 'index.js')).href);
  const fromLighthouse = createRequire(path.join(lighthouseDir, 'package.json'));
  const chromeLauncher = await import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href);
  return { lighthouse: lighthouse.default, launch: chromeLauncher.launch ?? chromeLauncher.default.launch };
}

/**
 * The landing page does not talk to Supabase until a form is sent, so placeholder addresses are
 * enough; real ones from the environment are used when set.
 */
function runtimeConfig() {
  return {
    SUPABASE_URL: process.env.SUPABASE_URL ?? 'http://127.0.0.1:9/supabase',
    SUPABASE_ANON_KEY: process.env.SUPABASE_ANON_KEY ?? 'lighthouse-placeholder-anon-key',
    API_BASE_URL: process.env.API_BASE_URL ?? 'http://127.0.0.1:9/api',
    REMOTES: process.env.REMOTES ? JSON.parse(process.env.REMOTES) : {},
  };
}

/** gzip -9 size of a script as built, found by its URL path in the build output. */
function gzipSizeOfBuiltFile(dist, urlString) {
  const { pathname } = new URL(urlString);
  const file = path.join(dist, pathname);
  if (!existsSync(file) || !statSync(file).isFile()) return 0;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function firstLoadScripts(lhr, dist, origin) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin));
  const foreign = items.filter((item) => item.resourceType === 'Script' && !item.url.startsWith(origin));
  return {
    count: scripts.length,
    transferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    rawBytes: scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0),
    gzipBytes: scripts.reduce((sum, item) => sum + gzipSizeOfBuiltFile(dist, item.url), 0),
    foreignScripts: foreign.map((item) => item.url),
    largest: scripts
      .map((item) => ({ file: new URL(item.url).pathname, gzip: gzipSizeOfBuiltFile(dist, item.url) }))
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 8),
  };
}

/** With LIGHTHOUSE_SAVE_DIR set, the whole report of a measured run is kept there as JSON, with its trace. */
function saveReport(lhr, pagePath, locale = '') {
  const dir = process.env.LIGHTHOUSE_SAVE_DIR;
  if (!dir) return;
  const page = pagePath.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '') || 'landing';
  const name = `lighthouse-${[locale, page].filter(Boolean).join('-')}.json`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, name), JSON.stringify(lhr));
  // The run's trace too: scripts/profile-page.mjs --trace reads it (what ran in each long task).
  const trace = traces.get(lhr);
  if (trace) writeFileSync(path.join(dir, name.replace(/\.json$/, '-trace.json')), JSON.stringify(trace));
}

/** Each run's trace (Lighthouse's artifacts), for saveReport. */
const traces = new WeakMap();

/** Performance, LCP and TBT of one Lighthouse report. */
export function briefOf(lhr) {
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
  };
}

/**
 * A signed-in page's first visit, as a run of its own. A signed-in client has been to a page before,
 * and a page keeps a copy of some of its last reads to draw from at once (shell/src/lib/lastSeen.ts):
 * this run puts that copy in place as a first visit would, and is reported apart; the median is of
 * the runs after it. Lighthouse empties the HTTP cache before every run either way.
 */
export async function firstVisit(lighthouse, url, port) {
  return briefOf(await performanceRun(lighthouse, url, port));
}

/** One Lighthouse run of `url`, performance only: its report. */
async function performanceRun(lighthouse, url, port) {
  const runner = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  traces.set(runner.lhr, runner.artifacts?.Trace);
  return runner.lhr;
}

/**
 * Lighthouse's mobile performance (its default emulation and simulated throttling) of `url` in the
 * browser at `port`, `runs` times; the median run by score. Storage other than caches is kept between
 * runs (Lighthouse's default), so a browser signed in beforehand measures the signed-in page: this
 * is how scripts/budgets.mjs measures every page of the portal.
 */
export async function lighthouseMedian(lighthouse, url, { port, runs = 3 }) {
  const all = [];
  for (let i = 0; i < runs; i++) all.push(await performanceRun(lighthouse, url, port));
  all.sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
  const lhr = all[Math.floor(all.length / 2)];
  saveReport(lhr, new URL(url).pathname);
  const audit = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
  return {
    ...briefOf(lhr),
    runs: all.map((run) => briefOf(run).performance),
    fcpMs: audit('first-contentful-paint'),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    finalUrl: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError?.message,
    lhr,
  };
}

/** Lighthouse's timings depend on how busy the machine is; the figure is printed next to the scores. */
const loadAverage = () => os.loadavg()[0].toFixed(1);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function failedAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative',
    )
    .map((audit) => `${audit.id} (${Math.round(audit.score * 100)})`);
}

/** A fresh local stack with the demo accounts; the served runtime config points at it. */
async function startSignedInBackend(origin) {
  const { freePort, startBackend } = await import('./lib/stack.mjs');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
  const api = await startBackend({ port: await freePort(), dataDir, siteUrl: origin, silent: true });
  process.env.SUPABASE_URL = api.url;
  process.env.SUPABASE_ANON_KEY = api.anonKey;
  process.env.API_BASE_URL = `${api.url}/api`;
  return {
    async stop() {
      await api.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Signs the demo client in through the login form, in Lighthouse's own Chromium (Playwright over CDP,
 * default context), so the session is in that browser's storage when Lighthouse loads the page.
 */
async function signIn(port, origin) {
  const require = createRequire(path.join(ROOT, 'package.json'));
  const { chromium } = require('@playwright/test');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await page.locator('input[type="email"]').fill(DEMO_CLIENT.email);
  await page.locator('input[type="password"]').first().fill(DEMO_CLIENT.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
  // No tab stays open beside the measured one: its realtime feeds and timers would share the CPU.
  await page.close();
  return {
    async useLanguage(locale) {
      const tab = await context.newPage();
      await tab.goto(`${origin}/runtime-config.json`);
      await tab.evaluate((lng) => window.localStorage.setItem('portal.language', lng), locale);
      await tab.close();
    },
    async close() {
      await browser.close();
    },
  };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const defaultDist = path.join(ROOT, 'shell', 'dist');
  if (args.dist !== defaultDist && !existsSync(path.join(args.dist, 'index.html'))) {
    throw new Error(`${args.dist} holds no build (index.html missing)`);
  }
  if (args.build || !existsSync(path.join(args.dist, 'index.html'))) {
    console.log('Building the shell (production)…');
    execFileSync('pnpm', ['--filter', './shell', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  if (args.landingBundle) {
    console.log('Building the landing bundle into the same output…');
    execFileSync(
      'pnpm',
      ['--filter', './shell', 'exec', 'vite', 'build', '-c', 'src/features/marketing/vite.landing.config.ts'],
      { cwd: ROOT, stdio: 'inherit', env: { ...process.env, LANDING_OUT_DIR: args.dist } },
    );
  }
  const servedBy = existsSync(path.join(args.dist, 'landing.html'))
    ? 'landing.html (the federation-free landing bundle)'
    : 'index.html (the portal frame)';
  console.log(`/ is served by ${servedBy}`);
  const { lighthouse, launch } = await loadLighthouse();
  // Over HTTP/2 with a throwaway certificate, as a CDN serves the build (scripts/lib/tls.mjs).
  const server = await startStaticServer({
    root: args.dist,
    port: 0,
    spa: true,
    runtimeConfig,
    tls: localCertificate(),
  });
  const origin = server.url;
  const backend = args.signedIn ? await startSignedInBackend(origin) : undefined;
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  const session = args.signedIn ? await signIn(chrome.port, origin) : undefined;
  const targets = args.signedIn ? SIGNED_IN_TARGETS : TARGETS;
  const results = [];
  try {
    for (const page of args.signedIn ? SIGNED_IN_PAGES : PAGES) {
      const url = `${origin}${page.path}`;
      await session?.useLanguage(page.locale);
      const first = args.signedIn ? await firstVisit(lighthouse, url, chrome.port) : undefined;
      // Lighthouse's advice for noisy machines: several runs, report the median one (by performance).
      const runs = [];
      for (let i = 0; i < args.runs; i++) {
        const runner = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          // Lighthouse's default storage reset empties the HTTP cache (a first visit) and keeps the
          // session the login form stored; disableStorageReset would keep the cache too and measure a
          // returning visit instead (about 20 points better on /dashboard).
        });
        runs.push(runner.lhr);
      }
      runs.sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
      const lhr = runs[Math.floor(runs.length / 2)];
      const performanceRuns = runs.map((run) => Math.round((run.categories.performance.score ?? 0) * 100));
      saveReport(lhr, page.path, page.locale);
      const scores = Object.fromEntries(
        Object.entries(lhr.categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
      );
      const js = firstLoadScripts(lhr, args.dist, origin);
      results.push({
        locale: page.locale,
        url: page.path,
        scores,
        metrics: {
          fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
          cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        },
        js,
        misses: Object.fromEntries(Object.keys(scores).map((id) => [id, failedAudits(lhr, id)])),
        runtimeError: lhr.runtimeError?.message,
        performanceRuns,
        firstVisit: first,
      });
    }
  } finally {
    await session?.close();
    await chrome.kill();
    await server.close();
    await backend?.stop();
  }

  let missed = false;
  for (const r of results) {
    console.log(
      `\n${r.locale.toUpperCase()}  ${r.url}${r.runtimeError ? `  (runtime error: ${r.runtimeError})` : ''}`,
    );
    for (const [id, score] of Object.entries(r.scores)) {
      const ok = score >= targets[id];
      missed ||= !ok;
      console.log(
        `  ${id.padEnd(15)} ${String(score).padStart(3)}  target ≥ ${targets[id]}  ${ok ? 'ok' : 'MISSED'}`,
      );
      if (r.misses[id].length > 0) console.log(`    not perfect: ${r.misses[id].join(', ')}`);
    }
    const jsOk = r.js.gzipBytes <= targets.firstLoadJsGzipBytes;
    missed ||= !jsOk;
    console.log(
      `  first-load JS    ${kb(r.js.gzipBytes)} gzip -9 (${r.js.count} files; ${kb(r.js.transferBytes)} transferred, ${kb(r.js.rawBytes)} uncompressed)  target ≤ ${kb(targets.firstLoadJsGzipBytes)}  ${jsOk ? 'ok' : 'MISSED'}`,
    );
    console.log(
      `  metrics          FCP ${r.metrics.fcpMs} ms, LCP ${r.metrics.lcpMs} ms, TBT ${r.metrics.tbtMs} ms, CLS ${r.metrics.cls}`,
    );
    console.log(
      `  performance runs ${r.performanceRuns.join(', ')} (median reported; load average ${loadAverage()})`,
    );
    if (r.firstVisit)
      console.log(
        `  first visit      performance ${r.firstVisit.performance}, LCP ${r.firstVisit.lcpMs} ms, TBT ${r.firstVisit.tbtMs} ms (not counted: nothing kept yet)`,
      );
    console.log(
      `  largest scripts  ${r.js.largest.map((s) => `${path.basename(s.file)} ${kb(s.gzip)}`).join(', ')}`,
    );
  }
  if (args.json) writeFileSync(args.json, `${JSON.stringify({ servedBy, results }, null, 2)}\n`);
  if (args.assert && missed) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
