/**
 * The shell's side of the Module Federation container protocol, without the federation runtime.
 *
 * A remote built by @module-federation/vite is an ES module (`remoteEntry.js`) that exports
 * `init(shareScope)` and `get(exposedModule)`, and brings its own copy of the federation runtime. A
 * host only has to hand every remote one share scope holding the singletons it provides, already
 * loaded (scripts/vite/federation.ts generates the list from federation.config.ts): the remote's
 * runtime then takes React, react-dom and @portal/contract from the shell instead of its own copies
 * (e2e/architecture.spec.ts checks that). Doing this directly instead of through
 * @module-federation/runtime and the Vite plugin keeps ~35 KB gzip of federation code out of the
 * shell (scripts/budgets.mjs): the shell never consumes shared modules, so it needs none of it.
 */
// Publishes the shared UI kit (the shell's own MUI, emotion and i18next module instances) before the
// first remote runs: scripts/vite/kit.ts. Here rather than in the framed layout, so that pages which
// never show a dashboard (/login, /settings) do not download it.
import 'virtual:portal-kit';
import providers from 'virtual:portal-shared-providers';

const HOST_NAME = 'portal_shell';

/** One provider of a shared package, in the shape the federation runtime keeps in a share scope. */
interface SharedProvider {
  name: string;
  version: string;
  from: string;
  scope: string[];
  loaded: true;
  lib: () => object;
  get: () => Promise<() => object>;
  shareConfig: { singleton: true; requiredVersion: string | false; strictVersion: false; eager: false };
  strategy: 'loaded-first';
  useIn: string[];
  deps: string[];
}

/** package → version → provider: the 'default' share scope. */
type ShareScope = Record<string, Record<string, SharedProvider>>;

interface RemoteContainer {
  init(shareScope: ShareScope, initScope?: unknown[]): unknown;
  get(exposedModule: string): Promise<() => unknown>;
}

let scope: ShareScope | undefined;

/**
 * Every remote gets the same scope object, so they also see what the others registered; a remote's
 * own copies register next to the shell's and lose (singletons, the loaded provider first).
 */
function shareScope(): ShareScope {
  if (!scope) {
    scope = {};
    for (const provider of providers) {
      // Marked as an ES module, as @module-federation/vite marks its own: a consumer then takes
      // `default` as the default export (@emotion/styled) instead of the whole namespace.
      const module = Object.defineProperty({ ...provider.module }, '__esModule', { value: true });
      const lib = () => module;
      scope[provider.name] = {
        [provider.version]: {
          name: provider.name,
          version: provider.version,
          from: HOST_NAME,
          scope: ['default'],
          loaded: true,
          lib,
          get: () => Promise.resolve(lib),
          shareConfig: {
            singleton: true,
            requiredVersion: provider.requiredVersion,
            strictVersion: false,
            eager: false,
          },
          strategy: 'loaded-first',
          useIn: [],
          deps: [],
        },
      };
    }
  }
  return scope;
}

interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string; type?: string } };
  exposes?: { name?: string; path?: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
}

/** What to fetch ahead of the entry: the exposed module, and the chunk of one dashboard if known. */
export interface PreloadWish {
  exposedModule: string;
  /** A dashboard's slug: its chunk (`assets/<slug>-<hash>.js` in the manifest) is fetched too. */
  dashboard?: string;
  /**
   * The page's language: the family's texts in it (`assets/<language>-<hash>.js`, the chunk of its
   * `i18n/<language>.ts`, which RemoteModule.messages loads) are fetched too.
   */
  language?: string;
}

const preloaded = new Set<string>();

/**
 * `<link rel="modulepreload">` for the files the manifest lists for the exposed module (and for the
 * wished dashboard's chunk), so they download in parallel with `remoteEntry.js` instead of one after
 * the other (entry, then init, then `./dashboards`, then the dashboard). The browser keeps each in its
 * module map, and the import that needs it later finds it there.
 */
