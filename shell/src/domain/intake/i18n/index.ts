import { defineLazyNamespace } from '@portal/dashboard-kit/i18n';
import type { en } from './en.ts';

/** The `intake` namespace: each language loads on first use, only the visitor's. */
export const intakeNamespace = defineLazyNamespace<'intake', typeof en>('intake', {
  en: () => import('./en.ts').then((m) => m.en),
  ar: () => import('./ar.ts').then((m) => m.ar),
});
export const useIntakeT = intakeNamespace.useT;
