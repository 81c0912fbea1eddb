import { defineLazyNamespace } from '@portal/dashboard-kit/i18n';
import type { en } from './en.ts';

/** The `reports` namespace: each language loads on first use, only the visitor's. */
export const reportsNamespace = defineLazyNamespace<'reports', typeof en>('reports', {
  en: () => import('./en.ts').then((m) => m.en),
  ar: () => import('./ar.ts').then((m) => m.ar),
});
export const useReportsT = reportsNamespace.useT;
