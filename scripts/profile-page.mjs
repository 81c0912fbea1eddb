#!/usr/bin/env node
/**
 * What the main thread does before a page's first paint and its KPI row, from a Chromium performance
 * trace of a cold load of the production builds (served as scripts/budgets.mjs serves them: HTTP/2,
 * a fresh local stack with the demo accounts), at 4x CPU throttling by default.
 *
 *   node scripts/profile-page.mjs --page /login --page /sample-lead-generation --page /dashboard:sara
 *   node scripts/profile-page.mjs --page /dashboard:sara --cpu 1 --runs 3 --save /tmp/traces
 *   node scripts/profile-page.mjs --trace /tmp/traces/_dashboard-4x-0.json   # a saved trace again
 *
 * For each page it prints the milestones (FCP, LCP candidate, KPI row: a KPI card's figure on
 * screen, as scripts/lib/page-speed.mjs records it), the main thread's tasks before each milestone
 * (count, long tasks over 50 ms, their blocking time), what those tasks were (script evaluation per
 * chunk, compile, function calls, style, layout, paint), and the JS self time from the trace's CPU
 * profile by chunk, each chunk named by the packages it bundles (the apps' build reports).
 * Proportions are what to read: on a shared machine absolute times vary with its load.
 * Needs the builds (`pnpm build`).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startMeasuredStack } from './lib/measured-stack.mjs';
import { openPhonePage, signedInState } from './lib/page-speed.mjs';
import { distOf, FAMILIES, REPO_ROOT } from './lib/stack.mjs';
import { localCertificate } from './lib/tls.mjs';

const argv = process.argv;
const valuesOf = (flag) => argv.flatMap((arg, i) => (argv[i - 1] === flag ? [arg] : []));
const args = {
  pages: valuesOf('--page').map((spec) => {
    const [pagePath, as] = spec.split(':');
    return { path: pagePath, as };
  }),
  cpu: Number(valuesOf('--cpu')[0] ?? 4),
  runs: Number(valuesOf('--runs')[0] ?? 1),
  save: valuesOf('--save')[0],
};
if (!args.pages.length)
  args.pages = [{ path: '/login' }, { path: '/sample-lead-generation' }, { path: '/dashboard', as: 'sara' }];

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
  'loading',
  'blink.user_timing',
  'toplevel',
].join(',');

/** Marks `portal:kpi-row` (a user timing the trace records) on the frame after a KPI figure shows. */
function markKpiRow() {
  let done = false;
  const check = () => {
    if (done) return;
    const kpi = [...document.querySelectorAll('main .MuiCard-root .MuiTypography-h5')].some(
      (element) => element.textContent.trim() !== '' && element.getBoundingClientRect().height > 0,
    );
    if (!kpi) return;
    done = true;
    requestAnimationFrame(() => performance.mark('portal:kpi-row'));
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
}

/** Which packages a chunk bundles, largest first (from an app's build report), e.g. "react-dom 80%". */
const chunkNames = new Map();
function describeChunk(url, origins) {
  if (!url) return '(native / no script)';
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const file = parsed.pathname.replace(/^\//, '');
  // A saved trace (--trace) has no origins: the app is the one whose build has the file.
  const app =
    Object.entries(origins).find(([, origin]) => origin === parsed.origin)?.[0] ??
    ['shell', ...FAMILIES].find((a) => existsSync(path.join(distOf(a), file))) ??
    'other';
  const key = `${app}/${file}`;
  if (chunkNames.has(key)) return chunkNames.get(key);
  const dir = app === 'shell' ? 'shell' : path.join('remotes', app);
  const reportFile = path.join(REPO_ROOT, dir, 'node_modules', '.portal', 'build-report.json');
  let label = key;
  if (existsSync(reportFile)) {
    const chunk = JSON.parse(readFileSync(reportFile, 'utf8')).chunks.find((c) => c.file === file);
    if (chunk) {
      const byPackage = {};
      let total = 0;
      for (const [id, length] of Object.entries(chunk.modules)) {
        const pkg = /virtual:mf|__mf_|mf-/.test(id)
          ? 'virtual:mf'
          : (id.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/)?.[1] ??
            id.replace(REPO_ROOT, '').split('/').slice(0, 3).join('/'));
        byPackage[pkg] = (byPackage[pkg] ?? 0) + length;
        total += length;
      }
      const top = Object.entries(byPackage)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([pkg, length]) => `${pkg} ${Math.round((100 * length) / total)}%`);
      label = `${key} [${top.join(', ')}]`;
    }
  }
  chunkNames.set(key, label);
  return label;
}

/** The renderer main thread of the page: the CrRendererMain with the most task time. */
function mainThread(events) {
  const names = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best;
  let bestTime = -1;
  for (const t of names) {
    const time = events
      .filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
    if (time > bestTime) {
      best = t;
      bestTime = time;
    }
  }
  return best;
}

