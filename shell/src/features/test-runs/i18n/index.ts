import { defineLazyNamespace } from '@portal/dashboard-kit/i18n';
import type { en } from './en.ts';

/** The `testRuns` namespace: each language loads on first use, only the visitor's. */
export const testRunsNamespace = defineLazyNamespace<'testRuns', typeof en>('testRuns', {
  en: () => import('./en.ts').then((m) => m.en),
  ar: () => import('./ar.ts').then((m) => m.ar),
});
export const useTestRunsT = testRunsNamespace.useT;
