/**
 * Redeploying one remote with a visible change, as a release would: the family is rebuilt with a
 * text of its own replaced (string literals only), its origin serves the new build while `check`
 * runs, and the original build is served again afterwards. The shell is never rebuilt.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FamilyId } from '@portal/contract';
import { runOrThrow } from '../../scripts/lib/proc.mjs';
import { distOf, REPO_ROOT } from '../../scripts/lib/stack.mjs';
import { deployRemote } from './control.ts';

export async function withRedeployedRemote(
  family: FamilyId,
  replace: { from: string; to: string },
  check: () => Promise<void>,
): Promise<void> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), `portal-redeploy-${family}-`));
  try {
    await runOrThrow('pnpm', ['exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: path.join(REPO_ROOT, 'remotes', family),
      env: {
        PORTAL_BUILD_REPLACE: JSON.stringify(
          ["'", '"', '`'].map((q) => [`${q}${replace.from}${q}`, `${q}${replace.to}${q}`]),
        ),
      },
      quiet: true,
    });
    await deployRemote(family, outDir);
    await check();
  } finally {
    await deployRemote(family, distOf(family));
    rmSync(outDir, { recursive: true, force: true });
  }
}
