/**
 * What the page measurements (scripts/budgets.mjs, scripts/profile-page.mjs) run against: every
 * remote's build and the shell's, served over HTTPS with HTTP/2 as the CDN of docs/deploy.md serves
 * them (or HTTP/1.1 without `tls`), a fresh local stack with the demo accounts for the signed-in pages,
 * and Chromium that accepts the local certificate.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { startStaticServer } from '../serve.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import {
  distOf,
  FAMILIES,
  freePort,
  REPO_ROOT,
  remoteName,
  startBackend,
  startRemoteServer,
} from './stack.mjs';

const require = createRequire(path.join(REPO_ROOT, 'package.json'));
const { chromium } = require('@playwright/test');

/**
 * @param {{ tls?: { key: string, cert: string }, name: string, signInPorts?: number[] }} options
 *   `name` names the temporary data folder; `signInPorts`: other local origins (another build of the
 *   shell) the stack lets sign in too.
 */
export async function startMeasuredStack({ tls, name, signInPorts = [] }) {
  const scheme = tls ? 'https' : 'http';
  const remotes = {};
  for (const family of FAMILIES)
    remotes[family] = await startRemoteServer(family, await freePort(), undefined, true, tls);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `portal-${name}-`));
  const shellPort = await freePort();
  const api = await startBackend({
    port: await freePort(),
    dataDir,
    siteUrl: `${scheme}://127.0.0.1:${shellPort}`,
    env: signInPorts.length
      ? {
          ADDITIONAL_REDIRECT_URLS: [shellPort, ...signInPorts]
            .map((port) => `${scheme}://127.0.0.1:${port}/`)
            .join(','),
        }
      : {},
    silent: true,
  });
  const runtimeConfig = () => ({
    SUPABASE_URL: api.url,
    SUPABASE_ANON_KEY: api.anonKey,
    API_BASE_URL: `${api.url}/api`,
    REMOTES: Object.fromEntries(FAMILIES.map((f) => [remoteName(f), remotes[f].entry])),
  });
  const shell = await startStaticServer({
    root: distOf('shell'),
    port: shellPort,
    spa: true,
    runtimeConfig,
    tls,
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--ignore-certificate-errors'],
  });
  return {
    shell,
    browser,
    /** For another build of the shell served beside this one (it reads the same parts). */
    runtimeConfig,
    origins: { shell: shell.url, ...Object.fromEntries(FAMILIES.map((f) => [f, remotes[f].url])) },
    async stop() {
      await browser.close();
      await shell.close();
      for (const remote of Object.values(remotes)) await remote.close();
      await api.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
