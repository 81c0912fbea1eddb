/**
 * How the shell's build loads a remote: its exposed module as a plain ES module, without the
 * federation runtime.
 *
 * A remote built by @module-federation/vite (scripts/vite/federation.ts) emits `mf-manifest.json`,
 * which names the exposed module's own file (`exposes[].module`, e.g. `assets/dashboards-<hash>.js`)
 * and the files it imports. The shell imports that file directly. The remote's code takes React,
 * react-dom and @portal/contract, like MUI, emotion and i18next, from the shell's instances that the
 * kit publishes (scripts/vite/kit.ts), behind a check of the kit's identity, so it imports nothing of
 * the runtime: neither `remoteEntry.js` (which stays in the build for other hosts) nor the runtime
 * (~24 KB gzip per remote: docs/performance.md, "The federation runtime, per remote") is downloaded.
 * e2e/architecture.spec.ts checks one React instance and no runtime file on a dashboard.
 */
// Publishes the shared UI kit (the shell's own React, MUI, emotion and i18next module instances)
// before the first remote runs: scripts/vite/kit.ts. Here rather than in the framed layout, so that
// pages which never show a dashboard (/login, /settings) do not download it.
import 'virtual:portal-kit';

interface Expose {
  name?: string;
  path?: string;
  /** Added by scripts/vite/federation.ts (`exposedModuleFiles`): the module's file and its imports. */
  module?: { file?: string; imports?: string[]; chunks?: Record<string, string[]> };
}

interface Manifest {
  metaData?: { publicPath?: string };
  exposes?: Expose[];
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
 * `<link rel="modulepreload">` for the files the exposed module imports (and for the wished
 * dashboard's and language's chunks with their imports), so they download in parallel with the module instead of one
 * after the other (module, then its imports, then the dashboard). The browser keeps each in its
 * module map, and the import that needs it later finds it there.
 */
function preload(expose: Expose, base: string, wish: PreloadWish): void {
  const wished = [wish.dashboard, wish.language].filter((name) => name !== undefined);
  const chunk = wished.length > 0 ? new RegExp(`(^|/)(${wished.join('|')})-[\\w-]+\\.js$`) : null;
  const chunks = Object.entries(expose.module?.chunks ?? {}).filter(([file]) => chunk?.test(file));
  const files = [
    ...(expose.module?.imports ?? []),
    ...chunks.flatMap(([file, imports]) => [file, ...imports]),
  ];
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
 * The URL of the exposed module's file. The remote map points at the remote's `mf-manifest.json`,
 * read fresh every time, so a redeployed remote is found at once.
 */
async function moduleUrl(manifestUrl: string, wish: PreloadWish): Promise<string> {
  if (!/\.json(?:[?#]|$)/.test(manifestUrl)) {
    throw new Error(`${manifestUrl}: the shell loads a remote from its mf-manifest.json`);
  }
  const response = await fetch(manifestUrl, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`manifest ${manifestUrl} answered ${response.status}`);
  const { metaData, exposes } = (await response.json()) as Manifest;
  const expose = exposes?.find((e) => e.path === wish.exposedModule || `./${e.name}` === wish.exposedModule);
  if (!expose) throw new Error(`${manifestUrl} exposes no ${wish.exposedModule}`);
  const file = expose.module?.file;
  if (!file) {
    // A remote built before the shell loaded plain ES modules (or by another build) would need the
    // federation runtime: refused as one built against another kit, which it is ("needs an update").
    const message = `${manifestUrl} names no ES module file for ${wish.exposedModule}: built for another shell`;
    throw Object.assign(new Error(message), { name: 'KitMismatchError' });
  }
  // publicPath "auto" (remotes build with base './'): the files sit next to the manifest.
  const base =
    metaData?.publicPath && metaData.publicPath !== 'auto'
      ? new URL(metaData.publicPath, manifestUrl).href
      : manifestUrl;
  preload(expose, base, wish);
  return new URL(file, base).href;
}

/**
 * Loads `exposedModule` ('./dashboards') of the remote whose manifest is at `manifestUrl`. Nothing is
 * cached here on failure: the browser does not keep a failed module fetch, so calling again is a
 * real retry. A remote built against another kit (React, MUI, emotion) throws its KitMismatchError
 * while its module is evaluated.
 */
export async function loadExposed(
  manifestUrl: string,
  exposedModule: string,
  { dashboard, language }: { dashboard?: string; language?: string } = {},
): Promise<unknown> {
  const url = await moduleUrl(manifestUrl, { exposedModule, dashboard, language });
  return import(/* @vite-ignore */ url);
}
