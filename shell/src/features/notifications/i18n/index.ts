import { defineLazyNamespace } from '@portal/dashboard-kit/i18n';
import type { en } from './en.ts';

/** The `notifications` namespace: each language loads on first use, only the visitor's. */
export const notificationsNamespace = defineLazyNamespace<'notifications', typeof en>('notifications', {
  en: () => import('./en.ts').then((m) => m.en),
  ar: () => import('./ar.ts').then((m) => m.ar),
});
export const useNotificationsT = notificationsNamespace.useT;