/** CPU profile samples of a thread: [{ ts, node }] with the nodes by id (the trace's ProfileChunks). */
function cpuSamples(events, pid) {
  const nodes = new Map();
  const samples = [];
  const profiles = events.filter((e) => e.name === 'Profile' && e.pid === pid);
  for (const profile of profiles) {
    let ts = profile.args.data.startTime;
    const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id);
    for (const chunk of chunks) {
      const data = chunk.args.data;
      for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const ids = data.cpuProfile?.samples ?? [];
      const deltas = data.timeDeltas ?? [];
      for (let i = 0; i < ids.length; i++) {
        ts += deltas[i] ?? 0;
        samples.push({ ts, id: ids[i] });
      }
    }
  }
  return { nodes, samples };
}

/** The chunk a sample's time belongs to: its own frame's script, or the nearest caller's. */
function sampleUrl(nodes, id) {
  for (let node = nodes.get(id); node; node = nodes.get(node.parent)) {
    if (node.callFrame.url) return node.callFrame.url;
  }
  return '';
}

/**
 * The page's scripts (bytes as sent, gzip) by origin, the federation runtime apart: the files whose
 * modules are all @module-federation/* or the plugin's virtual modules (remoteEntry.js among them).
 */
function scriptBytes(scripts, origins) {
  const byOrigin = {};
  for (const { url, bytes } of scripts) {
    const parsed = new URL(url);
    const app = Object.entries(origins).find(([, origin]) => origin === parsed.origin)?.[0] ?? 'other';
    const label = describeChunk(url, origins);
    const runtime =
      /remoteEntry\.js$/.test(parsed.pathname) ||
      /\[(?:(?:@module-federation\/[^ ]+|virtual:[^ ]+) \d+%(?:, )?)+\]$/.test(label);
    byOrigin[app] ??= { kb: 0, federationRuntimeKb: 0, files: 0, runtimeFiles: [] };
    const entry = byOrigin[app];
    entry.kb += bytes / 1024;
    entry.files += 1;
    if (runtime) {
      entry.federationRuntimeKb += bytes / 1024;
      entry.runtimeFiles.push(`${parsed.pathname.split('/').at(-1)} ${(bytes / 1024).toFixed(1)}`);
    }
  }
  for (const entry of Object.values(byOrigin)) {
    entry.kb = Number(entry.kb.toFixed(1));
    entry.federationRuntimeKb = Number(entry.federationRuntimeKb.toFixed(1));
  }
  return byOrigin;
}

/** Rows printed per breakdown: the rest are a few milliseconds each. */
const TOP = 10;
const ms = (us) => us / 1000;
const pct = (part, whole) => (whole ? `${Math.round((100 * part) / whole)}%` : '-');

