#!/usr/bin/env node
/**
 * The project's commands, working on a fresh machine with only Node 20 and npm:
 *   npm start    build shell + remotes, start the local stack, serve the production builds
 *   npm run dev  Vite dev servers with HMR for the shell and every remote, plus the local stack
 *   npm test     format + lint, typecheck, unit tests, backend tests, build, e2e (Playwright)
 *   npm run bench  backend benchmarks and the bundle budgets
 * Every command first makes sure pnpm is there and the workspace is installed.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH } from './lib/chromium.mjs';
import { run, runOrThrow, startProcess } from './lib/proc.mjs';
import { DEFAULT_PORTS, FAMILIES, REPO_ROOT, remoteName, startProductionStack } from './lib/stack.mjs';

const PNPM_MAJOR = 10;
const DEMO_ACCOUNTS = [
  ['admin', 'admin@demo.qa', 'Admin#2026', 'Portal administrator'],
  ['client A', 'sara@demo.qa', 'Client#2026', 'Sara Al-Kuwari, Al Noor Trading'],
  ['client B', 'omar@demo.qa', 'Client#2026', 'Omar Haddad, Doha Smile Dental'],
];

const command = process.argv[2];
const commands = { start, dev, test, bench };
if (!commands[command]) {
  console.error(`usage: node scripts/run.mjs <${Object.keys(commands).join('|')}>`);
  process.exit(2);
}

const log = (message) => console.log(`\n\u25b6 ${message}`);

async function ensurePnpm() {
  const { code, output } = await run('pnpm', ['--version'], { quiet: true }).catch(() => ({
    code: 1,
    output: '',
  }));
  const major = Number(output.trim().split('.')[0]);
  if (code === 0 && major >= PNPM_MAJOR) return;
  // corepack fails on this registry (no signatures); a global npm install works everywhere.
  log(`Installing pnpm ${PNPM_MAJOR} with npm`);
  await runOrThrow('npm', ['install', '--global', `pnpm@${PNPM_MAJOR}`]);
}

async function install() {
  log('Installing dependencies (pnpm install --frozen-lockfile)');
  await runOrThrow('pnpm', ['install', '--frozen-lockfile'], { cwd: REPO_ROOT });
}

async function build() {
  log('Building the shell and the remotes');
  await runOrThrow(
    'pnpm',
    ['--filter', './shell', '--filter', './remotes/*', '--workspace-concurrency=2', 'build'],
    {
      cwd: REPO_ROOT,
    },
  );
}

/** Ctrl-C / SIGTERM run `stop` once, then exit. */
function stopOnSignal(stop) {
  let stopping = false;
  const handler = async (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping everything...`);
    await stop().catch((error) => console.error(error));
    process.exit(0);
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

function printWelcome(shellUrl, apiUrl, extra = '') {
  console.log(`
====================================================================
  Portal:   ${shellUrl}
  API:      ${apiUrl}   (mailbox: ${apiUrl}/mailbox/)
${extra}
  Demo accounts:
${DEMO_ACCOUNTS.map(([role, email, password, who]) => `    ${role.padEnd(9)} ${email.padEnd(15)} ${password.padEnd(12)} ${who}`).join('\n')}

  Press Ctrl+C to stop.
====================================================================`);
}

async function start() {
  await ensurePnpm();
  await install();
  await build();
  log('Starting the local stack and serving the production builds');
  const stack = await startProductionStack({
    ports: DEFAULT_PORTS,
    dataDir: process.env.DATA_DIR ?? path.join(REPO_ROOT, '.data', 'pglite'),
  });
  const remotes = FAMILIES.map((f) => `  ${remoteName(f).padEnd(16)} ${stack.remotes[f].url}`).join('\n');
  printWelcome(
    stack.shellUrl,
    stack.api.url,
    `\n  Remotes (each on its own origin, as from a CDN):\n${remotes}\n`,
  );
  stopOnSignal(() => stack.stop());
}

async function dev() {
  await ensurePnpm();
  await install();
  const { startBackend } = await import('./lib/stack.mjs');
  const shellUrl = `http://127.0.0.1:${DEFAULT_PORTS.shell}`;
  log('Starting the local stack');
  const api = await startBackend({
    port: DEFAULT_PORTS.api,
    dataDir: process.env.DATA_DIR ?? path.join(REPO_ROOT, '.data', 'pglite'),
    siteUrl: shellUrl,
  });
  log('Starting Vite dev servers (HMR) for the remotes and the shell');
  const remotesMap = Object.fromEntries(
    FAMILIES.map((f) => [remoteName(f), `http://127.0.0.1:${DEFAULT_PORTS.remotes[f]}/remoteEntry.js`]),
  );
  const servers = FAMILIES.map((family) =>
    startProcess(family, 'pnpm', ['exec', 'vite'], { cwd: path.join(REPO_ROOT, 'remotes', family) }),
  );
  servers.push(
    startProcess('shell', 'pnpm', ['exec', 'vite'], {
      cwd: path.join(REPO_ROOT, 'shell'),
      env: {
        SUPABASE_URL: api.url,
        SUPABASE_ANON_KEY: api.anonKey,
        API_BASE_URL: `${api.url}/api`,
        REMOTES: JSON.stringify(remotesMap),
      },
    }),
  );
  printWelcome(shellUrl, api.url, '\n  Dev mode: edit shell/ or remotes/<family>/ and the page updates.\n');
  stopOnSignal(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await api.stop();
  });
}

