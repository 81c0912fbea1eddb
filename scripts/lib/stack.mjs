/**
 * The production-like stack that `npm start`, the e2e suite and the budgets script share: the local
 * Supabase-compatible backend, the shell's build on its own origin (SPA fallback, runtime config
 * generated at start) and each remote's build on its own origin, as a CDN would serve them.
 */
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../serve.mjs';
import { policyForRuntimeConfig } from './cdn-headers.mjs';
import { startProcess, waitForHttp } from './proc.mjs';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Families and ports from the one topology file that federation.config.ts reads too. */
const topology = JSON.parse(readFileSync(path.join(REPO_ROOT, 'federation.topology.json'), 'utf8'));
export const FAMILIES = topology.families.map((f) => f.family);
/** PORT_OFFSET moves every default port at once (e.g. 1000: API 55321, shell 6173, remotes 6201…). */
const OFFSET = Number(process.env.PORT_OFFSET ?? 0);
export const DEFAULT_PORTS = {
  api: 54321 + OFFSET,
  shell: topology.shellPort + OFFSET,
  remotes: Object.fromEntries(topology.families.map((f) => [f.family, f.port + OFFSET])),
};

/** A free TCP port on 127.0.0.1 (tests never use the demo's default ports). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function randomPorts() {
  const remotes = {};
  for (const family of FAMILIES) remotes[family] = await freePort();
  return { api: await freePort(), shell: await freePort(), remotes };
}

export function distOf(app) {
  return path.join(REPO_ROOT, app === 'shell' ? 'shell' : path.join('remotes', app), 'dist');
}

export function remoteName(family) {
  return `portal_${family}`;
}

/**
 * Starts the backend (`backend/src/main.ts` through tsx) and waits until it answers.
 * @returns {Promise<{ url: string, anonKey: string, serviceRoleKey: string, stop: () => Promise<void> }>}
 */
export async function startBackend({ port, dataDir, siteUrl, env = {}, silent = false }) {
  const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
  const url = `http://127.0.0.1:${port}`;
  const proc = startProcess('api', tsx, [path.join(REPO_ROOT, 'backend', 'src', 'main.ts')], {
    cwd: REPO_ROOT,
    silent,
    env: {
      HOST: '127.0.0.1',
      API_PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      SITE_URL: siteUrl,
      ADDITIONAL_REDIRECT_URLS: `${siteUrl}/`,
      ...env,
    },
  });
  try {
    await waitForHttp(`${url}/auth/v1/health`, { process: proc, timeoutMs: 180_000 });
  } catch (error) {
    await proc.stop();
    throw error;
  }
  const keys = readKeys(dataDir, env);
  return { url, ...keys, stop: () => proc.stop() };
}

/** The anon and service-role keys the backend generated for this data directory (or derived). */
function readKeys(dataDir, env) {
  const file = env.DATABASE_URL
    ? path.join(path.dirname(dataDir), 'postgres-keys.json')
    : path.join(dataDir, 'portal-keys.json');
  if (!existsSync(file)) throw new Error(`The backend wrote no keys at ${file}`);
  const keys = JSON.parse(readFileSync(file, 'utf8'));
  return { anonKey: keys.anonKey, serviceRoleKey: keys.serviceRoleKey };
}

/**
 * One remote's origin. `stop()`/`start()` take it down and back (the e2e "remote is down" test) and
 * `deploy(dir)` serves another build from the same URL (a redeploy).
 */
export async function startRemoteServer(family, port, root = distOf(family), cors = true, tls = undefined) {
  let server = await startStaticServer({ root, port, cors, tls });
  let currentRoot = root;
  return {
    family,
    url: server.url,
    entry: `${server.url}/mf-manifest.json`,
    get root() {
      return currentRoot;
    },
    async stop() {
      await server?.close();
      server = undefined;
    },
    async start() {
      server ??= await startStaticServer({ root: currentRoot, port, cors, tls });
    },
    async deploy(dir) {
      await server?.close();
      currentRoot = dir;
      server = await startStaticServer({ root: currentRoot, port, cors, tls });
    },
    close() {
      return server?.close() ?? Promise.resolve();
    },
  };
}

/**
 * Backend + remotes + shell. The shell's /runtime-config.json is generated from the running parts.
 * @param {{ ports: typeof DEFAULT_PORTS, dataDir: string, backend?: boolean, silentBackend?: boolean,
 *   backendEnv?: Record<string,string> }} options
 */
export async function startProductionStack({
  ports,
  dataDir,
  backend = true,
  silentBackend = false,
  backendEnv,
}) {
  for (const app of ['shell', ...FAMILIES]) {
    if (!existsSync(path.join(distOf(app), 'index.html'))) {
      throw new Error(`${distOf(app)} is missing: build first (pnpm build)`);
    }
  }
  const shellOrigin = `http://127.0.0.1:${ports.shell}`;
  const api = backend
    ? await startBackend({
        port: ports.api,
        dataDir,
        siteUrl: shellOrigin,
        silent: silentBackend,
        env: backendEnv,
      })
    : undefined;
  const remotes = {};
  // Remotes are readable from the shell's origin only (as the CDN is told: docs/deploy.md).
  const shellOrigins = [shellOrigin, `http://localhost:${ports.shell}`];
  for (const family of FAMILIES) {
    remotes[family] = await startRemoteServer(family, ports.remotes[family], distOf(family), shellOrigins);
  }
  const apiUrl = api?.url ?? `http://127.0.0.1:${ports.api}`;
  const runtimeConfig = () => ({
    SUPABASE_URL: apiUrl,
    SUPABASE_ANON_KEY: api?.anonKey ?? 'no-backend',
    API_BASE_URL: `${apiUrl}/api`,
    REMOTES: Object.fromEntries(FAMILIES.map((family) => [remoteName(family), remotes[family].entry])),
  });
  const shell = await startStaticServer({
    root: distOf('shell'),
    port: ports.shell,
    spa: true,
    runtimeConfig,
    csp: () => policyForRuntimeConfig(runtimeConfig()),
  });
  return {
    shellUrl: shell.url,
    api,
    remotes,
    runtimeConfig,
    async stop() {
      await shell.close();
      for (const remote of Object.values(remotes)) await remote.close();
      await api?.stop();
    },
  };
}
