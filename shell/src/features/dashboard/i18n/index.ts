import { defineLazyNamespace } from '@portal/dashboard-kit/i18n';
import type { en } from './en.ts';

/** The `dashboard` namespace: each language loads on first use, only the visitor's. */
export const dashboardNamespace = defineLazyNamespace<'dashboard', typeof en>('dashboard', {
  en: () => import('./en.ts').then((m) => m.en),
  ar: () => import('./ar.ts').then((m) => m.ar),
});
export const useDashboardT = dashboardNamespace.useT;
