#!/usr/bin/env node
/**
 * `pnpm pack:api [--out <dir>]`: the product API (`@portal/backend`'s API-only mode, docs/deploy.md
 * "The product API") as a folder that runs on a host with nothing but Node.js 20.19+:
 *   <out>/backend/               the package's sources (`files` in backend/package.json) and its
 *                                production dependencies only (`pnpm deploy --prod`, from the lockfile)
 *   <out>/supabase/migrations/   what GET /api/health compares the database with
 *   <out>/portal-api.service     an example systemd unit (scripts/deploy/portal-api.service)
 *   <out>/portal-api.json        the commit it was packed from, and whether the tree had changes
 * Run it with `cd <out>/backend && node --import tsx src/api-only/main.ts` (tsx is a production
 * dependency: it compiles the TypeScript sources as they load). Default out: .data/api-pack.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runOrThrow } from './lib/proc.mjs';
import { REPO_ROOT } from './lib/stack.mjs';

export const START_COMMAND = ['node', '--import', 'tsx', 'src/api-only/main.ts'];

function git(args) {
  try {
    return execFileSync('git', args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

/** Packs the API into `out` (which must not exist, or be empty). */
export async function packApi({ out, quiet = true }) {
  const target = path.resolve(out);
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
    throw new Error(`${target} is not empty: pack into a new folder`);
  }
  await runOrThrow(
    'pnpm',
    [
      '--filter',
      '@portal/backend',
      'deploy',
      '--legacy',
      '--prod',
      '--prefer-offline',
      path.join(target, 'backend'),
    ],
    { cwd: REPO_ROOT, quiet },
  );
  fs.cpSync(path.join(REPO_ROOT, 'supabase', 'migrations'), path.join(target, 'supabase', 'migrations'), {
    recursive: true,
  });
  fs.copyFileSync(
    path.join(REPO_ROOT, 'scripts', 'deploy', 'portal-api.service'),
    path.join(target, 'portal-api.service'),
  );
  const status = git(['status', '--porcelain']);
  const info = {
    commit: git(['rev-parse', 'HEAD']),
    modified: status === null || status !== '',
    packedAt: new Date().toISOString(),
  };
  fs.writeFileSync(path.join(target, 'portal-api.json'), `${JSON.stringify(info, null, 2)}\n`);
  return { out: target, ...info };
}

function option(args, name) {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = option(process.argv.slice(2), '--out') ?? path.join(REPO_ROOT, '.data', 'api-pack');
  try {
    const packed = await packApi({ out, quiet: false });
    console.log(`\nThe API is packed in ${packed.out} (commit ${packed.commit?.slice(0, 7) ?? 'unknown'}${packed.modified ? ', with uncommitted changes' : ''}).
Copy that folder to the host, then:
  cd ${path.join(packed.out, 'backend')} && ${START_COMMAND.join(' ')}
with the settings of docs/deploy.md in the environment (portal-api.service is an example systemd unit).`);
  } catch (error) {
    console.error(`pack:api: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
