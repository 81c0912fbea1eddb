import { defineLazyNamespace } from '@portal/dashboard-kit/i18n';
import type { en } from './en.ts';

/** The `auth` namespace: each language loads on first use, only the visitor's. */
export const authNamespace = defineLazyNamespace<'auth', typeof en>('auth', {
  en: () => import('./en.ts').then((m) => m.en),
  ar: () => import('./ar.ts').then((m) => m.ar),
});
export const useAuthT = authNamespace.useT;
