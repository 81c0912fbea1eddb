/**
 * One place that turns federation.config.ts into Vite configs, so the shell and the six remotes cannot
 * drift apart: the same plugin version, the same shared singletons, the same optimizeDeps list.
 * Each app's vite.config.ts is a one-liner that calls `shellViteConfig()` or `remoteViteConfig()`.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
import { buildInfo } from './buildInfo.ts';
import { reportChunk, writesBuildReport } from './buildReport.ts';
import { kitConsumer, kitProvider } from './kit.ts';

type SharedOptions = Record<string, { singleton: true; requiredVersion?: false }>;

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** PORT_OFFSET moves every default port at once (scripts/lib/stack.mjs does the same). */
const PORT_OFFSET = Number(process.env.PORT_OFFSET ?? 0);

/**
 * Dev servers do not build the shared UI kit (scripts/vite/kit.ts: the shell's kit module is empty
 * and remotes import MUI from Vite's pre-bundled dependencies), so there the packages whose React
 * contexts must be one (emotion's theme and cache, MUI's RTL and default props, i18next)
 * go through Module Federation, as before the kit.
 */
const DEV_ONLY_SHARED = [
  '@emotion/react',
  '@emotion/styled',
  '@mui/system/RtlProvider',
  '@mui/system/DefaultPropsProvider',
  'i18next',
  'react-i18next',
];

/** `vite build` or the dev server (`vite`). */
export type Command = 'build' | 'serve';

/**
 * Dev servers only: every shared package as a singleton; the pnpm catalog guarantees one version of
 * each. The workspace package has no version number, so the version check is off for it (the
 * contract version is checked by the shell instead). Builds share nothing through federation: the
 * singletons go through the kit (scripts/vite/kit.ts), so a remote's code carries none of the
 * runtime's `loadShare` glue.
 */
export function sharedConfig(command: Command): SharedOptions {
  if (command === 'build') return {};
  const keys = [...sharedSingletons, ...DEV_ONLY_SHARED];
  return Object.fromEntries(
    keys.map((key) => [
      key,
      key.startsWith('@portal/') ? { singleton: true, requiredVersion: false } : { singleton: true },
    ]),
  );
}

const DEEP_IMPORT = /from\s+['"]((?:@mui\/(?:material|system|x-charts|icons-material))\/[^'"]+)['"]/g;

/** Every MUI deep import in the workspace's sources, so Vite pre-bundles them all before the first page. */
function scanDeepImports(): string[] {
  const found = new Set<string>();
  const visit = (dir: string) => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.(tsx?|jsx?)$/.test(entry.name) && !/\.test\./.test(entry.name)) {
        for (const match of readFileSync(full, 'utf8').matchAll(DEEP_IMPORT))
          if (match[1]) found.add(match[1]);
      }
    }
  };
  visit(path.join(REPO_ROOT, 'shell/src'));
  visit(path.join(REPO_ROOT, 'dashboard-kit/src'));
  for (const family of families) visit(path.join(REPO_ROOT, 'remotes', family.family, 'src'));
  return [...found].sort();
}

/**
 * Dependencies pre-bundled up front in dev: a remote discovering a deep import late makes Vite
 * re-optimize and reload the HOST page (a known pitfall of federated dev servers; docs/architecture.md, "Development").
 */
export const optimizeDepsInclude = () => [
  ...baseOptimizeDeps,
  ...scanDeepImports().filter((id) => !baseOptimizeDeps.includes(id)),
];

const baseOptimizeDeps = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router-dom',
  '@mui/material/styles',
  '@mui/system',
  '@mui/system/RtlProvider',
  '@mui/system/DefaultPropsProvider',
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

/** Where each app's build report goes (read by scripts/budgets.mjs); outside dist, so never deployed. */
export const BUILD_REPORT = 'node_modules/.portal/build-report.json';

/**
 * Records which modules went into which chunk and how many bytes each contributed, so the budgets
 * script can tell chart code, shared libraries and an app's own code apart in the output.
 */
