import { defineLazyNamespace } from '@portal/dashboard-kit/i18n';
import type { en } from './en.ts';

/**
 * The `testRunPanel` namespace: a run's steps and output, which only the run's panel shows. Each
 * language loads on first use, with the panel's code (TestWorkflowExecutionPage's loadRunPanel).
 */
export const testRunPanelNamespace = defineLazyNamespace<'testRunPanel', typeof en>('testRunPanel', {
  en: () => import('./en.ts').then((m) => m.en),
  ar: () => import('./ar.ts').then((m) => m.ar),
});
export const useTestRunPanelT = testRunPanelNamespace.useT;
