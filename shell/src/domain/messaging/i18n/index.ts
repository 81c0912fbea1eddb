import { defineLazyNamespace } from '@portal/dashboard-kit/i18n';
import type { en } from './en.ts';

/** The `attachments` namespace: each language loads on first use, only the visitor's. */
export const attachmentsNamespace = defineLazyNamespace<'attachments', typeof en>('attachments', {
  en: () => import('./en.ts').then((m) => m.en),
  ar: () => import('./ar.ts').then((m) => m.ar),
});
export const useAttachmentsT = attachmentsNamespace.useT;