function buildReport(root: string): Plugin {
  return {
    name: 'portal-build-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (!writesBuildReport()) return;
      const importers: Record<string, string[]> = {};
      const chunks = Object.values(bundle).flatMap((output) => {
        if (output.type !== 'chunk') return [];
        for (const id of Object.keys(output.modules)) {
          const info = this.getModuleInfo(id);
          if (info) importers[id] = [...info.importers, ...info.dynamicImporters];
        }
        return [reportChunk(output)];
      });
      const file = path.join(root, BUILD_REPORT);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify({ chunks, importers }));
    },
  };
}

/**
 * For the e2e "redeploy" test only: PORTAL_BUILD_REPLACE='[["from","to"]]' rewrites text in the
 * remote's own sources while building, to produce a visibly different build of unchanged sources.
 */
function buildReplacements(srcDir: string): Plugin | undefined {
  const raw = process.env.PORTAL_BUILD_REPLACE;
  if (!raw) return undefined;
  const pairs = JSON.parse(raw) as [string, string][];
  return {
    name: 'portal-build-replace',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(srcDir)) return null;
      let next = code;
      for (const [from, to] of pairs) next = next.split(from).join(to);
      return next === code ? null : { code: next, map: null };
    },
  };
}

/** What `exposedModuleFiles` adds to each entry of mf-manifest.json's `exposes`. */
export interface ExposedModuleFile {
  /** The exposed module's own ES module file, e.g. `assets/dashboards-<hash>.js`. */
  file: string;
  /** The files it imports statically, all the way down (what to preload beside it). */
  imports: string[];
  /**
   * Each chunk it imports dynamically (a dashboard's, a language's texts) with the files that chunk
   * imports statically: the shell preloads the page's dashboard and language with their imports, as
   * the remote's build preloads nothing itself (`modulePreload: false`, remoteViteConfig).
   */
  chunks: Record<string, string[]>;
}

/**
 * Names, in mf-manifest.json, the ES module file of each exposed module (`exposes[].module`): the
 * shell imports that file directly (shell/src/federation/container.ts), without `remoteEntry.js` and
 * the federation runtime. The plugin's manifest lists the exposed module's files (`assets.js.sync`)
 * with the runtime's, and not which of them is the module itself.
 */
function exposedModuleFiles(root: string, exposes: Record<string, string>): Plugin {
  const sources = new Map(Object.entries(exposes).map(([name, file]) => [path.resolve(root, file), name]));
  return {
    name: 'portal-exposed-module-files',
    apply: 'build',
    generateBundle: {
      // After @module-federation/vite has emitted the manifest.
      order: 'post',
      handler(_options, bundle) {
        const manifest = bundle[REMOTE_MANIFEST_FILE];
        if (manifest?.type !== 'asset') return this.error(`${REMOTE_MANIFEST_FILE} was not emitted`);
        const imports = (file: string, seen = new Set<string>()): Set<string> => {
          const chunk = bundle[file];
          for (const next of chunk?.type === 'chunk' ? chunk.imports : []) {
            if (!seen.has(next)) imports(next, seen.add(next));
          }
          return seen;
        };
        const files = new Map<string, ExposedModuleFile>();
        for (const output of Object.values(bundle)) {
          const name = output.type === 'chunk' && output.facadeModuleId && sources.get(output.facadeModuleId);
          if (!name || output.type !== 'chunk') continue;
          files.set(name, {
            file: output.fileName,
            imports: [...imports(output.fileName)],
            chunks: Object.fromEntries(output.dynamicImports.map((file) => [file, [...imports(file)]])),
          });
        }
        const json = JSON.parse(String(manifest.source)) as {
          exposes?: { path?: string; module?: ExposedModuleFile }[];
        };
        for (const expose of json.exposes ?? []) {
          const file = expose.path && files.get(expose.path);
          if (!file) return this.error(`no chunk of its own for the exposed module ${expose.path}`);
          expose.module = file;
        }
        manifest.source = JSON.stringify(json);
      },
    },
  };
}

/**
 * The page a remote's own origin shows at `/` (people who open a remote's address by hand): generated
 * here rather than kept as six copies of one index.html. Vite builds it as the remote's html entry.
 */
