/**
 * The visitor's language of the namespaces a route needs, requested at start, before the route's
 * code (which loads them into i18next, routeTexts.ts) has even arrived: one round trip less in the
 * load chain. The loaders below import the same modules as the namespaces' own loaders
 * (defineLazyNamespace), so each file is fetched once.
 */
import { isWorkflowSlug, SAMPLE_PREFIX, type WorkflowSlug } from '@portal/contract/slugs';
import { PAGE_ROUTES, textFolders, workflowTextFolders } from './routes.tsx';
import { textsDir } from './routeTexts.ts';

const localeFiles = import.meta.glob<unknown>([
  '../../features/*/i18n/en.ts',
  '../../features/*/i18n/ar.ts',
  '../../features/*/*/i18n/en.ts',
  '../../features/*/*/i18n/ar.ts',
  '../../domain/workspace/i18n/en.ts',
  '../../domain/workspace/i18n/ar.ts',
  '../../domain/session/i18n/en.ts',
  '../../domain/session/i18n/ar.ts',
]);

/** The workflow a path shows (`/sample-<slug>` or `/<slug>`), if any. */
export function workflowOfPath(pathname: string): WorkflowSlug | undefined {
  const path = pathname.replace(/\/+$/, '');
  const slug = path.startsWith(SAMPLE_PREFIX) ? path.slice(SAMPLE_PREFIX.length) : path.slice(1);
  return isWorkflowSlug(slug) ? slug : undefined;
}

/** The folders of the texts of the page at `pathname` (routes.tsx, textFolders). */
function textFoldersOf(pathname: string): readonly string[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (workflowOfPath(path)) return workflowTextFolders(path.startsWith(SAMPLE_PREFIX) ? 'sample' : 'live');
  const page = PAGE_ROUTES.find((spec) => spec.path === path);
  return page ? textFolders(page) : [];
}

export function preloadLocale(pathname: string, language: string): void {
  for (const folder of textFoldersOf(pathname)) {
    localeFiles[`${textsDir(folder)}/i18n/${language}.ts`]?.().catch(() => undefined);
  }
}
