import { defineLazyNamespace } from '@portal/dashboard-kit/i18n';
import type { en } from './en.ts';

/** The `workflowManager` namespace: each language loads on first use, only the visitor's. */
export const workflowManagerNamespace = defineLazyNamespace<'workflowManager', typeof en>('workflowManager', {
  en: () => import('./en.ts').then((m) => m.en),
  ar: () => import('./ar.ts').then((m) => m.ar),
});
export const useWorkflowManagerT = workflowManagerNamespace.useT;
