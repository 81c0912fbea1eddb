/**
 * The visitor's language of the namespaces a route needs, requested at start instead of when the
 * route's page first renders and suspends on them (one round trip less in the load chain). The
 * loaders below import the same modules as the namespaces' own loaders (defineLazyNamespace), so
 * each file is fetched once and the namespace later finds it loaded.
 */
import { isWorkflowSlug, SAMPLE_PREFIX, type WorkflowSlug } from '@portal/shared/catalogue/slugs';
import { PAGE_ROUTES } from './routes.tsx';

const localeFiles = import.meta.glob<unknown>([
  '../../features/*/i18n/en.ts',
  '../../features/*/i18n/ar.ts',
  '../../lib/workspace/i18n/en.ts',
  '../../lib/workspace/i18n/ar.ts',
]);

/** The workflow a path shows (`/sample-<slug>` or `/<slug>`), if any. */
export function workflowOfPath(pathname: string): WorkflowSlug | undefined {
  const path = pathname.replace(/\/+$/, '');
  const slug = path.startsWith(SAMPLE_PREFIX) ? path.slice(SAMPLE_PREFIX.length) : path.slice(1);
  return isWorkflowSlug(slug) ? slug : undefined;
}

/** Namespaces (feature folders, `workspace` for lib/workspace) of the page at `pathname`. */
function namespacesOf(pathname: string): string[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (workflowOfPath(path)) return ['workflows', 'workspace'];
  const page = PAGE_ROUTES.find((spec) => spec.path === path);
  if (!page) return [];
  const feature = page.module.split('/')[0] ?? '';
  return page.access === 'protected' ? [feature, 'workspace'] : [feature];
}

export function preloadLocale(pathname: string, language: string): void {
  for (const namespace of namespacesOf(pathname)) {
    const dir = namespace === 'workspace' ? '../../lib/workspace' : `../../features/${namespace}`;
    localeFiles[`${dir}/i18n/${language}.ts`]?.().catch(() => undefined);
  }
}
