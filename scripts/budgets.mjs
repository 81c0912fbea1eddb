#!/usr/bin/env node
/**
 * Every page's speed against its target, in one table per measure, from the production builds:
 *   1. first-load JS (gzip) of every page in PAGES and of every sample dashboard, split by origin
 *      (shell, remote) with chart code counted apart, and the same page built WITHOUT federation (one
 *      ordinary Vite app): the ratio;
 *   2. each remote's own JS per dashboard (build output), chart code apart;
 *   3. time to the KPI row of dashboards (KPI figures painted), in Chromium at a phone's viewport,
 *      without and with 4x CPU throttling, federated and not: the ratio, and whether chart code came
 *      before the KPI row;
 *   4. Lighthouse mobile performance (median of 3), LCP and TBT of the pages in LIGHTHOUSE_PAGES
 *      (scripts/lighthouse.mjs), signed in where the page needs it; a signed-in page's first visit
 *      (before it kept anything of its last reads) is printed apart.
 *
 *   node scripts/budgets.mjs              # all of it (a few minutes on a quiet machine)
 *   node scripts/budgets.mjs --quick      # 1 and 2 only
 *   node scripts/budgets.mjs --runs 5     # runs per timing and per Lighthouse page (default 3)
 *   node scripts/budgets.mjs --all        # timings and Lighthouse on every sample dashboard too
 *   node scripts/budgets.mjs --build      # builds the shell and the remotes first
 *   node scripts/budgets.mjs --quick --page /login --page /dashboard --detail
 *                                         # only these pages; --detail lists every script they load,
 *                                         # then those of the one-app build
 *   node scripts/budgets.mjs --quick --no-compare   # without the unfederated build (faster, no ratio)
 *   node scripts/budgets.mjs --no-lighthouse        # bytes and time to the KPI row only
 *   node scripts/budgets.mjs --page /marketplace    # every measure, of this page only
 *   LIGHTHOUSE_SAVE_DIR=DIR node scripts/budgets.mjs  # also keeps each median Lighthouse report (JSON):
 *                                         # its long-tasks and bootup-time audits show what blocks
 * Prints numbers; exits 1 when a target is missed. Not a test: run on purpose (`npm run bench`).
 * Timings depend on how busy the machine is: the load average is printed with them.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_PATH } from './lib/chromium.mjs';
import { startMeasuredStack } from './lib/measured-stack.mjs';
import {
  loadScripts,
  MOBILE_CPU_SLOWDOWN,
  median,
  signedInState,
  signIn,
  timeToKpis,
} from './lib/page-speed.mjs';
import { runOrThrow } from './lib/proc.mjs';
import { distOf, FAMILIES, freePort, REPO_ROOT } from './lib/stack.mjs';
import { localCertificate } from './lib/tls.mjs';
import { CHROME_FLAGS, firstVisit, lighthouseMedian, loadLighthouse } from './lighthouse.mjs';
import { startStaticServer } from './serve.mjs';

// Lighthouse's browser is signed in through Playwright's CDP connection (lighthouseTable).
const { chromium } = createRequire(path.join(REPO_ROOT, 'package.json'))('@playwright/test');

const SHELL_BUDGET_KB = 250;
/**
 * Signed-in pages also carry supabase-js and the session (about 45 KB gzip) that public pages never
 * load until a form is sent; bringing them to the public pages' budget is the page-speed work's.
 */
const SIGNED_IN_BUDGET_KB = 300;
const REMOTE_BUDGET_KB = 80;
/** A signed-in page's own code on top of the shell's first load (issue 13). */
const PAGE_OWN_BUDGET_KB = 60;

/**
 * Every page of the portal with the budget of what the shell's origin sends on a first load (gzip
 * KB). A new page is one line; `as` signs a demo account in first. Sample dashboards are added from
 * the remotes' builds.
 */
