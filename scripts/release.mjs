#!/usr/bin/env node
/**
 * Releases that cannot break production (docs/deploy.md, "Releasing"). Each remote family is published
 * as an immutable, versioned folder of the CDN, and the remotes map the shell reads (`REMOTES` in
 * runtime-config.json set to the map's URL) is switched to it in one atomic step; the shell's own
 * releases keep every build's assets and switch its entry files (index.html last) one rename each.
 * Before anything switches, the build is checked against what it will run with (lib/release-checks.mjs:
 * family, contract version, UI kit, read from the builds' portal-build.json); a staged version is
 * smoke-checked in a real browser against a running shell (lib/smoke.mjs); a rollback follows the
 * history of switches (lib/release-history.mjs). Builds are made outside the CDN folder and moved in
 * complete (lib/atomic.mjs).
 *
 * The CDN folder (a bucket, or its local mirror):
 *   remotes.json            { "portal_sales": "sales/<version>/mf-manifest.json", … } (no-cache)
 *   releases.json           every family's versions and switches
 *   <family>/<version>/…    one build, never written again
 * The shell's folder (its bucket):
 *   index.html, landing.html, portal-build.json, robots.txt…   the live shell's entry files
 *   assets/…                every released shell build's hashed files (never deleted)
 *   _releases/<version>/…   each released shell build, complete (what a switch copies the entry files from)
 *   releases.json           the shell's versions and switches
 *   runtime-config.json     yours: the release tool never writes it
 *
 * CLI (app = a family or `shell`):
 *   pnpm release <app> [--stage] [--version <v>] [--from <built dir>] [--force] [--shell-url <url> …]
 *   pnpm release smoke <family> <version> --shell-url <url> [--cdn-url <url>]
 *   pnpm release promote <app> <version> [<app> <version> …] [--force] [--skip-smoke] [--shell-url <url>]
 *   pnpm release rollback <app> [--to <version>] [--force]
 *   pnpm release list
 * Every command takes --cdn <dir> ($PORTAL_CDN_DIR, default .data/cdn), --shell-dir <dir>
 * ($PORTAL_SHELL_DIR, default .data/shell) and --shell-url <the running shell> ($PORTAL_SHELL_URL); --against <shell dir or URL> checks remotes against another
 * shell build than the live one (a contract change: docs/deploy.md, "Changing the contract").
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  copyFileAtomically,
  makeReadOnly,
  moveFolderIn,
  withLock,
  writeJsonAtomically,
} from './lib/atomic.mjs';
import { runOrThrow } from './lib/proc.mjs';
import {
  assertRemoteBuild,
  assertShellBuild,
  BUILD_INFO_FILE,
  IncompatibleBuildError,
  MANIFEST_FILE,
  readBuildInfo,
  remoteMismatches,
  shellBuildInfo,
  shellMismatches,
} from './lib/release-checks.mjs';
import {
  describe,
  entryOf,
  readHistory,
  recordSwitch,
  rollbackTarget,
  versionRecord,
  writeHistory,
} from './lib/release-history.mjs';
import { FAMILIES, REPO_ROOT, remoteName } from './lib/stack.mjs';

export const MAP_FILE = 'remotes.json';
export { HISTORY_FILE } from './lib/release-history.mjs';
export const SHELL = 'shell';
/** Where the shell's folder keeps each released build whole. */
export const SHELL_RELEASES = '_releases';
/** The shell's entry files, switched after everything else, in this order (index.html last). */
const SHELL_ENTRY_FILES = [BUILD_INFO_FILE, 'landing.html', 'index.html'];
const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export function defaultCdnDir() {
  return path.resolve(process.env.PORTAL_CDN_DIR || path.join(REPO_ROOT, '.data', 'cdn'));
}

export function defaultShellDir() {
  return path.resolve(process.env.PORTAL_SHELL_DIR || path.join(REPO_ROOT, '.data', 'shell'));
}

/**
 * A version name from the build's info: the UTC time, then the commit, marked `-modified` when the tree
 * had uncommitted changes (the files are not that commit's), and no commit at all when none is known.
 */
