/**
 * Every build (the shell's and each remote's) carries `portal-build.json`: what the release tool
 * (scripts/release.mjs) checks before anything goes live, read from the built artefacts rather than
 * from the sources, so a build is judged by what it was built with (docs/deploy.md, "What a release
 * checks"):
 *   - `contractVersion`: the federation contract the build speaks (the shell refuses another one);
 *   - `uiKit`: the identity of the shared UI kit (scripts/vite/kit.ts; a remote refuses another one);
 *   - `app`: `shell` or the remote family, with its federation name and the workflows whose
 *     dashboards it serves (the smoke check opens each of them);
 *   - `commit` and `modified`: the commit built, and whether the tree had uncommitted changes, so a
 *     version name never claims a commit the files do not match.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { currentKitIdentity } from './kit.ts';

export const BUILD_INFO_FILE = 'portal-build.json';

export interface BuildInfo {
  app: string;
  /** The remote's federation name (`portal_<family>`); absent for the shell. */
  federationName?: string;
  /** The workflows whose dashboards the remote serves; absent for the shell. */
  workflows?: readonly string[];
  contractVersion: number;
  uiKit: string;
  commit: string | null;
  modified: boolean;
  builtAt: string;
}

/**
 * The contract version the app's sources compile against: the package entry every app imports, read
 * here and nowhere else in the build configuration (when the contract moves package, only this line).
 */
async function contractVersionOf(appRoot: string): Promise<number> {
  const { tsImport } = await import('tsx/esm/api');
  const parent = pathToFileURL(path.join(appRoot, 'package.json')).href;
  const contract = (await tsImport('@portal/contract/version', parent)) as { CONTRACT_VERSION: number };
  return contract.CONTRACT_VERSION;
}

function git(args: string[], cwd: string): string | null {
  try {
    return execFileSync('git', args, { cwd, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

/** Writes `portal-build.json` into the build's output (builds only). */
export function buildInfo(
  appRoot: string,
  app: string,
  remote?: { federationName: string; workflows: readonly string[] },
): Plugin {
  return {
    name: 'portal-build-info',
    apply: 'build',
    async generateBundle() {
      const status = git(['status', '--porcelain'], appRoot);
      const info: BuildInfo = {
        app,
        ...(remote ? { federationName: remote.federationName, workflows: remote.workflows } : {}),
        contractVersion: await contractVersionOf(appRoot),
        uiKit: await currentKitIdentity(),
        commit: git(['rev-parse', 'HEAD'], appRoot),
        // The e2e suite's rewritten builds (PORTAL_BUILD_REPLACE) differ from the commit too.
        modified: status === null || status !== '' || Boolean(process.env.PORTAL_BUILD_REPLACE),
        builtAt: new Date().toISOString(),
      };
      this.emitFile({
        type: 'asset',
        fileName: BUILD_INFO_FILE,
        source: `${JSON.stringify(info, null, 2)}\n`,
      });
    },
  };
}