const PAGES = [
  { path: '/', budget: 150 },
  { path: '/login', budget: SHELL_BUDGET_KB },
  { path: '/signup', budget: SHELL_BUDGET_KB },
  { path: '/forgot-password', budget: SHELL_BUDGET_KB },
  { path: '/reset-password', budget: SHELL_BUDGET_KB },
  { path: '/settings', as: 'sara', budget: SIGNED_IN_BUDGET_KB },
  { path: '/dashboard', as: 'sara', budget: SIGNED_IN_BUDGET_KB },
  { path: '/marketplace', as: 'sara', budget: SIGNED_IN_BUDGET_KB },
  { path: '/test-workflow-execution', as: 'sara', budget: SIGNED_IN_BUDGET_KB },
  { path: '/lead-generation', as: 'sara', budget: SIGNED_IN_BUDGET_KB },
  { path: '/admin', as: 'admin', budget: SIGNED_IN_BUDGET_KB },
  { path: '/workflow-manager', as: 'admin', budget: SIGNED_IN_BUDGET_KB },
  { path: '/admin/inbox', as: 'admin', budget: SIGNED_IN_BUDGET_KB },
  { path: '/admin/reports', as: 'admin', budget: SIGNED_IN_BUDGET_KB },
  { path: '/sample-report', budget: SHELL_BUDGET_KB },
];

/** docs/product.md targets for a dashboard: its first-load JS before the KPI row (charts come after). */
const DASHBOARD_BUDGET_KB = 300;
/** Federated against the same pages as one Vite app, in bytes and in time to the KPI row. */
const FEDERATION_RATIO = 1.05;
/**
 * Lighthouse mobile, the goal of issue 41 (docs/performance.md): the score and LCP by page kind
 * (sample dashboards are public pages), TBT and CLS on every page.
 */
const LIGHTHOUSE_TARGETS = {
  public: { score: 98, lcpMs: 1800 },
  signedIn: { score: 95, lcpMs: 2500 },
  tbtMs: 200,
  cls: 0.02,
};

/**
 * The pages Lighthouse measures (3 runs each): the public ones, a dashboard of two families (sample)
 * and live, and the signed-in pages. `--all` adds every sample dashboard.
 */
const LIGHTHOUSE_PAGES = [
  { path: '/' },
  { path: '/login' },
  { path: '/signup' },
  { path: '/sample-lead-generation' },
  { path: '/sample-whatsapp-chatbot' },
  { path: '/dashboard', as: 'sara' },
  { path: '/marketplace', as: 'sara' },
  { path: '/settings', as: 'sara' },
  { path: '/lead-generation', as: 'sara' },
  { path: '/rag-chatbot', as: 'omar' },
  { path: '/admin', as: 'admin' },
];
/** Signed-in pages that show a dashboard: their target is a dashboard's. */
const LIVE_DASHBOARDS = new Set(['/lead-generation', '/rag-chatbot']);
/** Dashboards timed to their KPI row (`--all`: every sample dashboard). */
const KPI_PAGES = ['/sample-lead-generation', '/sample-whatsapp-chatbot'];
const CHART_MODULE =
  /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(?:@mui\/x-charts[^/]*|@mui\/x-internals|d3-[^/]+|internmap|flatqueue|@mui\/x-charts-vendor|bezier-easing)\/|dashboard-kit\/src\/ui\/charts\.tsx$/;

const kb = (bytes) => (bytes / 1024).toFixed(1);

const reports = new Map();

/**
 * An app's build report (scripts/vite/federation.ts) with its chart code: the chart packages plus every
 * module that only chart code imports (MUI's Popper under the chart tooltip, say).
 */
function report(app) {
  if (reports.has(app)) return reports.get(app);
  const dir = app === 'shell' ? 'shell' : path.join('remotes', app);
  const file = path.join(REPO_ROOT, dir, 'node_modules', '.portal', 'build-report.json');
  const raw = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { chunks: [], importers: {} };
  const chart = new Set(Object.keys(raw.importers ?? {}).filter((id) => CHART_MODULE.test(id)));
  for (let grew = true; grew; ) {
    grew = false;
    for (const [id, importers] of Object.entries(raw.importers ?? {})) {
      if (chart.has(id) || importers.length === 0) continue;
      if (importers.every((importer) => chart.has(importer))) {
        chart.add(id);
        grew = true;
      }
    }
  }
  const result = { chunks: new Map(raw.chunks.map((c) => [c.file, c])), chart };
  reports.set(app, result);
  return result;
}

