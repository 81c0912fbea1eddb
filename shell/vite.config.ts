import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';
import { runtimeConfigFromEnv } from '../scripts/lib/runtime-config.mjs';
import { nonFederatedShellViteConfig, shellViteConfig } from '../scripts/vite/federation.ts';

/** In dev, /runtime-config.json comes from the environment (scripts/run.mjs dev sets it), never cached. */
function devRuntimeConfig(): Plugin {
  return {
    name: 'portal-dev-runtime-config',
    configureServer(server) {
      server.middlewares.use('/runtime-config.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(JSON.stringify(runtimeConfigFromEnv(process.env)));
      });
    },
  };
}

const root = fileURLToPath(new URL('.', import.meta.url));
// PORTAL_NO_FEDERATION=<outDir>: the comparison build of scripts/budgets.mjs (never deployed).
const comparisonOutDir = process.env.PORTAL_NO_FEDERATION;

export default defineConfig(({ command }) =>
  comparisonOutDir
    ? nonFederatedShellViteConfig(root, comparisonOutDir)
    : shellViteConfig(root, [devRuntimeConfig()], command),
);
