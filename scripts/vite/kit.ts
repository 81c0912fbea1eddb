/**
 * The shared UI kit: MUI and emotion shared by MODULE FILE, not by package.
 *
 * Why not Module Federation's `shared` for MUI (measured, see README "Budgets"): a shared package is
 * one untree-shaken chunk (all of @mui/material is 170 KB gzip), every shared key adds ~2 KB gzip of
 * generated glue to the shell and to each remote, and @module-federation/vite 1.23 loads every
 * shared module the host provides before the first render, on every page, `/` included.
 *
 * Instead, `sharedKit` (federation.config.ts) names the entry points the shell's frame uses. Both
 * builds compute the same set of files from those entries (`walkKit`, same versions: the catalog):
 * - the shell (`kitProvider`) builds `virtual:portal-kit`, which imports each of those ESM files and
 *   publishes their namespaces on `globalThis[KIT_GLOBAL]`, keyed by a hash of
 *   `<package>@<version>/<file>` (a version skew finds no key and fails loudly instead of mixing).
 *   They are the very module instances the shell's own components use, so nothing is downloaded
 *   twice; the shell imports the kit in its framed layout, never on the landing page;
 * - a remote (`kitConsumer`) replaces each of those files, wherever it is imported from (its own
 *   code, @portal/dashboard-kit/ui, MUI's relative imports inside a component the shell does not have,
 *   @mui/x-charts), by a proxy that reads the shell's instance. Files outside the set (a Table the
 *   frame never shows, the charts) stay in the remote, tree-shaken, and use the shell's theme,
 *   emotion cache, RTL and default-props contexts through the proxies.
 * Per file, one instance: a remote TableCell next to the shell's Table would read the one
 * TableContext, which is what sharing whole deep imports could not give.
 * Lazy entries (`lazyKit`: the chart code) work the same way, loaded on demand: the shell's kit
 * module publishes a loader per entry (`() => import(…)`, a chunk of the shell's build that uses the
 * shell's kit files), and a remote's import of that module becomes a proxy that awaits the loader
 * (top-level await, so it stays a dynamic import for the remote's code). Every remote on the page gets
 * the one instance the shell downloaded once.
 * The federation singletons (`sharedSingletons`: React, react-dom, @portal/contract) travel the same
 * way in builds, per package entry point (`react`, `react/jsx-runtime`, …: `sharedPackages`): the
 * shell's kit module publishes its own instance of each, and a remote's import of one becomes a proxy
 * of it. So a remote's code imports nothing of the federation runtime, and the shell loads the
 * remote's exposed module as a plain ES module (shell/src/federation/container.ts). React and
 * react-dom's versions are part of the kit's identity: a remote built against another React refuses
 * to run, as one built against another MUI does. The contract is checked by its CONTRACT_VERSION,
 * which a remote bundles (`@portal/contract/version`) and the shell compares (loadFamily.ts).
 * Builds only: dev servers share MUI's contexts, React and the contract through federation instead
 * (federation.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { lazyKit, sharedKit, sharedSingletons } from '../../federation.config.ts';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Where the shell publishes the kit; remotes read it. Versioned keys make a mismatch visible. */
export const KIT_GLOBAL = '__PORTAL_UI_KIT__';
export const KIT_MODULE_ID = 'virtual:portal-kit';
/** The identity of the kit the shell published: a hash of every file's package, version and path. */
export const KIT_IDENTITY_GLOBAL = '__PORTAL_UI_KIT_IDENTITY__';
/** Loaders of the kit's lazy entries, by name (`lazyKit` in federation.config.ts). */
export const KIT_LAZY_GLOBAL = '__PORTAL_UI_KIT_LAZY__';
/** The name of the error a remote built against another kit throws (the shell names it for people). */
export const KIT_MISMATCH = 'KitMismatchError';
const RESOLVED_KIT_ID = '\0virtual:portal-kit';
const PROXY_PREFIX = '\0portal-kit:';
const LAZY_PROXY_PREFIX = '\0portal-kit-lazy:';
const SHARED_PROXY_PREFIX = '\0portal-kit-shared:';
/** The one module of a remote that checks the kit's identity and looks the shell's instances up. */
const KIT_GET_ID = '\0portal-kit-get';