async function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  log('Installing Debian Chromium for the e2e tests (apt-get install chromium)');
  const asRoot = process.getuid?.() === 0;
  const apt = (args) => (asRoot ? runOrThrow('apt-get', args) : runOrThrow('sudo', ['apt-get', ...args]));
  await apt(['update']);
  await apt(['install', '-y', 'chromium']);
}

async function test() {
  const started = Date.now();
  await ensurePnpm();
  await install();
  await ensureChromium();
  const results = [];
  const step = async (name, fn) => {
    const begin = Date.now();
    log(name);
    let ok = false;
    try {
      ok = (await fn()) !== false;
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
    }
    results.push({ name, ok, seconds: (Date.now() - begin) / 1000 });
    return ok;
  };
  const pnpm = async (args) => (await run('pnpm', args, { cwd: REPO_ROOT })).code === 0;

  await step('Format and lint (biome check .)', () => pnpm(['exec', 'biome', 'check', '.']));
  await step('Typecheck every package', () => pnpm(['-r', '--workspace-concurrency=2', 'typecheck']));
  await step('Unit tests (contract, the dashboard kit, its test kit, shell, remotes)', () =>
    pnpm([
      '--filter',
      './contract',
      '--filter',
      './dashboard-kit',
      '--filter',
      './dashboard-kit-testing',
      '--filter',
      './shell',
      '--filter',
      './remotes/*',
      '--workspace-concurrency=1',
      'test',
    ]),
  );
  await step('Backend tests (PGlite and PostgreSQL)', () => pnpm(['--filter', '@portal/backend', 'test']));
  const built = await step('Build shell and remotes', () =>
    pnpm(['--filter', './shell', '--filter', './remotes/*', '--workspace-concurrency=2', 'build']),
  );
  if (built) {
    await step('End-to-end tests (Playwright, production builds)', () =>
      pnpm(['--filter', '@portal/e2e', 'test']),
    );
  } else {
    results.push({ name: 'End-to-end tests (skipped: the build failed)', ok: false, seconds: 0 });
  }

  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  console.log('\n==================== Summary ====================');
  for (const r of results) console.log(`  ${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds.toFixed(0)} s)`);
  console.log(`  total ${((Date.now() - started) / 60000).toFixed(1)} min`);
  console.log(`steps: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

async function bench() {
  await ensurePnpm();
  await install();
  const benchDir = path.join(REPO_ROOT, 'backend', 'bench');
  const scripts = existsSync(benchDir) ? readdirSync(benchDir).filter((f) => f.endsWith('.ts')) : [];
  let failed = 0;
  for (const script of scripts) {
    log(`Benchmark backend/bench/${script}`);
    const { code } = await run(
      path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'),
      [path.join(benchDir, script)],
      {
        cwd: path.join(REPO_ROOT, 'backend'),
      },
    );
    if (code !== 0) failed++;
  }
  log('Bundle budgets');
  const { code } = await run('node', [path.join(REPO_ROOT, 'scripts', 'budgets.mjs')], { cwd: REPO_ROOT });
  if (code !== 0) failed++;
  process.exit(failed === 0 ? 0 : 1);
}

await commands[command]();
