import { defineLazyNamespace } from '@portal/dashboard-kit/i18n';
import type { en } from './en.ts';

/** The `workspace` namespace: each language loads on first use, only the visitor's. */
export const workspaceNamespace = defineLazyNamespace<'workspace', typeof en>('workspace', {
  en: () => import('./en.ts').then((m) => m.en),
  ar: () => import('./ar.ts').then((m) => m.ar),
});
export const useWorkspaceT = workspaceNamespace.useT;