/** The entry points of a shared singleton that code imports (a remote's JSX goes through `react/jsx-runtime`). */
const SHARED_ENTRY_POINTS: Record<string, readonly string[]> = {
  react: ['react', 'react/jsx-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
};

interface SharedPackage {
  /** The import specifier: `react`, `react/jsx-runtime`, `@portal/contract`. */
  specifier: string;
  /** `react@19.3.1/jsx-runtime`; a workspace package has no version (`@portal/contract@workspace`). */
  key: string;
  /** Whether the version is part of the kit's identity (not for workspace packages). */
  versioned: boolean;
  /** Its export names, read by loading the shell's instance in Node. */
  exports: string[];
  /** CommonJS (React): `module.exports` is the default export. */
  commonJs: boolean;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** Every entry point of `sharedSingletons`, resolved from the shell's package (the provider). */
async function readSharedPackages(): Promise<SharedPackage[]> {
  const shellManifest = path.join(REPO_ROOT, 'shell', 'package.json');
  const require = createRequire(shellManifest);
  const packages: SharedPackage[] = [];
  for (const pkg of sharedSingletons) {
    const workspace = pkg.startsWith('@portal/');
    const version = workspace
      ? 'workspace'
      : (JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as { version: string })
          .version;
    for (const specifier of SHARED_ENTRY_POINTS[pkg] ?? [pkg]) {
      let names: string[];
      if (workspace) {
        const { tsImport } = await import('tsx/esm/api');
        names = Object.keys(await tsImport(specifier, pathToFileURL(shellManifest).href));
      } else {
        names = Object.keys(require(specifier) as object);
      }
      packages.push({
        specifier,
        key: `${pkg}@${version}${specifier.slice(pkg.length)}`,
        versioned: !workspace,
        exports: names.filter((name) => name !== 'default' && IDENTIFIER.test(name)),
        commonJs: !workspace,
      });
    }
  }
  return packages;
}

let sharedPromise: Promise<SharedPackage[]> | undefined;
const sharedPackages = () => {
  sharedPromise ??= readSharedPackages();
  return sharedPromise;
};

interface LazyEntry {
  name: string;
  file: string;
  /** `<package>@<version>` of every package the entry bundles: part of the kit's identity. */
  keys: string[];
}

/** The lazy entries with their absolute files and installed versions (read from the kit package). */
function lazyEntries(): LazyEntry[] {
  return Object.entries(lazyKit).map(([name, entry]) => ({
    name,
    file: path.join(REPO_ROOT, entry.module),
    keys: entry.packages.map((pkg) => {
      const manifest = path.join(REPO_ROOT, 'dashboard-kit', 'node_modules', pkg, 'package.json');
      return `${pkg}@${(JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version}`;
    }),
  }));
}

/** Packages shared whole, per entry point (`sharedPackages`: one React for everything): never walked. */
const FEDERATION_SHARED = /^(react|react-dom|scheduler)$/;

interface KitModule {
  key: string;
  id: string;
  exports: string[];
}

const versions = new Map<string, string>();

/** `@mui/material@9.5.0/Box/Box.mjs` for a file inside node_modules, or null. */
export function kitKey(id: string): { key: string; pkg: string } | null {
  const clean = id.split('?')[0] ?? id;
  const at = clean.lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const rest = clean.slice(at + '/node_modules/'.length).split('/');
  const pkg = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? '');
  const root = clean.slice(0, at + '/node_modules/'.length) + pkg;
  let version = versions.get(root);
  if (!version) {
    version = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string })
      .version;
    versions.set(root, version);
  }
  return { key: `${pkg}@${version}/${clean.slice(root.length + 1)}`, pkg };
}

type Ctx = ThisParameterType<Extract<Plugin['load'], (...args: never[]) => unknown>>;

/** A short registry key: the shell and every remote publish and look up hundreds of them. */
function shortKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 7);
}

/**
 * An entry is a package import (`@mui/material/Box`) or, to stay clear of a barrel that would pull a
 * whole subsystem in, one file of a package (`@mui/material/styles/createTheme.mjs`).
 */
async function resolveEntry(ctx: Ctx, entry: string, importer: string): Promise<string> {
  if (!/\.m?js$/.test(entry)) {
    const resolved = await ctx.resolve(entry, importer);
    if (!resolved) throw new Error(`shared kit: cannot resolve ${entry} from ${importer}`);
    return resolved.id;
  }
  const parts = entry.split('/');
  const pkg = entry.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? entry);
  const manifest = await ctx.resolve(`${pkg}/package.json`, importer);
  if (!manifest) throw new Error(`shared kit: cannot resolve ${pkg} from ${importer}`);
  return path.join(path.dirname(manifest.id), entry.slice(pkg.length + 1));
}

/**
 * The kit's files: a separate, unwritten build bundles every export of the kit's entries, and the
 * ESM files of node_modules that end up in its output (tree-shaken: a barrel's unused re-exports do
 * not count) are the kit, each with all its export names. The shell and every remote compute it
 * from the same entries and the same installed versions, so they agree without reading each other's
 * output. Resolution starts from the shell's package, which depends on every entry.
 */
