import { defineLazyNamespace } from '@portal/dashboard-kit/i18n';
import type { en } from './en.ts';

/** The `messages` namespace: each language loads on first use, only the visitor's. */
export const messagesNamespace = defineLazyNamespace<'messages', typeof en>('messages', {
  en: () => import('./en.ts').then((m) => m.en),
  ar: () => import('./ar.ts').then((m) => m.ar),
});
export const useMessagesT = messagesNamespace.useT;
