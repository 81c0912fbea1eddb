import { defineLazyNamespace } from '@portal/dashboard-kit/i18n';
import type { en } from './en.ts';

/** The `marketing` namespace: each language loads on first use, only the visitor's. */
export const marketingNamespace = defineLazyNamespace<'marketing', typeof en>('marketing', {
  en: () => import('./en.ts').then((m) => m.en),
  ar: () => import('./ar.ts').then((m) => m.ar),
});
export const useMarketingT = marketingNamespace.useT;