async function walkKit(): Promise<KitModule[]> {
  const shellRoot = path.join(REPO_ROOT, 'shell');
  const found: KitModule[] = [];
  await build({
    root: shellRoot,
    configFile: false,
    logLevel: 'silent',
    build: { write: false, rolldownOptions: { input: 'portal-kit-walk', onwarn: () => {} } },
    plugins: [
      {
        name: 'portal-kit-walk',
        resolveId: (source) => (source === 'portal-kit-walk' ? '\0portal-kit-walk' : null),
        async load(id) {
          if (id !== '\0portal-kit-walk') return null;
          const importer = path.join(shellRoot, 'index.html');
          const files = await Promise.all(sharedKit.map((entry) => resolveEntry(this, entry, importer)));
          const imports = files.map((file, i) => `import * as e${i} from ${JSON.stringify(file)};`);
          return `${imports.join('\n')}\nglobalThis.portalKitWalk = [${files.map((_, i) => `e${i}`).join(', ')}];`;
        },
        generateBundle(_options, bundle) {
          for (const output of Object.values(bundle)) {
            if (output.type !== 'chunk') continue;
            for (const [id, rendered] of Object.entries(output.modules)) {
              const key = kitKey(id);
              const info = this.getModuleInfo(id);
              if (!key || !info || rendered.renderedLength === 0 || FEDERATION_SHARED.test(key.pkg)) continue;
              const exports = info.exports ?? [];
              // CommonJS (prop-types, react-is) has no static export names: each app keeps its copy.
              if (info.inputFormat !== 'es' || exports.includes('*')) continue;
              found.push({ key: key.key, id, exports });
            }
          }
        },
      },
    ],
  });
  return found.sort((a, b) => a.key.localeCompare(b.key));
}

let kitPromise: Promise<KitModule[]> | undefined;
/** Computed once per process (the e2e redeploy and `pnpm -r build` start several builds). */
const kitModules = () => {
  kitPromise ??= walkKit();
  return kitPromise;
};

/** The identity of the kit this checkout builds (written into every build's info: buildInfo.ts). */
export async function currentKitIdentity(): Promise<string> {
  return kitIdentity(await kitModules(), await sharedPackages());
}

/**
 * The kit's identity: equal in the shell and a remote exactly when both have the same files and the
 * same versions of React and react-dom.
 */
export function kitIdentity(
  modules: readonly KitModule[],
  shared: readonly SharedPackage[],
  lazy = lazyEntries(),
): string {
  const lazyKeys = lazy.map((entry) => `lazy:${entry.name}:${entry.keys.join(',')}`);
  const sharedKeys = shared.filter((entry) => entry.versioned).map((entry) => `shared:${entry.key}`);
  return createHash('sha256')
    .update([...modules.map((m) => m.key), ...lazyKeys, ...sharedKeys].join('\n'))
    .digest('base64url')
    .slice(0, 12);
}

/**
 * The shell side: `virtual:portal-kit` imports the kit's files and publishes them. `publish: false`
 * (the build without federation that scripts/budgets.mjs compares with) makes it an empty module.
 */
export function kitProvider({ publish = true }: { publish?: boolean } = {}): Plugin {
  let modules: KitModule[] = [];
  let shared: SharedPackage[] = [];
  return {
    name: 'portal-kit-provider',
    async buildStart() {
      if (!publish) return;
      modules = await kitModules();
      shared = await sharedPackages();
    },
    resolveId(source) {
      return source === KIT_MODULE_ID ? RESOLVED_KIT_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_KIT_ID) return null;
      const imports = [
        ...modules.map((m, i) => `import * as m${i} from ${JSON.stringify(m.id)};`),
        // The shell's own React, react-dom and contract: the instances its pages already run.
        ...shared.map((p, i) => `import * as s${i} from ${JSON.stringify(p.specifier)};`),
      ];
      const entries = [
        ...modules.map((m, i) => `${JSON.stringify(shortKey(m.key))}:m${i}`),
        ...shared.map((p, i) => `${JSON.stringify(shortKey(p.key))}:s${i}`),
      ];
      // Chunks of the shell's own build, fetched the first time a remote asks (never before).
      const loaders = (publish ? lazyEntries() : []).map(
        (entry) => `${JSON.stringify(entry.name)}: () => import(${JSON.stringify(entry.file)})`,
      );
      return [
        ...imports,
        `const kit = {${entries.join(',')}};`,
        `globalThis[${JSON.stringify(KIT_GLOBAL)}] = kit;`,
        `globalThis[${JSON.stringify(KIT_LAZY_GLOBAL)}] = {${loaders.join(',')}};`,
        `globalThis[${JSON.stringify(KIT_IDENTITY_GLOBAL)}] = ${JSON.stringify(kitIdentity(modules, shared))};`,
        'export default kit;',
      ].join('\n');
    },
  };
}

