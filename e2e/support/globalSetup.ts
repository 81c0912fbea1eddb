/**
 * Builds (unless PORTAL_E2E_SKIP_BUILD=1, as `npm test` sets after its own build step) and serves the
 * production builds exactly as `npm start` does, on random free ports, with a fresh backend data
 * directory. A small control server lets tests stop, restart and redeploy a remote's origin, and stop
 * and restart the backend (same port, same data directory, so the same keys and accounts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { runOrThrow } from '../../scripts/lib/proc.mjs';
import {
  freePort,
  REPO_ROOT,
  randomPorts,
  startBackend,
  startProductionStack,
} from '../../scripts/lib/stack.mjs';

export default async function globalSetup() {
  if (process.env.PORTAL_E2E_SKIP_BUILD !== '1') {
    await runOrThrow('pnpm', ['--filter', './shell', '--filter', './remotes/*', 'build'], {
      cwd: REPO_ROOT,
      quiet: true,
    });
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-data-'));
  const ports = await randomPorts();
  const stack = await startProductionStack({ ports, dataDir, silentBackend: true });
  // The running backend: the stack's own at first, a restarted one after /backend/stop + /backend/start.
  let backend = stack.api;

  async function controlBackend(action: string) {
    if (action === 'stop') {
      await backend?.stop();
      return;
    }
    if (action !== 'start') throw new Error(`unknown backend action ${action}`);
    if (backend && (await answers(`${backend.url}/auth/v1/health`))) return;
    backend = await startBackend({
      port: ports.api,
      dataDir,
      siteUrl: `http://127.0.0.1:${ports.shell}`,
      silent: true,
    });
    if (backend.anonKey !== stack.api?.anonKey) throw new Error('the restarted backend has other keys');
  }

  const control = http.createServer(async (req, res) => {
    const backendMatch = /^\/backend\/(stop|start)$/.exec(req.url ?? '');
    if (req.method === 'POST' && backendMatch) {
      try {
        await controlBackend(backendMatch[1] as string);
        res.writeHead(204).end();
      } catch (error) {
        res.writeHead(500).end(String(error));
      }
      return;
    }
    const match = /^\/remotes\/([a-z]+)\/(stop|start|deploy)$/.exec(req.url ?? '');
    const remote = match ? stack.remotes[match[1] as keyof typeof stack.remotes] : undefined;
    if (req.method !== 'POST' || !match || !remote) {
      res.writeHead(404).end();
      return;
    }
    let body = '';
    for await (const chunk of req) body += chunk;
    try {
      if (match[2] === 'stop') await remote.stop();
      else if (match[2] === 'start') await remote.start();
      else await remote.deploy((JSON.parse(body) as { dir: string }).dir);
      res.writeHead(204).end();
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  const controlPort = await freePort();
  await new Promise<void>((resolve) => control.listen(controlPort, '127.0.0.1', resolve));

  process.env.PORTAL_BASE_URL = stack.shellUrl;
  process.env.PORTAL_CONTROL_URL = `http://127.0.0.1:${controlPort}`;
  process.env.PORTAL_RUNTIME_CONFIG = JSON.stringify(stack.runtimeConfig());
  // Specs read rows back (or create users) with the service role, as an operator would.
  if (stack.api) process.env.PORTAL_SERVICE_ROLE_KEY = stack.api.serviceRoleKey;

  return async () => {
    await new Promise((resolve) => control.close(resolve));
    await stack.stop();
    await backend?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}
