/**
 * What the release tool checks before anything switches (docs/deploy.md, "What a release checks"),
 * always on built artefacts: each build's `portal-build.json` (scripts/vite/buildInfo.ts) and a
 * remote's `mf-manifest.json`. A remote must be the family it is released as and speak the contract
 * version and use the UI kit of the shell it will run in; a shell must match every family's live
 * remote the same way. A mismatch would show every client the shell's "incompatible remote" error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { remoteName } from './stack.mjs';

export const BUILD_INFO_FILE = 'portal-build.json';
export const MANIFEST_FILE = 'mf-manifest.json';

/** A build that does not fit: `reasons` each name one mismatch; `--force` releases it anyway. */
export class IncompatibleBuildError extends Error {
  constructor(subject, against, reasons) {
    super(
      `refused: ${subject} does not fit ${against}:\n${reasons.map((r) => `  - ${r}`).join('\n')}\n` +
        'Nothing was switched. Release a build that fits, or pass --force if this is deliberate.',
    );
    this.reasons = reasons;
  }
}

export function readBuildInfo(dir) {
  const file = path.join(dir, BUILD_INFO_FILE);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
}

/**
 * The build info of the shell that a remote must fit: a folder holding a shell build (the live shell's
 * folder, or a new build for a contract change) or the URL of a running shell.
 * @returns {Promise<{ info: object | undefined, where: string }>}
 */
export async function shellBuildInfo(shell) {
  if (/^https?:\/\//.test(shell)) {
    const where = new URL(BUILD_INFO_FILE, shell.endsWith('/') ? shell : `${shell}/`).href;
    const response = await fetch(where, { cache: 'no-store' }).catch(() => undefined);
    // A shell without the file answers its SPA page (HTML) for it: that is "no info" too.
    const isJson = response?.ok && /json/.test(response.headers.get('content-type') ?? '');
    return { info: isJson ? await response.json() : undefined, where };
  }
  return { info: readBuildInfo(shell), where: path.join(shell, BUILD_INFO_FILE) };
}

/**
 * The files the shell loads of a remote build (docs/architecture.md, "The shared UI kit and sharing"): each exposed
 * module's own file, named by `exposes[].module` in its manifest, with everything it imports. The
 * shell never loads `remoteEntry.js`, so that file is no proof of a usable build.
 * @returns {string[]} paths relative to the build folder
 */
function filesTheShellLoads(manifest) {
  return (manifest.exposes ?? []).flatMap(({ module }) => [
    ...(module?.file ? [module.file] : []),
    ...(module?.imports ?? []),
    ...Object.entries(module?.chunks ?? {}).flatMap(([chunk, imports]) => [chunk, ...imports]),
  ]);
}

/** A remote the shell can load, whose files resolve next to its manifest (publicPath "auto"): not overridable. */
export function assertRemoteBuild(dir, family) {
  const manifestFile = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(manifestFile)) throw new Error(`the ${family} build in ${dir} has no ${MANIFEST_FILE}`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const exposes = manifest.exposes ?? [];
  if (exposes.length === 0 || exposes.some(({ module }) => !module?.file)) {
    // Built without scripts/vite/federation.ts's `exposedModuleFiles` (an older build): the shell
    // would refuse it as "needs an update".
    throw new Error(
      `the ${family} build names no ES module file for its exposed modules (built for an older shell?)`,
    );
  }
  const missing = filesTheShellLoads(manifest).filter((file) => !fs.existsSync(path.join(dir, file)));
  if (missing.length > 0) {
    throw new Error(`the ${family} build lacks files its exposed modules import: ${missing.join(', ')}`);
  }
  if (manifest.metaData?.publicPath && manifest.metaData.publicPath !== 'auto') {
    throw new Error(`the ${family} build has a fixed publicPath; a versioned folder needs "auto"`);
  }
  return manifest;
}

/** The portal's page and the landing page (docs/deploy.md: `/` answers landing.html): not overridable. */
export function assertShellBuild(dir) {
  for (const page of ['index.html', 'landing.html']) {
    if (!fs.existsSync(path.join(dir, page))) {
      throw new Error(`${dir} has no ${page}: not a complete shell build`);
    }
  }
}

/** Why the remote build in `dir` cannot run as `family` in a shell built as `shell` (empty: it fits). */
export function remoteMismatches({ family, dir, shell }) {
  const reasons = [];
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_FILE), 'utf8'));
  if (manifest.name !== remoteName(family)) {
    reasons.push(`family: it is the build of ${manifest.name}, not of ${remoteName(family)}`);
  }
  const info = readBuildInfo(dir);
  if (!info) {
    reasons.push(`build info: it has no ${BUILD_INFO_FILE} (built before the release checks existed?)`);
    return reasons;
  }
  if (info.app !== family && manifest.name === remoteName(family)) {
    reasons.push(`family: its ${BUILD_INFO_FILE} says "${info.app}", not "${family}"`);
  }
  if (!shell) {
    reasons.push(`shell: the shell's ${BUILD_INFO_FILE} was not found, so nothing could be compared`);
    return reasons;
  }
  reasons.push(...contractAndKit(info, 'this build', shell, 'the shell'));
  return reasons;
}

/** Why a shell built as `info` cannot run the remotes `remotes` ({ family, version, info }[]). */
export function shellMismatches(info, remotes) {
  if (!info) return [`build info: the shell build has no ${BUILD_INFO_FILE}`];
  if (info.app !== 'shell') return [`app: its ${BUILD_INFO_FILE} says "${info.app}", not "shell"`];
  return remotes.flatMap((remote) =>
    remote.info
      ? contractAndKit(info, 'this shell', remote.info, `${remote.family} ${remote.version}`)
      : [`build info: ${remote.family} ${remote.version} has no ${BUILD_INFO_FILE}`],
  );
}

function contractAndKit(a, aName, b, bName) {
  const reasons = [];
  if (a.contractVersion !== b.contractVersion) {
    reasons.push(
      `contract version: ${aName} speaks ${a.contractVersion}, ${bName} speaks ${b.contractVersion}`,
    );
  }
  if (a.uiKit !== b.uiKit) {
    reasons.push(`UI kit: ${aName} was built against ${a.uiKit}, ${bName} against ${b.uiKit}`);
  }
  return reasons;
}
