import { defineLazyNamespace, uiNamespace } from '@portal/dashboard-kit/i18n';
import type { en } from './en.ts';

/** The `adminInbox` namespace: each language loads on first use, only the visitor's. */
export const adminInboxNamespace = defineLazyNamespace<'adminInbox', typeof en>('adminInbox', {
  en: () => import('./en.ts').then((m) => m.en),
  ar: () => import('./ar.ts').then((m) => m.ar),
});
export const useAdminInboxT = adminInboxNamespace.useT;

/**
 * The kit's `ui` texts, which this page's first tab (a DataTable) reads: exported here so that the
 * route loads them with its own before the page renders (app/routing/routeTexts.ts). The tables of
 * other pages' later tabs (/admin, /admin/reports) load them when the tab opens, behind its loader.
 */
export { uiNamespace };