function remoteLandingPage(root: string, name: string, familyId: string): Plugin {
  const indexPath = path.join(root, 'index.html');
  const html = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="data:," />
    <title>${name} remote</title>
  </head>
  <body>
    <main>
      <h1>${name}</h1>
      <p>
        This server delivers the ${familyId} workflow dashboards to the portal shell through Module
        Federation (<a href="./mf-manifest.json">mf-manifest.json</a>). Open the shell to see them.
      </p>
    </main>
  </body>
</html>
`;
  return {
    name: 'portal-remote-landing-page',
    resolveId: (id) => (id === indexPath ? indexPath : null),
    load: (id) => (id === indexPath ? html : null),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url !== '/' && req.url !== '/index.html') return next();
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(html);
      });
    },
  };
}

/**
 * supabase-js parts that no page needs at first load, replaced in the shell's builds by a stand-in
 * (supabaseUnused.ts): about 8 KB gzip off every signed-in page. functions-js fails loudly if used;
 * the stand-in's StorageClient downloads the real storage-js (`portal:storage-js`, a chunk of its own)
 * when a page that keeps files first asks for it (`storageOf` in @portal/dashboard-kit/storage).
 */
const storageJs = createRequire(
  createRequire(path.join(REPO_ROOT, 'shell/package.json')).resolve('@supabase/supabase-js'),
).resolve('@supabase/storage-js/package.json');
const UNUSED_SUPABASE_PARTS = [
  {
    find: /^@supabase\/(?:storage|functions)-js$/,
    replacement: path.join(REPO_ROOT, 'scripts/vite/supabaseUnused.ts'),
  },
  { find: /^portal:storage-js$/, replacement: path.join(path.dirname(storageJs), 'dist/index.mjs') },
];

/**
 * React Router 7's package exports name only its development build, whose dev warnings stay on in
 * production (remix-run/react-router#14102); its production build differs by that one switch. The
 * shell's builds take the production files, so the warnings' checks and texts leave the entry chunk.
 */
const routerDir = path.dirname(
  createRequire(
    createRequire(path.join(REPO_ROOT, 'shell/package.json')).resolve('react-router-dom'),
  ).resolve('react-router/package.json'),
);
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: path.join(routerDir, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(routerDir, 'dist/production/dom-export.mjs') },
];

/** What the shell's builds replace (never its dev server, which keeps every package whole). */
const SHELL_BUILD_ALIASES = [...UNUSED_SUPABASE_PARTS, ...REACT_ROUTER_PRODUCTION];

/**
 * The shell's build only (the comparison build too, so the ratio compares like with like):
 * - no modulepreload links from Vite's preload helper: inserting one `<link rel="modulepreload">` per
 *   chunk of a dynamic import (about 90 on a signed-in page) was the largest part of the first long
 *   task (263 ms of 4x CPU profile on /marketplace), and the helper's dependency maps cost 6 KB gzip.
 *   The browser finds the same chunks through the static imports; Lighthouse went from 89/87/84/79 to
 *   93/89/89/89 (/dashboard en/ar, /marketplace en/ar). Remote chunks keep the hints the shell adds
 *   itself from each manifest (federation/container.ts);
 * - sounds stay files: the message sound (~1.5 KB) is fetched when it first plays, not inlined as
 *   base64 into the JS every signed-in page loads.
 */
const shellBuild: UserConfig['build'] = {
  modulePreload: false,
  assetsInlineLimit: (file: string) => (/\.(?:wav|mp3|ogg)$/.test(file) ? false : undefined),
};

/**
 * Where an app's `build` script writes: its dist/, or PORTAL_OUT_DIR (the release tool builds in a
 * folder of its own, outside the CDN folder: scripts/release.mjs).
 */
function outDirOf(root: string): string {
  return process.env.PORTAL_OUT_DIR ? path.resolve(process.env.PORTAL_OUT_DIR) : path.join(root, 'dist');
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
export function remoteViteConfig(
  familyId: RemoteFamily['family'],
  root: string,
  command: Command = 'build',
): UserConfig {
  const family = findFamily(familyId);
  const port = family.port + PORT_OFFSET;
  const exposes = { [EXPOSED_MODULE]: './src/dashboards.ts' };
  return {
    root,
    base: './',
    plugins: [
      react(),
      federation({
        name: family.name,
        filename: REMOTE_ENTRY_FILE,
        manifest: true,
        exposes,
        shared: sharedConfig(command),
        shareStrategy: 'loaded-first',
        // A remote never consumes other remotes (docs/architecture.md, "Boundaries").
        disableRemote: true,
        dts: false,
      }) as Plugin[],
      kitConsumer(),
      exposedModuleFiles(root, exposes),
      buildInfo(root, familyId, { federationName: family.name, workflows: family.workflows }),
      remoteLandingPage(root, family.name, familyId),
      buildReport(root),
      buildReplacements(path.join(root, 'src')),
    ],
    server: { host: '127.0.0.1', port, strictPort: true, origin: `http://127.0.0.1:${port}`, cors: true },
    preview: { host: '127.0.0.1', port, strictPort: true, cors: true },
    optimizeDeps: { include: optimizeDepsInclude() },
    // No dependency maps in the dynamic imports (Vite keeps its preload helper as a wrapper, 0.9 KB
    // gzip, given no files): the shell preloads the page's dashboard chunk with its imports from the
    // manifest (`exposedModuleFiles`).
    build: { ...commonBuild, modulePreload: false, outDir: outDirOf(root), emptyOutDir: true },
  };
}