export function versionName(info, now = new Date()) {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  if (!info?.commit) return stamp;
  return `${stamp}-${info.commit.slice(0, 7)}${info.modified ? '-modified' : ''}`;
}

/**
 * Builds `app` (or takes `from`), checks it, publishes it as `version` and, unless `stage`, switches it
 * live. Without `stage` a mismatch refuses before anything is written; with it, the version is
 * published and the mismatches are returned (promote refuses them).
 * @param {ReleaseOptions & { app: string, version?: string, from?: string, stage?: boolean,
 *   env?: Record<string,string>, quiet?: boolean }} options
 */
export async function release(options) {
  const { app, from, env = {}, quiet = true, stage = false, force = false } = options;
  assertApp(app);
  const started = Date.now();
  const built = from ? path.resolve(from) : await buildApp(app, env, quiet);
  try {
    const info = readBuildInfo(built);
    const version = options.version ?? versionName(info);
    if (!VERSION.test(version)) throw new Error(`version "${version}" must match ${VERSION}`);
    const finalDir = versionDir(options, app, version);
    if (fs.existsSync(finalDir)) {
      throw new Error(`${app} ${version} is already published: versions are immutable, choose another`);
    }
    const mismatches =
      app === SHELL ? await shellFitsLiveRemotes(options, built) : await remoteFitsShell(options, app, built);
    const forced = judge(`${app} ${version}`, mismatches, { force, stage });

    publish(options, app, version, built, !from);
    withLock(homeOf(options, app), () => {
      const history = readHistory(homeOf(options, app));
      entryOf(history, app).versions.push({
        version,
        publishedAt: new Date().toISOString(),
        build: info ?? null,
        ...(mismatches.reasons.length ? { mismatches: mismatches.reasons } : {}),
      });
      writeHistory(homeOf(options, app), history);
    });
    const buildMs = Date.now() - started;
    if (stage) return { version, staged: true, mismatches: mismatches.reasons, buildMs };
    // With a running shell to check against, a direct release is smoke-checked before it switches too.
    const switched = await switchTo(options, [{ app, version }], {
      action: 'release',
      forced,
      skipSmoke: app === SHELL || options.skipSmoke || !options.shellUrl,
    });
    return { version, staged: false, mismatches: mismatches.reasons, buildMs, ...switched[0] };
  } finally {
    if (!from) fs.rmSync(built, { recursive: true, force: true });
  }
}

/**
 * Switches published versions live, after the checks on the state they make together (so a contract
 * change switches the shell and the six remotes in one command) and a passing smoke check of each
 * remote (recorded by `smoke`, or run now with `shellUrl`; `skipSmoke` for the deliberate case).
 * @param {ReleaseOptions & { pairs: { app: string, version: string }[], skipSmoke?: boolean }} options
 */
export async function promote(options) {
  const { pairs, force = false } = options;
  for (const { app, version } of pairs) {
    assertApp(app);
    assertPublished(options, app, version);
  }
  const mismatches = await setMismatches(options, pairs);
  const forced = judge(pairs.map((p) => `${p.app} ${p.version}`).join(', '), mismatches, { force });
  return switchTo(options, pairs, { action: 'promote', forced, skipSmoke: options.skipSmoke });
}

/** Back to the version that was live before the current one (or `to`), after the same checks. */
export async function rollback(options) {
  const { app, to, force = false } = options;
  assertApp(app);
  const entry = readHistory(homeOf(options, app))[app];
  if (!entry?.current) throw new Error(`${app} has no release to roll back`);
  const target = to ?? rollbackTarget(entry);
  if (!target) throw new Error(`${app} ${entry.current} is its first live version: nothing to roll back to`);
  assertPublished(options, app, target);
  const pairs = [{ app, version: target }];
  const forced = judge(`${app} ${target}`, await setMismatches(options, pairs), { force });
  const [result] = await switchTo(options, pairs, {
    action: to ? 'switch' : 'rollback',
    forced,
    skipSmoke: true,
  });
  return { version: result.version, from: result.previous ?? null };
}

