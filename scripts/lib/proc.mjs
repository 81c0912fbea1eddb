/**
 * Child processes for the orchestration scripts: run a command to completion, or start a long-lived
 * one whose output is prefixed, and stop it (its whole process group) on request or when we exit.
 */
import { spawn } from 'node:child_process';

const children = new Set();

/** Runs a command; resolves with its exit code (never rejects on a non-zero exit). */
export function run(command, args, { cwd, env, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
    }
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** Runs a command and throws when it fails. */
export async function runOrThrow(command, args, options = {}) {
  const { code, output } = await run(command, args, options);
  if (code !== 0) {
    if (options.quiet) process.stderr.write(output);
    throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
  }
  return output;
}

/**
 * Starts a long-running process in its own process group, prefixing its output with `name`.
 * `stop()` sends SIGTERM to the group and SIGKILL after a grace period.
 */
export function startProcess(name, command, args, { cwd, env, onLine, silent = false } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.add(child);
  const prefix = `[${name}] `;
  const forward = (stream, target) => {
    let buffered = '';
    stream.on('data', (data) => {
      buffered += data;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        onLine?.(line);
        if (!silent) target.write(`${prefix}${line}\n`);
      }
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  const exited = new Promise((resolve) => child.on('close', (code) => resolve(code)));
  exited.then(() => children.delete(child));
  return {
    child,
    exited,
    async stop(graceMs = 5000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signalGroup(child, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/** Last resort on exit: no child outlives the script. */
process.on('exit', () => {
  for (const child of children) signalGroup(child, 'SIGKILL');
});

/** Polls `url` until it answers 2xx (or `timeoutMs` passes). */
export async function waitForHttp(url, { timeoutMs = 120_000, process: proc } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    if (proc && (proc.child.exitCode !== null || proc.child.signalCode !== null)) {
      throw new Error(`process exited before ${url} answered`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${lastError})`);
}
