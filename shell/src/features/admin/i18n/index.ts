import { defineLazyNamespace } from '@portal/dashboard-kit/i18n';
import type { en } from './en.ts';

/** The `admin` namespace: each language loads on first use, only the visitor's. */
export const adminNamespace = defineLazyNamespace<'admin', typeof en>('admin', {
  en: () => import('./en.ts').then((m) => m.en),
  ar: () => import('./ar.ts').then((m) => m.ar),
});
export const useAdminT = adminNamespace.useT;