/** Runs the smoke check of a published remote version and records its outcome. */
export async function smoke(options) {
  const { app, version, shellUrl, cdnUrl } = options;
  assertApp(app);
  if (app === SHELL) throw new Error("the smoke check loads a family's dashboards: name a family");
  if (!shellUrl) throw new Error('the smoke check needs a running shell: --shell-url <url>');
  assertPublished(options, app, version);
  const { smokeCheck } = await import('./lib/smoke.mjs');
  const result = await smokeCheck({ family: app, version, shellUrl, cdnUrl });
  withLock(options.cdn, () => {
    const history = readHistory(options.cdn);
    const record = versionRecord(entryOf(history, app), version);
    if (record) {
      record.smoke = {
        at: new Date().toISOString(),
        shellUrl,
        ok: result.ok,
        dashboards: result.dashboards.length,
        ...(result.ok ? {} : { failed: result.dashboards.filter((d) => !d.ok) }),
      };
    }
    writeHistory(options.cdn, history);
  });
  return result;
}

export function readMap(cdn) {
  const file = path.join(cdn, MAP_FILE);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

/** `pnpm release list`: every app's versions and switches. */
export function listReleases(options) {
  const remotes = readHistory(options.cdn);
  const shell = readHistory(options.shellDir);
  return [
    ...describe(SHELL, shell[SHELL]),
    ...FAMILIES.flatMap((family) => describe(family, remotes[family])),
  ];
}

/**
 * @typedef {{ cdn: string, shellDir: string, shellUrl?: string, cdnUrl?: string, against?: string,
 *   force?: boolean }} ReleaseOptions
 */

function assertApp(app) {
  if (app !== SHELL && !FAMILIES.includes(app)) {
    throw new Error(`unknown app "${app}" (shell, or one of ${FAMILIES.join(', ')})`);
  }
}

/** The folder holding the app's versions and history: the CDN's for remotes, the shell's for the shell. */
function homeOf(options, app) {
  return app === SHELL ? options.shellDir : options.cdn;
}

function versionDir(options, app, version) {
  return app === SHELL
    ? path.join(options.shellDir, SHELL_RELEASES, version)
    : path.join(options.cdn, app, version);
}

function assertPublished(options, app, version) {
  const dir = versionDir(options, app, version);
  const entry = app === SHELL ? 'index.html' : MANIFEST_FILE;
  if (!fs.existsSync(path.join(dir, entry))) {
    throw new Error(`${app} ${version} is not published (${path.join(dir, entry)} is missing)`);
  }
}

/**
 * Builds the app with its own `build` script (the shell's is two Vite builds: the portal and the
 * landing page) into a fresh folder outside the CDN (and outside the shell's folder).
 */
async function buildApp(app, env, quiet) {
  const outDir = fs.mkdtempSync(
    path.join(process.env.PORTAL_BUILD_TMP || os.tmpdir(), `portal-build-${app}-`),
  );
  try {
    await runOrThrow('pnpm', ['run', 'build'], {
      cwd: app === SHELL ? path.join(REPO_ROOT, 'shell') : path.join(REPO_ROOT, 'remotes', app),
      env: { ...env, PORTAL_OUT_DIR: outDir, LANDING_OUT_DIR: outDir },
      quiet,
    });
  } catch (error) {
    fs.rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
  return outDir;
}

/** Moves (or copies) the checked build into its version folder, entry files last, and locks its files. */
function publish(options, app, version, built, move) {
  const finalDir = versionDir(options, app, version);
  if (app === SHELL) {
    moveFolderIn(built, finalDir, { move, lastFiles: SHELL_ENTRY_FILES });
    makeReadOnly(finalDir);
    copyShellAssets(finalDir, options.shellDir);
    return;
  }
  // The manifest last: until it is there, nothing points at the folder's modules.
  const manifest = JSON.parse(fs.readFileSync(path.join(built, MANIFEST_FILE), 'utf8'));
  const modules = manifest.exposes.map(({ module }) => module.file);
  moveFolderIn(built, finalDir, { move, lastFiles: [...modules, BUILD_INFO_FILE, MANIFEST_FILE] });
  makeReadOnly(finalDir);
}

/** A shell build's hashed files join the folder's assets/ (names are content hashes: never overwritten). */
function copyShellAssets(buildDir, shellDir) {
  const from = path.join(buildDir, 'assets');
  if (!fs.existsSync(from)) return;
  for (const entry of fs.readdirSync(from, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(from, path.join(entry.parentPath, entry.name));
    const target = path.join(shellDir, 'assets', relative);
    if (fs.existsSync(target)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    copyFileAtomically(path.join(from, relative), target);
    fs.chmodSync(target, 0o444);
  }
}

/** The shell build that remotes are checked against: `against`, else the live shell. */
async function referenceShell(options) {
  const source =
    options.against ??
    (fs.existsSync(path.join(options.shellDir, BUILD_INFO_FILE)) || !options.shellUrl
      ? options.shellDir
      : options.shellUrl);
  return shellBuildInfo(source);
}

async function remoteFitsShell(options, family, dir) {
  assertRemoteBuild(dir, family);
  const shell = await referenceShell(options);
  return {
    reasons: remoteMismatches({ family, dir, shell: shell.info }),
    against: `the shell (${shell.where})`,
  };
}

async function shellFitsLiveRemotes(options, dir) {
  assertShellBuild(dir);
  const live = liveRemotes(options.cdn);
  return { reasons: shellMismatches(readBuildInfo(dir), live), against: liveRemotesName(live) };
}

function liveRemotes(cdn, replaced = {}) {
  const history = readHistory(cdn);
  return FAMILIES.flatMap((family) => {
    const version = replaced[family] ?? history[family]?.current;
    return version ? [{ family, version, info: readBuildInfo(path.join(cdn, family, version)) }] : [];
  });
}

const liveRemotesName = (remotes) =>
  remotes.length
    ? `the remotes (${remotes.map((r) => `${r.family} ${r.version}`).join(', ')})`
    : 'the remotes';

/** The mismatches of the state `pairs` would make live: each remote with the shell, the shell with each remote. */
async function setMismatches(options, pairs) {
  const shellPair = pairs.find((p) => p.app === SHELL);
  const remotePairs = pairs.filter((p) => p.app !== SHELL);
  const reasons = [];
  const against = [];
  if (shellPair) {
    const dir = versionDir(options, SHELL, shellPair.version);
    const remotes = liveRemotes(options.cdn, Object.fromEntries(remotePairs.map((p) => [p.app, p.version])));
    reasons.push(
      ...shellMismatches(readBuildInfo(dir), remotes).map((r) => `shell ${shellPair.version}: ${r}`),
    );
    against.push(liveRemotesName(remotes));
  }
  if (remotePairs.length) {
    const shell = shellPair
      ? {
          info: readBuildInfo(versionDir(options, SHELL, shellPair.version)),
          where: `shell ${shellPair.version}`,
        }
      : await referenceShell(options);
    for (const { app, version } of remotePairs) {
      const found = remoteMismatches({
        family: app,
        dir: versionDir(options, app, version),
        shell: shell.info,
      });
      reasons.push(...found.map((r) => `${app} ${version}: ${r}`));
    }
    against.push(`the shell (${shell.where})`);
  }
  return { reasons, against: against.join(' and ') };
}

/**
 * Refuses mismatches unless forced; a staged version only reports them. Returns what was forced past.
 */
function judge(subject, { reasons, against }, { force = false, stage = false }) {
  if (reasons.length === 0 || stage) return [];
  if (!force) throw new IncompatibleBuildError(subject, against, reasons);
  return reasons;
}

/** The switch itself: every remote in one rewrite of the map, then the shell's entry files. */
async function switchTo(options, pairs, { action, forced, skipSmoke }) {
  const remotePairs = pairs.filter((p) => p.app !== SHELL);
  const shellPair = pairs.find((p) => p.app === SHELL);
  const smoked = skipSmoke ? {} : await requireSmoke(options, remotePairs);
  const results = [];
  if (remotePairs.length) {
    withLock(options.cdn, () => {
      const switched = Date.now();
      const map = readMap(options.cdn);
      for (const { app, version } of remotePairs) {
        map[remoteName(app)] = `${app}/${version}/${MANIFEST_FILE}`; // relative to the map's URL
      }
      writeJsonAtomically(path.join(options.cdn, MAP_FILE), map);
      const switchMs = Date.now() - switched;
      const history = readHistory(options.cdn);
      for (const { app, version } of remotePairs) {
        const entry = entryOf(history, app);
        results.push({ app, version, previous: entry.current ?? undefined, switchMs, smoke: smoked[app] });
        recordSwitch(entry, { action, version, forced });
      }
      writeHistory(options.cdn, history);
    });
  }
  if (shellPair) {
    withLock(options.shellDir, () => {
      const switched = Date.now();
      switchShellFiles(options.shellDir, shellPair.version);
      const switchMs = Date.now() - switched;
      const history = readHistory(options.shellDir);
      const entry = entryOf(history, SHELL);
      results.push({
        app: SHELL,
        version: shellPair.version,
        previous: entry.current ?? undefined,
        switchMs,
      });
      recordSwitch(entry, { action, version: shellPair.version, forced });
      writeHistory(options.shellDir, history);
    });
  }
  return results;
}

/**
 * The shell's live files become those of `version`: its assets are already in assets/ (added when it
 * was published, never removed), the other top-level files are replaced one rename each, then the
 * prerendered pages, and the entry files last, index.html the very last, so a page load gets the old shell or the new one whole.
 */
function switchShellFiles(shellDir, version) {
  const source = path.join(shellDir, SHELL_RELEASES, version);
  copyShellAssets(source, shellDir);
  const files = fs
    .readdirSync(source, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== 'runtime-config.json')
    .map((entry) => entry.name);
  // Prerendered pages (`login/index.html`, `admin/inbox/index.html`…, scripts/prerender.mjs) are entry
  // files too, at any depth: a page left from the previous release would start that release's app.
  const pages = fs
    .readdirSync(source, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html' && entry.parentPath !== source)
    .map((entry) => path.relative(source, path.join(entry.parentPath, entry.name)))
    .filter((page) => !page.startsWith(`assets${path.sep}`));
  for (const page of pages) fs.mkdirSync(path.join(shellDir, path.dirname(page)), { recursive: true });
  const entries = SHELL_ENTRY_FILES.filter((name) => files.includes(name));
  for (const name of [...files.filter((f) => !SHELL_ENTRY_FILES.includes(f)), ...pages, ...entries]) {
    copyFileAtomically(path.join(source, name), path.join(shellDir, name));
  }
}

/**
 * Each remote must have passed a smoke check: recorded, or run now against `shellUrl`.
 * @returns {Promise<Record<string, string>>} what each check said, by app
 */
async function requireSmoke(options, remotePairs) {
  const outcomes = {};
  for (const { app, version } of remotePairs) {
    if (options.shellUrl) {
      const result = await smoke({ ...options, app, version });
      if (!result.ok) throw new SmokeFailedError(app, version, result.dashboards);
      outcomes[app] = `passed now (${result.dashboards.length} dashboards on ${options.shellUrl})`;
      continue;
    }
    const record = versionRecord(entryOf(readHistory(options.cdn), app), version);
    if (!record?.smoke?.ok) {
      throw new Error(
        `refused: ${app} ${version} has ${record?.smoke ? 'failed' : 'not passed'} a smoke check. Run ` +
          `\`pnpm release smoke ${app} ${version} --shell-url <running shell>\`, pass --shell-url to run it ` +
          'now, or --skip-smoke if this is deliberate. Nothing was switched.',
      );
    }
    outcomes[app] =
      `passed at ${record.smoke.at} (${record.smoke.dashboards} dashboards on ${record.smoke.shellUrl})`;
  }
  return outcomes;
}

export class SmokeFailedError extends Error {
  constructor(app, version, dashboards) {
    const failed = dashboards.filter((d) => !d.ok);
    super(
      `refused: the smoke check of ${app} ${version} failed on ${failed.length} of ${dashboards.length} dashboards:\n` +
        failed.map((d) => `  - ${d.slug} (${d.locale}): ${d.problem}`).join('\n') +
        '\nNothing was switched.',
    );
  }
}

// ---------------------------------------------------------------- command line

const VALUE_FLAGS = [
  '--version',
  '--cdn',
  '--from',
  '--shell-dir',
  '--shell-url',
  '--cdn-url',
  '--against',
  '--to',
];
const BOOLEAN_FLAGS = ['--stage', '--force', '--skip-smoke'];

function parseArgs(argv) {
  const positional = [];
  const flags = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (VALUE_FLAGS.includes(arg)) {
      if (argv[i + 1] === undefined) throw new Error(`${arg} needs a value`);
      flags[arg.slice(2)] = argv[++i];
    } else if (BOOLEAN_FLAGS.includes(arg)) flags[arg.slice(2)] = true;
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else positional.push(arg);
  }
  return { positional, flags };
}

function printMismatches(mismatches, stage) {
  if (mismatches.length === 0) {
    console.log('  checks: family, contract version and UI kit fit');
    return;
  }
  console.log(`  checks: ${stage ? 'it would be refused as things are live now' : 'FORCED past'}:`);
  for (const reason of mismatches) console.log(`    - ${reason}`);
}

function printSmoke(app, version, result) {
  for (const d of result.dashboards) {
    console.log(
      `  ${d.ok ? 'ok  ' : 'FAIL'} ${d.slug.padEnd(24)} ${d.locale}  ${(d.ms / 1000).toFixed(1)} s${d.problem ? `  ${d.problem}` : ''}`,
    );
  }
  const passed = result.dashboards.filter((d) => d.ok).length;
  console.log(
    `smoke ${app} ${version}: ${result.ok ? 'passed' : 'FAILED'} (${passed}/${result.dashboards.length} dashboards from ${result.manifest})`,
  );
}

async function main(argv) {
  const { positional, flags } = parseArgs(argv);
  const options = {
    cdn: path.resolve(flags.cdn ?? defaultCdnDir()),
    shellDir: path.resolve(flags['shell-dir'] ?? defaultShellDir()),
    shellUrl: flags['shell-url'] ?? process.env.PORTAL_SHELL_URL,
    cdnUrl: flags['cdn-url'],
    against: flags.against && (/^https?:/.test(flags.against) ? flags.against : path.resolve(flags.against)),
    force: Boolean(flags.force),
    skipSmoke: Boolean(flags['skip-smoke']),
  };
  const [command, ...rest] = positional;
  if (command === 'list') {
    for (const line of listReleases(options)) console.log(line);
  } else if (command === 'smoke') {
    const [app, version] = rest;
    const result = await smoke({ ...options, app, version });
    printSmoke(app, version, result);
    if (!result.ok) process.exitCode = 1;
  } else if (command === 'promote') {
    if (rest.length === 0 || rest.length % 2)
      throw new Error('usage: pnpm release promote <app> <version> [<app> <version> …]');
    const pairs = [];
    for (let i = 0; i < rest.length; i += 2) pairs.push({ app: rest[i], version: rest[i + 1] });
    for (const r of await promote({ ...options, pairs })) {
      console.log(
        `${r.app}: ${r.previous ?? 'none'} → ${r.version} (promoted; switched in ${r.switchMs} ms)`,
      );
      if (r.smoke) console.log(`  smoke check: ${r.smoke}`);
    }
  } else if (command === 'rollback') {
    const [app] = rest;
    const { version, from } = await rollback({ ...options, app, to: flags.to });
    console.log(
      `${app}: ${from} → ${version} (rolled back; ${app === SHELL ? options.shellDir : path.join(options.cdn, MAP_FILE)})`,
    );
  } else if (command && rest.length === 0) {
    const stage = Boolean(flags.stage);
    const result = await release({
      ...options,
      app: command,
      version: flags.version,
      from: flags.from,
      stage,
      quiet: false,
    });
    console.log(`${command} ${result.version} published in ${(result.buildMs / 1000).toFixed(1)} s`);
    printMismatches(result.mismatches, stage);
    if (stage) console.log(`  staged, not live: pnpm release promote ${command} ${result.version}`);
    else {
      if (result.smoke) console.log(`  smoke check: ${result.smoke}`);
      console.log(`  live: switched in ${result.switchMs} ms (was ${result.previous ?? 'none'})`);
    }
  } else {
    throw new Error(
      'usage: pnpm release <app> [--stage] | smoke <family> <version> | promote <app> <version> | rollback <app> | list',
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await main(process.argv.slice(2));
  } catch (error) {
    console.error(`release: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
