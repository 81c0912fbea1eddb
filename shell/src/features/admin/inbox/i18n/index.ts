import { defineLazyNamespace } from '@portal/dashboard-kit/i18n';
import type { en } from './en.ts';

/** The `adminInbox` namespace: each language loads on first use, only the visitor's. */
export const adminInboxNamespace = defineLazyNamespace<'adminInbox', typeof en>('adminInbox', {
  en: () => import('./en.ts').then((m) => m.en),
  ar: () => import('./ar.ts').then((m) => m.ar),
});
export const useAdminInboxT = adminInboxNamespace.useT;
