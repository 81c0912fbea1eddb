import { defineLazyNamespace } from '@portal/dashboard-kit/i18n';
import type { en } from './en.ts';

/** The `marketplace` namespace: each language loads on first use, only the visitor's. */
export const marketplaceNamespace = defineLazyNamespace<'marketplace', typeof en>('marketplace', {
  en: () => import('./en.ts').then((m) => m.en),
  ar: () => import('./ar.ts').then((m) => m.ar),
});
export const useMarketplaceT = marketplaceNamespace.useT;
