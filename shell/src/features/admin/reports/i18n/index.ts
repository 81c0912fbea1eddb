import { defineLazyNamespace } from '@portal/dashboard-kit/i18n';
import type { en } from './en.ts';

/** The `adminReports` namespace: each language loads on first use, only the visitor's. */
export const adminReportsNamespace = defineLazyNamespace<'adminReports', typeof en>('adminReports', {
  en: () => import('./en.ts').then((m) => m.en),
  ar: () => import('./ar.ts').then((m) => m.ar),
});
export const useAdminReportsT = adminReportsNamespace.useT;