/** The remote side: the kit's files become proxies of the shell's instances. */
export function kitConsumer(): Plugin {
  const byId = new Map<string, KitModule>();
  const byKey = new Map<string, KitModule>();
  const lazyByFile = new Map(lazyEntries().map((entry) => [entry.file, entry]));
  const sharedBySpecifier = new Map<string, SharedPackage>();
  let identity = '';
  return {
    name: 'portal-kit-consumer',
    enforce: 'pre',
    apply: 'build',
    async buildStart() {
      const modules = await kitModules();
      const shared = await sharedPackages();
      identity = kitIdentity(modules, shared);
      for (const m of modules) {
        byId.set(m.id, m);
        byKey.set(shortKey(m.key), m);
      }
      for (const p of shared) sharedBySpecifier.set(p.specifier, p);
    },
    async resolveId(source, importer, options) {
      if (source === KIT_GET_ID) return KIT_GET_ID;
      if (source.startsWith('\0') || !importer || importer.startsWith(PROXY_PREFIX)) return null;
      // `import 'react'` and `require('react')` alike, from the remote's code or a package's.
      if (sharedBySpecifier.has(source)) return `${SHARED_PROXY_PREFIX}${source}`;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const lazy = resolved && lazyByFile.get(resolved.id);
      if (lazy) return `${LAZY_PROXY_PREFIX}${lazy.name}`;
      const kit = resolved && byId.get(resolved.id);
      return kit ? `${PROXY_PREFIX}${shortKey(kit.key)}` : null;
    },
    load(id) {
      if (id === KIT_GET_ID) return kitGet(identity);
      if (id.startsWith(LAZY_PROXY_PREFIX)) return lazyProxy(id.slice(LAZY_PROXY_PREFIX.length));
      if (id.startsWith(SHARED_PROXY_PREFIX)) {
        const shared = sharedBySpecifier.get(id.slice(SHARED_PROXY_PREFIX.length));
        if (!shared) return null;
        return proxy(shortKey(shared.key), {
          exports: shared.exports,
          // CommonJS: the namespace's `default` is `module.exports` (`import React from 'react'`).
          hasDefault: shared.commonJs,
        });
      }
      if (!id.startsWith(PROXY_PREFIX)) return null;
      const key = id.slice(PROXY_PREFIX.length);
      const kit = byKey.get(key);
      if (!kit) return null;
      return proxy(key, {
        exports: kit.exports.filter((name) => name !== 'default'),
        hasDefault: kit.exports.includes('default'),
      });
    },
  };
}

/**
 * The check every proxy runs first, in one module of the remote (not repeated in each proxy): a shell
 * and a remote built with other versions of React, MUI or emotion must not mix their files, so the
 * remote refuses by name, before anything runs, rather than fail on some missing module later.
 */
function kitGet(identity: string): string {
  const mismatch = `This remote was built against UI kit ${identity}; the portal shell provides `;
  return [
    'export function check() {',
    `  const shellKit = globalThis[${JSON.stringify(KIT_IDENTITY_GLOBAL)}];`,
    `  if (shellKit !== ${JSON.stringify(identity)}) throw Object.assign(new Error(${JSON.stringify(mismatch)} + String(shellKit)), { name: ${JSON.stringify(KIT_MISMATCH)} });`,
    '}',
    'export function get(key) {',
    '  check();',
    `  const m = globalThis[${JSON.stringify(KIT_GLOBAL)}]?.[key];`,
    "  if (!m) throw new Error('The portal shell does not provide kit module ' + key + ' (scripts/vite/kit.ts)');",
    '  return m;',
    '}',
  ].join('\n');
}

/** A remote's stand-in for one of the shell's module instances (`key` in the kit's registry). */
function proxy(
  key: string,
  { exports, hasDefault }: { exports: readonly string[]; hasDefault: boolean },
): string {
  return [
    `import { get } from ${JSON.stringify(KIT_GET_ID)};`,
    `const m = get(${JSON.stringify(key)});`,
    hasDefault ? 'export default m.default;' : '',
    exports.length ? `export const { ${exports.join(', ')} } = m;` : '',
  ].join('\n');
}

/** A remote's stand-in for a lazy entry: the same identity check, then the shell's instance. */
function lazyProxy(name: string): string {
  const missing = `The portal shell does not provide the lazy kit entry "${name}" (scripts/vite/kit.ts)`;
  return [
    `import { check } from ${JSON.stringify(KIT_GET_ID)};`,
    'check();',
    `const load = globalThis[${JSON.stringify(KIT_LAZY_GLOBAL)}]?.[${JSON.stringify(name)}];`,
    `if (!load) throw new Error(${JSON.stringify(missing)});`,
    'const m = await load();',
    'export default m.default;',
  ].join('\n');
}