/**
 * The same shell without Module Federation, for the comparison in scripts/budgets.mjs: remotes become
 * ordinary lazy imports of the shell (see nonFederatedLoadFamily.ts), built into `outDir`.
 */
export function nonFederatedShellViteConfig(root: string, outDir: string): UserConfig {
  return {
    root,
    plugins: [react(), kitProvider({ publish: false })],
    resolve: {
      alias: [
        ...SHELL_BUILD_ALIASES,
        {
          // From outside the folder (…/federation/loadFamily.ts) and inside it (./loadFamily.ts).
          find: /^(?:.*\/federation|\.)\/loadFamily\.ts$/,
          replacement: path.join(REPO_ROOT, 'scripts/vite/nonFederatedLoadFamily.ts'),
        },
      ],
      dedupe: ['react', 'react-dom', '@emotion/react', '@emotion/styled', '@mui/material', '@mui/system'],
    },
    build: { ...commonBuild, ...shellBuild, outDir, emptyOutDir: true },
  };
}

/**
 * The host: remotes are found at run time from /runtime-config.json. The build loads each remote's
 * exposed module as a plain ES module (shell/src/federation/container.ts), without
 * @module-federation/vite or its runtime; the shared singletons come from the kit (`kitProvider`,
 * scripts/vite/kit.ts). Dev servers run the plugin (devRuntime.ts). No build-time remotes.
 */
export function shellViteConfig(
  root: string,
  extraPlugins: Plugin[] = [],
  command: Command = 'build',
): UserConfig {
  return {
    root,
    plugins: [
      react(),
      // Dev servers keep the plugin: the remotes' dev servers read React, MUI's and emotion's contexts
      // from the runtime it sets up (shell/src/federation/devRuntime.ts). Builds share through the kit.
      command === 'serve'
        ? (federation({
            name: 'portal_shell',
            remotes: {},
            shared: sharedConfig(command),
            // version-first would fetch every registered remote at start to compare versions.
            shareStrategy: 'loaded-first',
            dts: false,
          }) as Plugin[])
        : [],
      kitProvider({ publish: command === 'build' }),
      buildInfo(root, 'shell'),
      buildReport(root),
      ...extraPlugins,
    ],
    resolve: command === 'build' ? { alias: SHELL_BUILD_ALIASES } : {},
    server: { host: '127.0.0.1', port: SHELL_PORT + PORT_OFFSET, strictPort: true },
    preview: { host: '127.0.0.1', port: SHELL_PORT + PORT_OFFSET, strictPort: true },
    optimizeDeps: { include: optimizeDepsInclude() },
    build: { ...commonBuild, ...shellBuild, outDir: outDirOf(root), emptyOutDir: true },
  };
}
