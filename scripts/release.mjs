#!/usr/bin/env node
/**
 * Remote-by-remote releases (docs/deploy.md): each family is published as an immutable, versioned
 * folder, and the remotes map the shell reads (`REMOTES` in runtime-config.json set to the map's URL)
 * is switched to it in one atomic step. Earlier versions stay where they are, so a page that loaded
 * one keeps fetching its lazy chunks from it until it reloads; a rollback only switches the map back.
 *
 * The CDN directory (a bucket, or its local mirror) looks like:
 *   remotes.json                  { "portal_sales": "sales/<version>/mf-manifest.json", … } (no-cache)
 *   releases.json                 every family's versions in release order and the current one
 *   <family>/<version>/…          one build, never written again
 *
 * CLI:
 *   pnpm release <family> [--version <v>] [--cdn <dir>] [--from <built dir>]
 *   pnpm release rollback <family> [--to <version>] [--cdn <dir>]
 *   pnpm release list [--cdn <dir>]
 * --cdn defaults to $PORTAL_CDN_DIR or .data/cdn; --from publishes an existing build instead of building.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runOrThrow } from './lib/proc.mjs';
import { FAMILIES, REPO_ROOT, remoteName } from './lib/stack.mjs';

export const MAP_FILE = 'remotes.json';
export const HISTORY_FILE = 'releases.json';
const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export function defaultCdnDir() {
  return path.resolve(process.env.PORTAL_CDN_DIR || path.join(REPO_ROOT, '.data', 'cdn'));
}

/**
 * Builds (or copies `from`) the family into `<cdn>/<family>/<version>/` and points the map at it.
 * @param {{ family: string, cdn: string, version?: string, from?: string, env?: Record<string,string>,
 *   quiet?: boolean }} options
 * @returns {Promise<{ version: string, previous: string | undefined, buildMs: number, switchMs: number }>}
 */
export async function release({ family, cdn, version = defaultVersion(), from, env = {}, quiet = true }) {
  assertFamily(family);
  if (!VERSION.test(version)) throw new Error(`version "${version}" must match ${VERSION}`);
  const finalDir = path.join(cdn, family, version);
  if (fs.existsSync(finalDir)) {
    throw new Error(`${family} ${version} is already published: versions are immutable, choose another`);
  }
  fs.mkdirSync(path.join(cdn, family), { recursive: true });
  const staging = path.join(cdn, family, `.staging-${version}-${randomBytes(4).toString('hex')}`);
  const started = Date.now();
  try {
    if (from) fs.cpSync(from, staging, { recursive: true });
    else {
      await runOrThrow('pnpm', ['exec', 'vite', 'build', '--outDir', staging, '--emptyOutDir'], {
        cwd: path.join(REPO_ROOT, 'remotes', family),
        env,
        quiet,
      });
    }
    assertRemoteBuild(staging, family);
    fs.renameSync(staging, finalDir); // the folder appears complete or not at all
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  makeReadOnly(finalDir);
  const buildMs = Date.now() - started;
  const switched = Date.now();
  const previous = withLock(cdn, () => {
    const before = readMap(cdn)[remoteName(family)];
    pointMap(cdn, family, version);
    const history = readHistory(cdn);
    history[family] ??= { current: null, versions: [] };
    const entry = history[family];
    entry.versions.push({ version, releasedAt: new Date().toISOString() });
    entry.current = version;
    writeAtomically(path.join(cdn, HISTORY_FILE), history);
    return before ? versionOf(before) : undefined;
  });
  return { version, previous, buildMs, switchMs: Date.now() - switched };
}

/**
 * Points the family back at an earlier published version (default: the one released before the current).
 * @returns {{ version: string, from: string | null }}
 */
export function rollback({ family, cdn, to }) {
  assertFamily(family);
  return withLock(cdn, () => {
    const history = readHistory(cdn);
    const entry = history[family];
    if (!entry?.current) throw new Error(`${family} has no release to roll back`);
    const versions = entry.versions.map((v) => v.version);
    const target = to ?? versions[versions.lastIndexOf(entry.current) - 1];
    if (!target) throw new Error(`${family} ${entry.current} is its first release: nothing to roll back to`);
    if (!fs.existsSync(path.join(cdn, family, target, 'mf-manifest.json'))) {
      throw new Error(`${family} ${target} is not published in ${cdn}`);
    }
    const from = entry.current;
    pointMap(cdn, family, target);
    entry.current = target;
    writeAtomically(path.join(cdn, HISTORY_FILE), history);
    return { version: target, from };
  });
}

export function readMap(cdn) {
  return readJson(path.join(cdn, MAP_FILE), {});
}

function readHistory(cdn) {
  return readJson(path.join(cdn, HISTORY_FILE), {});
}

/** The one step that changes what new page loads get: the map, replaced whole by a rename. */
function pointMap(cdn, family, version) {
  const map = readMap(cdn);
  map[remoteName(family)] = `${family}/${version}/mf-manifest.json`; // relative to the map's URL
  writeAtomically(path.join(cdn, MAP_FILE), map);
}

function versionOf(entry) {
  return entry.split('/').at(-2);
}

function writeAtomically(file, value) {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temp, file);
}