function analyse(events, origins) {
  const thread = mainThread(events);
  const { pid, tid } = thread;
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid);
  const navigation =
    onMain.filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame).at(-1) ??
    events.filter((e) => e.name === 'navigationStart' && e.pid === pid).at(-1);
  const t0 = navigation.ts;
  const firstOf = (name) => events.find((e) => e.pid === pid && e.name === name && e.ts >= t0)?.ts;
  const fcp = firstOf('firstContentfulPaint');
  const lcp = events
    .filter((e) => e.pid === pid && e.name === 'largestContentfulPaint::Candidate' && e.ts >= t0)
    .at(-1)?.ts;
  const kpi = firstOf('portal:kpi-row');
  // parent→child nesting by time: children of RunTask are what the task did.
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= t0);
  // Whole top-level kinds inside tasks, JS self time from samples apart.
  const KINDS = {
    EvaluateScript: 'script evaluation',
    'v8.compile': 'compile',
    'v8.compileModule': 'compile',
    'v8.evaluateModule': 'module evaluation',
    FunctionCall: 'function call (timers, events, promises)',
    RunMicrotasks: 'microtasks (promises)',
    TimerFire: 'timer',
    FireAnimationFrame: 'animation frame',
    UpdateLayoutTree: 'style recalculation',
    Layout: 'layout',
    ParseHTML: 'HTML parse',
    ParseAuthorStyleSheet: 'CSS parse',
    Paint: 'paint',
    'V8.GCFinalizeMC': 'GC',
    MinorGC: 'GC',
    MajorGC: 'GC',
  };
  const known = onMain
    .filter((e) => e.ph === 'X' && KINDS[e.name] && e.ts >= t0)
    .sort((x, y) => x.ts - y.ts || y.dur - x.dur);
  const milestones = { FCP: fcp, LCP: lcp, 'KPI row': kpi };
  const result = { milestones: {}, windows: {} };
  for (const [name, at] of Object.entries(milestones))
    result.milestones[name] = at ? Math.round(ms(at - t0)) : null;
  const { nodes, samples } = cpuSamples(events, pid);
  for (const [name, end] of Object.entries(milestones)) {
    if (!end) continue;
    const inWindow = tasks.filter((t) => t.ts < end);
    const busy = inWindow.reduce((s, t) => s + Math.min(t.dur, end - t.ts), 0);
    const long = inWindow.filter((t) => t.dur > 50_000);
    const blocking = long.reduce((s, t) => s + (t.dur - 50_000), 0);
    // What the tasks did: the outermost event of each known kind (not counted twice when nested).
    const kinds = {};
    const byScript = {};
    let coveredUntil = 0;
    for (const e of known) {
      if (e.ts >= end) break;
      if (e.ts < coveredUntil) continue;
      coveredUntil = e.ts + e.dur;
      const kind = KINDS[e.name];
      kinds[kind] = (kinds[kind] ?? 0) + Math.min(e.dur, end - e.ts);
      const url = e.args?.data?.url ?? e.args?.fileName;
      if (url && /script evaluation|compile|module evaluation/.test(kind)) {
        const chunk = describeChunk(url, origins);
        byScript[chunk] = (byScript[chunk] ?? 0) + Math.min(e.dur, end - e.ts);
      }
    }
    // JS self time by chunk (CPU profile samples inside the window's tasks).
    const selfByChunk = {};
    let sampled = 0;
    let prev;
    for (const sample of samples) {
      const span = sample.ts >= t0 && sample.ts < end;
      if (span && prev) {
        const node = nodes.get(sample.id);
        const fn = node?.callFrame.functionName;
        if (fn !== '(idle)' && fn !== '(program)') {
          const dt = sample.ts - prev.ts;
          const label =
            fn === '(garbage collector)'
              ? '(garbage collector)'
              : describeChunk(sampleUrl(nodes, sample.id), origins);
          selfByChunk[label] = (selfByChunk[label] ?? 0) + dt;
          sampled += dt;
        }
      }
      prev = sample;
    }
    result.windows[name] = {
      endMs: Math.round(ms(end - t0)),
      tasks: inWindow.length,
      busyMs: Math.round(ms(busy)),
      longTasks: long.map((t) => Math.round(ms(t.dur))),
      blockingMs: Math.round(ms(blocking)),
      kinds: Object.fromEntries(
        Object.entries(kinds)
          .map(([k, v]) => [k, Math.round(ms(v))])
          .sort((a, b) => b[1] - a[1]),
      ),
      evaluationByScript: Object.fromEntries(
        Object.entries(byScript)
          .map(([k, v]) => [k, Math.round(ms(v))])
          .sort((a, b) => b[1] - a[1])
          .slice(0, TOP),
      ),
      jsSelfMs: Math.round(ms(sampled)),
      jsSelfByChunk: Object.fromEntries(
        Object.entries(selfByChunk)
          .map(([k, v]) => [k, `${Math.round(ms(v))} ms (${pct(v, sampled)})`])
          .sort((a, b) => Number.parseInt(b[1], 10) - Number.parseInt(a[1], 10))
          .slice(0, TOP),
      ),
    };
  }
  return result;
}

async function profile(browser, url, { storageState, cpu }) {
  const { context, page, cdp } = await openPhonePage(browser, {
    storageState,
    cpuSlowdown: cpu,
    initScript: markKpiRow,
  });
  const responses = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    responses.push(
      response
        .allHeaders()
        .then((headers) => ({ url: response.url(), bytes: Number(headers['content-length'] ?? 0) }))
        .catch(() => ({ url: response.url(), bytes: 0 })),
    );
  });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // The KPI row (dashboards) or a quiet network, then a second for the last tasks.
    await page
      .waitForFunction(() => performance.getEntriesByName('portal:kpi-row').length > 0, null, {
        timeout: 30_000,
      })
      .catch(() => undefined);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(1000);
  } finally {
    await cdp.send('Tracing.end');
    await complete;
    await context.close();
  }
  return { events, scripts: await Promise.all(responses) };
}

async function main() {
  const saved = valuesOf('--trace');
  if (saved.length) {
    for (const file of saved) {
      const { traceEvents } = JSON.parse(readFileSync(file, 'utf8'));
      console.log(JSON.stringify({ trace: file, ...analyse(traceEvents, {}) }, null, 2));
    }
    return;
  }
  if (!existsSync(path.join(distOf('shell'), 'index.html'))) throw new Error('Build first: pnpm build');
  const stack = await startMeasuredStack({ tls: localCertificate(), name: 'profile' });
  const { shell, browser, origins } = stack;
  const results = [];
  try {
    const states = {};
    for (const { path: pagePath, as } of args.pages) {
      if (as && !states[as]) states[as] = await signedInState(browser, shell.url, as);
      for (let run = 0; run < args.runs; run++) {
        const { events, scripts } = await profile(browser, `${shell.url}${pagePath}`, {
          storageState: states[as],
          cpu: args.cpu,
        });
        if (args.save) {
          mkdirSync(args.save, { recursive: true });
          writeFileSync(
            path.join(args.save, `${pagePath.replace(/\W+/g, '_')}-${args.cpu}x-${run}.json`),
            JSON.stringify({ traceEvents: events }),
          );
        }
        const result = {
          page: pagePath,
          as,
          cpu: args.cpu,
          run,
          loadAverage: os.loadavg()[0],
          ...analyse(events, origins),
          scripts: scriptBytes(scripts, origins),
        };
        results.push(result);
        console.log(JSON.stringify(result, null, 2));
      }
    }
  } finally {
    await stack.stop();
  }
  return results;
}

await main();
