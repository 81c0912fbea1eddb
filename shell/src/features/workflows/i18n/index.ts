import { defineLazyNamespace } from '@portal/dashboard-kit/i18n';
import type { en } from './en.ts';

/** The `workflows` namespace: each language loads on first use, only the visitor's. */
export const workflowsNamespace = defineLazyNamespace<'workflows', typeof en>('workflows', {
  en: () => import('./en.ts').then((m) => m.en),
  ar: () => import('./ar.ts').then((m) => m.ar),
});
export const useWorkflowsT = workflowsNamespace.useT;
