// @vitest-environment node
/**
 * `pnpm new:dashboard` (scripts/new-dashboard.ts) writes the house shape, and what it writes compiles:
 * the scaffolder runs against a temporary copy of a family (its namespace and remote module, no
 * dashboards), then tsc checks the copy with the family's own settings and dependencies.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FAMILY = 'hr';
const SLUG = 'hr-service';
const root = mkdtempSync(path.join(os.tmpdir(), 'new-dashboard-'));
const remote = path.join(root, 'remotes', FAMILY);

/** The family as the scaffolder and tsc need it: settings, dependencies, namespace, remote module. */
function copyFamily() {
  const source = path.join(REPO, 'remotes', FAMILY);
  copyFileSync(path.join(REPO, 'tsconfig.base.json'), path.join(root, 'tsconfig.base.json'));
  mkdirSync(path.join(remote, 'src'), { recursive: true });
  copyFileSync(path.join(source, 'tsconfig.json'), path.join(remote, 'tsconfig.json'));
  symlinkSync(path.join(source, 'node_modules'), path.join(remote, 'node_modules'), 'dir');
  cpSync(path.join(source, 'src', 'i18n'), path.join(remote, 'src', 'i18n'), { recursive: true });
  rmSync(path.join(remote, 'src', 'i18n', 'messages.test.ts'));
  copyFileSync(path.join(source, 'src', 'dashboards.ts'), path.join(remote, 'src', 'dashboards.ts'));
}

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('pnpm new:dashboard', () => {
  // Type-checking the scaffolded family runs tsc over a remote: 20 s and more on the 2-core machine
  // while other suites run beside it.
  it('writes the house shape into the family, and it type-checks', () => {
    copyFamily();
    const bin = (name: string) => path.join(REPO, 'node_modules', '.bin', name);
    execFileSync(
      bin('tsx'),
      [path.join(REPO, 'scripts', 'new-dashboard.ts'), SLUG, '--root', root, '--no-format'],
      {
        cwd: REPO,
        stdio: 'pipe',
      },
    );
    expect(readdirSync(path.join(remote, 'src', SLUG)).sort()).toEqual([
      'View.tsx',
      'data.test.ts',
      'data.ts',
      'index.ts',
      'sample.ts',
    ]);
    // The family's contract test, written for a family that has none.
    expect(readdirSync(path.join(remote, 'src'))).toContain('dashboards.test.tsx');
    try {
      execFileSync(bin('tsc'), ['-p', path.join(remote, 'tsconfig.json')], { cwd: remote, stdio: 'pipe' });
    } catch (error) {
      throw new Error(
        `the scaffolded dashboard does not type-check:\n${String((error as { stdout?: Buffer }).stdout)}`,
      );
    }
  }, 120_000);
});
