/**
 * A route's texts in the visitor's language, loaded with the route's code, before its page first
 * renders. A page whose texts are not loaded yet suspends on them: the frame shows the page's loader,
 * and React then holds the page back for its Suspense fallback throttle (300 ms) even when the texts
 * arrive a moment later. /sample-lead-generation's heading painted 300 ms after the frame, with every
 * file it needed long downloaded; loaded this way, both paint together (Lighthouse 91 → 94, LCP
 * 3,040 → 2,751 ms, five paired runs).
 *
 * Importing a namespace's module registers its loaders (defineLazyNamespace); i18next then loads the
 * active language through them, so the page finds its namespaces loaded and renders at once.
 */
import type { i18n as I18n } from 'i18next';

const namespaceModules = import.meta.glob<Record<string, unknown>>([
  '../../features/*/i18n/index.ts',
  '../../features/*/*/i18n/index.ts',
  '../../domain/workspace/i18n/index.ts',
  '../../domain/session/i18n/index.ts',
]);

/** The lazy namespaces a module exports (what defineLazyNamespace returns: a `name` and a `useT`). */
function namespaceNames(module: Record<string, unknown>): string[] {
  return Object.values(module).flatMap((value) =>
    typeof value === 'object' &&
    value !== null &&
    'useT' in value &&
    'name' in value &&
    typeof value.name === 'string'
      ? [value.name]
      : [],
  );
}

/**
 * The namespaces two or more features share live in domain/ (the workspace's, and the account's `auth`,
 * which the sign-in pages and the settings' security section both show).
 */
const DOMAIN_TEXTS: Readonly<Record<string, string>> = { workspace: 'workspace', auth: 'session' };

/** Where a text folder lives: under features/, or under domain/ for the shared namespaces. */
export const textsDir = (folder: string): string => {
  const domain = DOMAIN_TEXTS[folder];
  return domain ? `../../domain/${domain}` : `../../features/${folder}`;
};

/**
 * Loads the namespaces defined in these folders (under features/, or under domain/: textsDir).
 * Never fails: a page whose texts could not be loaded here asks for them itself when it renders.
 */
export async function loadRouteTexts(i18n: I18n, folders: readonly string[]): Promise<void> {
  await Promise.all(
    folders.map(async (folder) => {
      const module = await namespaceModules[`${textsDir(folder)}/i18n/index.ts`]?.();
      if (module) await i18n.loadNamespaces(namespaceNames(module));
    }),
  ).catch(() => undefined);
}
