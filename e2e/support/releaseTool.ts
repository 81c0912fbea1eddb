/**
 * The release tool and the CDN server as an operator runs them: their command lines
 * (scripts/release.mjs, scripts/serve.mjs) in child processes, on temp folders standing in for the
 * CDN bucket and the shell's bucket.
 */
import { execFile, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, REPO_ROOT } from '../../scripts/lib/stack.mjs';

export interface Buckets {
  root: string;
  cdn: string;
  shellDir: string;
}

export function tempBuckets(): Buckets {
  const root = mkdtempSync(path.join(os.tmpdir(), 'portal-release-'));
  return { root, cdn: path.join(root, 'cdn'), shellDir: path.join(root, 'shell') };
}

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
  /** stdout and stderr together, for messages that go to either. */
  output: string;
}

/** `pnpm release …` (node scripts/release.mjs) with the buckets' folders. */
export function releaseCli(
  buckets: Buckets,
  args: string[],
  env: Record<string, string> = {},
): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(REPO_ROOT, 'scripts', 'release.mjs'), ...args],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, PORTAL_CDN_DIR: buckets.cdn, PORTAL_SHELL_DIR: buckets.shellDir, ...env },
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr, output: `${stdout}${stderr}` });
      },
    );
  });
}

/** `node scripts/serve.mjs <dir> <port> …` until `stop()`. */
export async function serveCli(dir: string, args: string[] = []) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(REPO_ROOT, 'scripts', 'serve.mjs'), dir, String(port), ...args],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      const match = /at (https?:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}: ${output}`)));
  });
  const url = await ready;
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A copy of a build with its portal-build.json changed (another contract, kit or family in its info). */
export function variantOf(
  buildDir: string,
  patch: Record<string, unknown> | null,
  change?: (dir: string) => void,
): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-variant-'));
  cpSync(buildDir, dir, { recursive: true });
  const infoFile = path.join(dir, 'portal-build.json');
  if (patch) {
    const info = JSON.parse(readFileSync(infoFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(infoFile, JSON.stringify({ ...info, ...patch }));
  }
  change?.(dir);
  return dir;
}

export function readJson<T = Record<string, unknown>>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}