/**
 * The kit's lazy chart entry (federation.config.ts `lazyKit.charts`): the shell's chunk holding it is
 * fetched only when a dashboard draws its first chart, so all of it (x-charts' gestures, popper,
 * d3 and the rest) is chart code, whatever other packages it bundles.
 */
const LAZY_CHART_ENTRY = /dashboard-kit\/src\/ui\/chartParts\.ts$/;

/** Share of a chunk's rendered bytes that is chart code (0..1). */
function chartShare(app, chunk) {
  if (!chunk) return 0;
  if (Object.keys(chunk.modules).some((id) => LAZY_CHART_ENTRY.test(id))) return 1;
  const { chart: chartModules } = report(app);
  let total = 0;
  let chart = 0;
  for (const [id, length] of Object.entries(chunk.modules)) {
    total += length;
    if (chartModules.has(id) || CHART_MODULE.test(id)) chart += length;
  }
  return total ? chart / total : 0;
}

/**
 * Chart code is told apart by the kit's file paths: when they move (shared/ became dashboard-kit/),
 * nothing matches and every chart byte silently counts as a dashboard's first load (18.6 KB on
 * /sample-lead-generation once). Stop instead of printing such numbers.
 */
function assertChartCodeFound() {
  const shellModules = [...report('shell').chunks.values()].flatMap((c) => Object.keys(c.modules));
  if (!shellModules.some((id) => LAZY_CHART_ENTRY.test(id)))
    throw new Error(`No shell module matches ${LAZY_CHART_ENTRY}: update it to the kit's chart entry`);
  for (const family of FAMILIES) {
    const ids = [...report(family).chunks.values()].flatMap((c) => Object.keys(c.modules));
    if (!ids.some((id) => !id.includes('node_modules') && CHART_MODULE.test(id)))
      throw new Error(`No module of ${family} matches CHART_MODULE: update it to the kit's chart code`);
  }
}

function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Which dashboards exist: the folders of a family with an index.ts (what its dashboards.ts globs). */
function dashboardSlugs(family) {
  const src = path.join(REPO_ROOT, 'remotes', family, 'src');
  if (!existsSync(src)) return [];
  return readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'i18n')
    .filter((entry) => existsSync(path.join(src, entry.name, 'index.ts')))
    .map((entry) => entry.name);
}

/** Static analysis of a remote's build: the dashboard's chunk and its static imports. */
function staticRemoteCost(family, slug) {
  const { chunks } = report(family);
  const start = [...chunks.values()].find((c) =>
    Object.keys(c.modules).some((id) => id.includes(`/remotes/${family}/src/${slug}/index.`)),
  );
  if (!start) return undefined;
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of chunks.get(file)?.imports ?? []) visit(next);
  };
  visit(start.file);
  let own = 0;
  let chart = 0;
  for (const file of seen) {
    const size = gzipSize(path.join(distOf(family), file));
    const share = chartShare(family, chunks.get(file));
    chart += size * share;
    own += size * (1 - share);
  }
  return { own, chart, chunks: seen.size };
}

/**
 * The chunks of one app that a page downloaded only as static imports of the kit's lazy chart entry,
 * which is fetched when the first chart is drawn, after the KPI row. The bundler puts modules that the
 * chart code shares with other pages in chunks of their own (the chunk of MUI's ToggleButtonGroup,
 * which the admin's report preview uses, holds one the charts import too): on a dashboard they arrive
 * with the charts, not before the KPI row, though not all of their modules are chart code. A chunk that
 * any other chunk of the page imports stays in the figure.
 */
function chartOnlyChunks(app, files) {
  const { chunks } = report(app);
  const closure = (roots) => {
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const next of chunks.get(file)?.imports ?? []) visit(next);
    };
    for (const root of roots) visit(root);
    return seen;
  };
  const lazyCharts = (file) =>
    Object.keys(chunks.get(file)?.modules ?? {}).some((id) => LAZY_CHART_ENTRY.test(id));
  const fromCharts = closure(files.filter(lazyCharts));
  const fromTheRest = closure(files.filter((file) => chunks.has(file) && !fromCharts.has(file)));
  return new Set(files.filter((file) => fromCharts.has(file) && !fromTheRest.has(file)));
}

