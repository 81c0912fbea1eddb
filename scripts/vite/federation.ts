/**
 * One place that turns federation.config.ts into Vite configs, so the shell and the six remotes cannot
 * drift apart: the same plugin version, the same shared singletons, the same optimizeDeps list.
 * Each app's vite.config.ts is a one-liner that calls `shellViteConfig()` or `remoteViteConfig()`.
 */
import path from 'node:path';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import {
  EXPOSED_MODULE,
  families,
  type RemoteFamily,
  SHELL_PORT,
  sharedSingletons,
} from '../../federation.config.ts';

type SharedOptions = Record<string, { singleton: true; requiredVersion?: false }>;

/** Every shared package as a singleton; one version per package comes from the pnpm catalog. */
export function sharedConfig(): SharedOptions {
  return Object.fromEntries(sharedSingletons.map((key) => [key, { singleton: true }]));
}

/**
 * Deep imports that must be pre-bundled up front in dev, or a remote discovering them late makes Vite
 * re-optimize and reload the HOST page (federation-notes, "Dev mode" pitfall).
 */
export const optimizeDepsInclude = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router-dom',
  '@mui/material',
  '@mui/material/styles',
  '@mui/system',
  '@mui/system/RtlProvider',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  'stylis',
  'stylis-plugin-rtl',
  'i18next',
  'react-i18next',
  'zustand',
  'zustand/middleware',
  'notistack',
];

/** Fixed name of the remote's entry file; the runtime map points at `mf-manifest.json` next to it. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
export const REMOTE_MANIFEST_FILE = 'mf-manifest.json';

function findFamily(family: RemoteFamily['family']): RemoteFamily {
  const found = families.find((f) => f.family === family);
  if (!found) throw new Error(`federation.config.ts has no family "${family}"`);
  return found;
}

const commonBuild: UserConfig['build'] = {
  target: 'es2022',
  // Budgets are measured by scripts/budgets.mjs; Vite's own warning threshold is noise here.
  chunkSizeWarningLimit: 2000,
  sourcemap: false,
};

/**
 * A remote family: exposes './dashboards' (src/dashboards.ts), emits mf-manifest.json, and uses
 * `base: './'` so the manifest says `publicPath: "auto"` and the build works from any origin (CDN).
 */
export function remoteViteConfig(familyId: RemoteFamily['family'], root: string): UserConfig {
  const family = findFamily(familyId);
  return {
    root,
    base: './',
    plugins: [
      react(),
      federation({
        name: family.name,
        filename: REMOTE_ENTRY_FILE,
        manifest: true,
        exposes: { [EXPOSED_MODULE]: './src/dashboards.ts' },
        shared: sharedConfig(),
        shareStrategy: 'loaded-first',
        // A remote never consumes other remotes (architecture §2).
        disableRemote: true,
        dts: false,
      }) as Plugin[],
    ],
    server: {
      host: '127.0.0.1',
      port: family.port,
      strictPort: true,
      origin: `http://127.0.0.1:${family.port}`,
      cors: true,
    },
    preview: { host: '127.0.0.1', port: family.port, strictPort: true, cors: true },
    optimizeDeps: { include: optimizeDepsInclude },
    build: { ...commonBuild, outDir: path.join(root, 'dist'), emptyOutDir: true },
  };
}

/**
 * The host: no build-time remotes at all (a build-time remote with the same alias would win over the
 * runtime map); remotes are registered at run time from /runtime-config.json.
 */
export function shellViteConfig(root: string, extraPlugins: Plugin[] = []): UserConfig {
  return {
    root,
    plugins: [
      react(),
      federation({
        name: 'portal_shell',
        remotes: {},
        shared: sharedConfig(),
        // version-first would fetch every registered remote at start to compare versions.
        shareStrategy: 'loaded-first',
        dts: false,
      }) as Plugin[],
      ...extraPlugins,
    ],
    server: { host: '127.0.0.1', port: SHELL_PORT, strictPort: true },
    preview: { host: '127.0.0.1', port: SHELL_PORT, strictPort: true },
    optimizeDeps: { include: optimizeDepsInclude },
    build: { ...commonBuild, outDir: path.join(root, 'dist'), emptyOutDir: true },
  };
}