function preloadFromManifest(manifest: Manifest, base: string | URL, wish: PreloadWish): void {
  const exposed = manifest.exposes?.find(
    (e) => e.path === wish.exposedModule || `./${e.name}` === wish.exposedModule,
  );
  const js = exposed?.assets?.js;
  if (!js) return;
  const wished = [wish.dashboard, wish.language].filter((name) => name !== undefined);
  const chunk = wished.length > 0 ? new RegExp(`(^|/)(${wished.join('|')})-[\\w-]+\\.js$`) : null;
  const files = [...(js.sync ?? []), ...(js.async ?? []).filter((file) => chunk?.test(file))];
  for (const file of files) {
    const href = new URL(file, base).href;
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * The URL of the remote's entry. The remote map points at `mf-manifest.json` (or straight at the
 * entry); the manifest is read fresh every time, so a redeployed remote is found at once.
 */
async function entryUrl(entry: string, wish: PreloadWish): Promise<string> {
  if (!/\.json(?:[?#]|$)/.test(entry)) return entry;
  const response = await fetch(entry, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`manifest ${entry} answered ${response.status}`);
  const { metaData, exposes } = (await response.json()) as Manifest;
  const remoteEntry = metaData?.remoteEntry;
  if (!remoteEntry?.name) throw new Error(`${entry} is not a Module Federation manifest`);
  if (remoteEntry.type && remoteEntry.type !== 'module') {
    throw new Error(`${entry}: the shell loads ES module entries only, not "${remoteEntry.type}"`);
  }
  // publicPath "auto" (remotes build with base './'): the files sit next to the manifest.
  const base =
    metaData?.publicPath && metaData.publicPath !== 'auto' ? new URL(metaData.publicPath, entry) : entry;
  const dir = remoteEntry.path ? `${remoteEntry.path.replace(/\/$/, '')}/` : '';
  preloadFromManifest({ metaData, exposes }, base, wish);
  return new URL(`${dir}${remoteEntry.name}`, base).href;
}

const initialized = new WeakMap<object, Promise<unknown>>();

/**
 * Loads `exposedModule` ('./dashboards') of the remote at `entry`. Nothing is cached here on failure:
 * the browser does not keep a failed module fetch, so calling again is a real retry.
 */
export async function loadExposed(
  entry: string,
  exposedModule: string,
  { dashboard, language }: { dashboard?: string; language?: string } = {},
): Promise<unknown> {
  const url = await entryUrl(entry, { exposedModule, dashboard, language });
  const container = (await import(/* @vite-ignore */ url)) as Partial<RemoteContainer>;
  if (typeof container.init !== 'function' || typeof container.get !== 'function') {
    throw new Error(`${url} is not a Module Federation remote entry`);
  }
  const { init, get } = container as RemoteContainer;
  let ready = initialized.get(container);
  if (!ready) {
    ready = Promise.resolve(init(shareScope(), []));
    initialized.set(container, ready);
    ready.catch(() => initialized.delete(container));
  }
  await ready;
  const factory = await get(exposedModule);
  const exposed = factory();
  await sharedModulesArrived();
  return exposed;
}

/**
 * A remote's shared modules (React's JSX runtime among them) are bound when its share chunk runs, and
 * that chunk first runs while `get` loads the exposed module: the shares it still waits for are in a
 * global list of @module-federation/vite that `get` checked before. A dashboard chunk evaluated before
 * they arrive finds `jsx` undefined ("h is not a function", seen on a busy machine), and a module that
 * failed to evaluate stays failed: so the exposed module is handed out only once the list is empty.
 */
async function sharedModulesArrived() {
  const cache = (globalThis as { __mf_module_cache__?: { pendingShareLoads?: Promise<unknown>[] } })
    .__mf_module_cache__;
  for (let round = 0; round < 10 && cache?.pendingShareLoads?.length; round += 1) {
    await Promise.all([...cache.pendingShareLoads]);
  }
}
