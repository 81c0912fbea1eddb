import { defineLazyNamespace } from '@portal/dashboard-kit/i18n';
import type { en } from './en.ts';

/** The `navigation` namespace: each language loads on first use, only the visitor's. */
export const navigationNamespace = defineLazyNamespace<'navigation', typeof en>('navigation', {
  en: () => import('./en.ts').then((m) => m.en),
  ar: () => import('./ar.ts').then((m) => m.ar),
});
export const useNavigationT = navigationNamespace.useT;