function readJson(file, fallback) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : fallback;
}

/** Two releases at once would each rewrite the map from what they read: one at a time. */
function withLock(cdn, fn) {
  const lock = path.join(cdn, '.release.lock');
  fs.mkdirSync(cdn, { recursive: true });
  let fd;
  for (let attempt = 0; ; attempt++) {
    try {
      fd = fs.openSync(lock, 'wx');
      break;
    } catch (error) {
      if (error.code !== 'EEXIST' || attempt > 100) {
        throw new Error(`another release holds ${lock}; remove it if no release is running`);
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  try {
    return fn();
  } finally {
    fs.closeSync(fd);
    fs.rmSync(lock, { force: true });
  }
}

/** A Module Federation remote whose files resolve next to its manifest (publicPath "auto"). */
function assertRemoteBuild(dir, family) {
  const manifestFile = path.join(dir, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`the ${family} build has no mf-manifest.json`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const entry = manifest.metaData?.remoteEntry?.name;
  if (!entry || !fs.existsSync(path.join(dir, manifest.metaData.remoteEntry.path ?? '', entry))) {
    throw new Error(`the ${family} build has no remote entry`);
  }
  if (manifest.metaData.publicPath && manifest.metaData.publicPath !== 'auto') {
    throw new Error(`the ${family} build has a fixed publicPath; a versioned folder needs "auto"`);
  }
}

function makeReadOnly(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) fs.chmodSync(path.join(entry.parentPath, entry.name), 0o444);
  }
}

function assertFamily(family) {
  if (!FAMILIES.includes(family))
    throw new Error(`unknown family "${family}" (one of ${FAMILIES.join(', ')})`);
}

function defaultVersion() {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT }).toString().trim();
    return `${stamp}-${sha}`;
  } catch {
    return stamp;
  }
}

function option(args, name) {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const cdn = path.resolve(option(args, '--cdn') ?? defaultCdnDir());
  try {
    if (args[0] === 'list') {
      const history = readHistory(cdn);
      for (const family of FAMILIES) {
        const entry = history[family];
        const versions = entry?.versions.map((v) =>
          v.version === entry.current ? `*${v.version}` : v.version,
        );
        console.log(`${family.padEnd(9)} ${versions?.join('  ') ?? '(not released)'}`);
      }
    } else if (args[0] === 'rollback') {
      const { version, from } = rollback({ family: args[1], cdn, to: option(args, '--to') });
      console.log(`${args[1]}: ${from} → ${version} (${path.join(cdn, MAP_FILE)})`);
    } else {
      const from = option(args, '--from');
      const result = await release({
        family: args[0],
        cdn,
        version: option(args, '--version'),
        from: from && path.resolve(from),
        quiet: false,
      });
      console.log(
        `${args[0]} ${result.version} published in ${(result.buildMs / 1000).toFixed(1)} s, map switched in ${result.switchMs} ms (was ${result.previous ?? 'none'})`,
      );
    }
  } catch (error) {
    console.error(`release: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