/** First-load JS of a page, by origin (`origins`: app -> origin), with the chart code counted apart. */
async function measurePage(browser, url, origins, storageState) {
  const scripts = await loadScripts(browser, url, storageState);
  const byApp = {};
  let chart = 0;
  const located = scripts.map(({ url: scriptUrl, bytes }) => ({
    app: Object.entries(origins).find(([, o]) => o === new URL(scriptUrl).origin)?.[0] ?? 'other',
    file: new URL(scriptUrl).pathname.replace(/^\//, ''),
    bytes,
  }));
  const chartOnly = new Map();
  for (const { app, bytes, file } of located) {
    byApp[app] = (byApp[app] ?? 0) + bytes;
    // The comparison build has no report of its own: its chart share is not split out.
    if (app === 'other' || app === 'plain') continue;
    if (!chartOnly.has(app))
      chartOnly.set(
        app,
        chartOnlyChunks(
          app,
          located.filter((s) => s.app === app).map((s) => s.file),
        ),
      );
    const share = chartOnly.get(app).has(file) ? 1 : chartShare(app, report(app).chunks.get(file));
    chart += bytes * share;
  }
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  return { total, byApp, chart, requests: scripts.length, scripts };
}

const args = {
  build: process.argv.includes('--build'),
  quick: process.argv.includes('--quick'),
  all: process.argv.includes('--all'),
  runs: Math.max(1, Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3),
  detail: process.argv.includes('--detail'),
  pages: process.argv.flatMap((arg, i) => (process.argv[i - 1] === '--page' ? [arg] : [])),
};

/** `--detail`: every script of a page's first load, largest first (what to cut next). */
function printScripts(scripts) {
  for (const { url, bytes } of [...scripts].sort((a, b) => b.bytes - a.bytes)) {
    const { host, pathname } = new URL(url);
    console.log(`      ${kb(bytes).padStart(6)}  ${host.split(':')[1] ?? ''} ${pathname}`);
  }
}
const load = () => `load average ${os.loadavg()[0].toFixed(1)}`;
const mark = (ok) => (ok ? 'ok' : 'MISSED');

/** 1. First-load JS of every page, federated and not. */
async function bytesTable(browser, pages, servers, failures) {
  console.log('\nFirst-load JS per page, gzip KB (Playwright page load, production builds):');
  console.log(
    `  ${'page'.padEnd(36)} ${'total'.padStart(7)} ${'shell'.padStart(7)} ${'remote'.padStart(7)} ${'charts'.padStart(7)} ${'req'.padStart(4)} ${'no-MF'.padStart(7)} ${'ratio'.padStart(6)}  target`,
  );
  const states = { shell: {}, plain: {} };
  for (const who of new Set(pages.map((p) => p.as).filter(Boolean))) {
    states.shell[who] = await signedInState(browser, servers.shell.url, who);
    if (servers.plain) states.plain[who] = await signedInState(browser, servers.plain.url, who);
  }
  const measured = [];
  for (const { path: pagePath, as, budget, dashboard } of pages) {
    const label = as ? `${pagePath} (${as})` : pagePath;
    const federated = await measurePage(
      browser,
      `${servers.shell.url}${pagePath}`,
      servers.origins,
      states.shell[as],
    );
    // `/` of the federated build is the separate landing bundle, which the comparison build lacks.
    const single =
      servers.plain && pagePath !== '/'
        ? await measurePage(
            browser,
            `${servers.plain.url}${pagePath}`,
            { plain: servers.plain.url },
            states.plain[as],
          )
        : { total: 0 };
    const shellBytes = federated.byApp.shell ?? 0;
    const remoteBytes = federated.total - shellBytes;
    const ratio = single.total ? federated.total / single.total : 0;
    // A dashboard's figure is its JS before the KPI row: all of it but the chart code that follows.
    const figure = dashboard ? federated.total - federated.chart : shellBytes;
    const target = dashboard ? DASHBOARD_BUDGET_KB : budget;
    const ok = figure / 1024 <= target && (!ratio || ratio <= FEDERATION_RATIO);
    console.log(
      `  ${label.padEnd(36)} ${kb(federated.total).padStart(7)} ${kb(shellBytes).padStart(7)} ${kb(remoteBytes).padStart(7)} ${kb(federated.chart).padStart(7)} ${String(federated.requests).padStart(4)} ${kb(single.total).padStart(7)} ${(ratio ? ratio.toFixed(2) : '-').padStart(6)}  ${dashboard ? 'before KPIs' : 'shell'} ${kb(figure)} <= ${target}${ratio ? `, ratio <= ${FEDERATION_RATIO}` : ''} ${mark(ok)}`,
    );
    if (!ok) failures.push(`${label}: ${kb(figure)} KB (target ${target}), ratio ${ratio.toFixed(2)}`);
    if (args.detail) {
      printScripts(federated.scripts);
      if (single.scripts) {
        console.log('    the one-app build:');
        printScripts(single.scripts);
      }
    }
    measured.push({ label, as, dashboard, scripts: federated.scripts });
  }
  ownCodeTable(measured, failures);
}

/**
 * A signed-in page's own code on top of the shell's first load (issue 13: ≤ 60 KB gzip): the scripts
 * it loads that not every signed-in page of the same account loads. Needs two pages of the account.
 */
function ownCodeTable(measured, failures) {
  const signedIn = measured.filter((m) => m.as && !m.dashboard);
  const rows = [];
  for (const who of new Set(signedIn.map((m) => m.as))) {
    const group = signedIn.filter((m) => m.as === who);
    if (group.length < 2) continue;
    const paths = group.map((m) => new Set(m.scripts.map((s) => new URL(s.url).pathname)));
    const common = new Set([...paths[0]].filter((p) => paths.every((set) => set.has(p))));
    for (const m of group) {
      const own = m.scripts.filter((s) => !common.has(new URL(s.url).pathname));
      rows.push({ label: m.label, own: own.reduce((sum, s) => sum + s.bytes, 0) });
    }
  }
  if (!rows.length) return;
  console.log("\nA signed-in page's own code on top of what every page of the account loads, gzip KB:");
  for (const { label, own } of rows) {
    const ok = own / 1024 <= PAGE_OWN_BUDGET_KB;
    console.log(`  ${label.padEnd(36)} ${kb(own).padStart(7)} <= ${PAGE_OWN_BUDGET_KB} ${mark(ok)}`);
    if (!ok) failures.push(`${label}: own code ${kb(own)} KB > ${PAGE_OWN_BUDGET_KB} KB`);
  }
}

/** 2. Each remote's own JS per dashboard, from the build output. */
function remoteTable(dashboards, failures) {
  console.log(
    "\nEach remote's own JS per dashboard, gzip KB (build output: dashboard chunk + its static imports):",
  );
  for (const { family, slug } of dashboards) {
    const cost = staticRemoteCost(family, slug);
    if (!cost) {
      console.log(`  ${family}/${slug}: no chunk found in the build report`);
      continue;
    }
    const ok = cost.own / 1024 <= REMOTE_BUDGET_KB;
    console.log(
      `  ${`${family}/${slug}`.padEnd(40)} own ${kb(cost.own).padStart(6)}  charts ${kb(cost.chart).padStart(6)}  (${cost.chunks} chunks) <= ${REMOTE_BUDGET_KB} ${mark(ok)}`,
    );
    if (!ok) failures.push(`${family}/${slug}: remote's own JS ${kb(cost.own)} KB > ${REMOTE_BUDGET_KB} KB`);
  }
}

/** True when a script URL holds chart code (by the build reports). */
function isChartScript(url, servers) {
  const app = Object.entries(servers.origins).find(([, o]) => o === new URL(url).origin)?.[0];
  // More than a sliver: a chunk holding chart code next to a dashboard's own code counts.
  return (
    Boolean(app) && chartShare(app, report(app).chunks.get(new URL(url).pathname.replace(/^\//, ''))) > 0.1
  );
}

/** 3. Time to the KPI row, median of `runs`, with and without CPU throttling, federated and not. */
async function kpiTable(browser, paths, servers, failures) {
  console.log(
    `\nTime to the KPI row, ms (median of ${args.runs}; cold load, 412x823, loopback network; ${load()}):`,
  );
  console.log(
    `  ${'page'.padEnd(30)} ${'cpu'.padStart(4)} ${'KPIs'.padStart(6)} ${'chart'.padStart(6)} ${'no-MF'.padStart(6)} ${'ratio'.padStart(6)}  charts before KPIs`,
  );
  for (const pagePath of paths) {
    for (const cpuSlowdown of [1, MOBILE_CPU_SLOWDOWN]) {
      const federated = [];
      const single = [];
      let early = false;
      for (let i = 0; i < args.runs; i++) {
        const run = await timeToKpis(browser, `${servers.shell.url}${pagePath}`, { cpuSlowdown });
        early ||= run.scriptsBeforeKpi.some((url) => isChartScript(url, servers));
        federated.push(run);
        if (servers.plain)
          single.push((await timeToKpis(browser, `${servers.plain.url}${pagePath}`, { cpuSlowdown })).kpiMs);
      }
      const kpiMs = median(federated.map((r) => r.kpiMs));
      const chartMs = median(federated.map((r) => r.chartMs));
      const plainMs = median(single);
      const ratio = plainMs ? kpiMs / plainMs : 0;
      const ok = (!ratio || ratio <= FEDERATION_RATIO) && !early;
      console.log(
        `  ${pagePath.padEnd(30)} ${`${cpuSlowdown}x`.padStart(4)} ${String(Math.round(kpiMs)).padStart(6)} ${String(Math.round(chartMs)).padStart(6)} ${String(Math.round(plainMs)).padStart(6)} ${(ratio ? ratio.toFixed(2) : '-').padStart(6)}  ${early ? 'yes' : 'no'}  ratio <= ${FEDERATION_RATIO}, charts after KPIs ${mark(ok)}`,
      );
      if (!ok)
        failures.push(
          `${pagePath} at ${cpuSlowdown}x CPU: KPI row ratio ${ratio.toFixed(2)}${early ? ', chart code before the KPI row' : ''}`,
        );
    }
  }
}

/** 4. Lighthouse mobile, one browser per account (signed in through the form first). */
async function lighthouseTable(pages, servers, failures) {
  console.log(`\nLighthouse mobile (median of ${args.runs}; simulated throttling):`);
  const { lighthouse, launch } = await loadLighthouse();
  for (const who of [...new Set(pages.map((p) => p.as ?? ''))]) {
    const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
    try {
      if (who) {
        const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        await signIn(cdp.contexts()[0], servers.shell.url, who);
        await cdp.close();
      }
      for (const page of pages.filter((p) => (p.as ?? '') === who)) {
        const url = `${servers.shell.url}${page.path}`;
        const first = who ? await firstVisit(lighthouse, url, chrome.port) : undefined;
        const r = await lighthouseMedian(lighthouse, url, { port: chrome.port, runs: args.runs });
        const target = who ? LIGHTHOUSE_TARGETS.signedIn : LIGHTHOUSE_TARGETS.public;
        const ok =
          r.performance >= target.score &&
          r.lcpMs <= target.lcpMs &&
          r.tbtMs <= LIGHTHOUSE_TARGETS.tbtMs &&
          r.cls <= LIGHTHOUSE_TARGETS.cls;
        const label = who ? `${page.path} (${who})` : page.path;
        console.log(
          `  ${label.padEnd(36)} perf ${String(r.performance).padStart(3)} [${r.runs.join(',')}] >= ${target.score}  LCP ${String(r.lcpMs).padStart(5)} <= ${target.lcpMs}  TBT ${String(r.tbtMs).padStart(4)} <= ${LIGHTHOUSE_TARGETS.tbtMs}  FCP ${r.fcpMs} CLS ${r.cls} <= ${LIGHTHOUSE_TARGETS.cls} ${mark(ok)}${r.runtimeError ? ` (${r.runtimeError})` : ''}`,
        );
        if (first)
          console.log(
            `  ${''.padEnd(36)} first visit: perf ${first.performance}  LCP ${first.lcpMs}  TBT ${first.tbtMs} (not counted)`,
          );
        if (!ok) failures.push(`${label}: Lighthouse ${r.performance}, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms`);
      }
    } finally {
      await chrome.kill();
    }
  }
  console.log(`  (${load()})`);
}

async function main() {
  if (args.build) {
    await runOrThrow('pnpm', ['--filter', './shell', '--filter', './remotes/*', 'build'], { cwd: REPO_ROOT });
  }
  for (const app of ['shell', ...FAMILIES]) {
    if (!existsSync(path.join(distOf(app), 'index.html')))
      throw new Error(`Build first: ${distOf(app)} is missing`);
  }
  assertChartCodeFound();
  const dashboards = FAMILIES.flatMap((family) => dashboardSlugs(family).map((slug) => ({ family, slug })));
  const samplePaths = dashboards.map(({ slug }) => `/sample-${slug}`);
  const pages = [...PAGES, ...samplePaths.map((p) => ({ path: p, dashboard: true }))].filter(
    (page) => !args.pages.length || args.pages.includes(page.path),
  );
  for (const page of pages) page.dashboard ||= LIVE_DASHBOARDS.has(page.path);

  // The same pages as one ordinary Vite app, for the ratios.
  const plainDir = mkdtempSync(path.join(os.tmpdir(), 'portal-plain-'));
  let comparison = !process.argv.includes('--no-compare');
  if (comparison) console.log('Building the shell without federation for comparison...');
  if (comparison)
    try {
      await runOrThrow('pnpm', ['exec', 'vite', 'build'], {
        cwd: path.join(REPO_ROOT, 'shell'),
        env: { PORTAL_NO_FEDERATION: plainDir },
        quiet: true,
      });
    } catch (error) {
      // The comparison is informative only; the budgets themselves come from the federated builds.
      comparison = false;
      console.log(`  (no comparison: ${error instanceof Error ? error.message : error})`);
    }

  // HTTPS with HTTP/2, as the CDN of docs/deploy.md serves the builds (--http1: as `npm start` does).
  const tls = process.argv.includes('--http1') ? undefined : localCertificate();
  console.log(`Builds served over ${tls ? 'HTTP/2 (TLS)' : 'HTTP/1.1'}; the local API over HTTP/1.1.`);
  const plainPort = await freePort();
  // The comparison build signs in too (its own origin).
  const stack = await startMeasuredStack({ tls, name: 'budgets', signInPorts: [plainPort] });
  const { shell, browser, origins } = stack;
  const plain = comparison
    ? await startStaticServer({
        root: plainDir,
        port: plainPort,
        spa: true,
        runtimeConfig: stack.runtimeConfig,
        tls,
      })
    : undefined;
  const servers = { shell, plain, origins };

  const failures = [];
  try {
    await bytesTable(browser, pages, servers, failures);
    remoteTable(dashboards, failures);
    if (!args.quick) {
      const chosen = (path) => !args.pages.length || args.pages.includes(path);
      await kpiTable(browser, (args.all ? samplePaths : KPI_PAGES).filter(chosen), servers, failures);
      const extra = args.all ? samplePaths.filter((p) => !LIGHTHOUSE_PAGES.some((l) => l.path === p)) : [];
      const lighthousePages = [...LIGHTHOUSE_PAGES, ...extra.map((p) => ({ path: p }))];
      if (!process.argv.includes('--no-lighthouse'))
        await lighthouseTable(
          lighthousePages.filter((page) => chosen(page.path)),
          servers,
          failures,
        );
    }
  } finally {
    await plain?.close();
    await stack.stop();
    rmSync(plainDir, { recursive: true, force: true });
  }
  if (failures.length) {
    console.log(`\nMissed:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\nAll targets met.');
}

await main();
