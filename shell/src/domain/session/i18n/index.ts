import { defineLazyNamespace, type MessageKey } from '@portal/dashboard-kit/i18n';
import type { en } from './en.ts';

/**
 * The `auth` namespace, the account's texts: the sign-in pages' and the settings' security section's
 * (features/auth and features/settings). Each language loads on first use, only the visitor's.
 */
export const authNamespace = defineLazyNamespace<'auth', typeof en>('auth', {
  en: () => import('./en.ts').then((m) => m.en),
  ar: () => import('./ar.ts').then((m) => m.ar),
});
export const useAuthT = authNamespace.useT;

/** A key of the `auth` namespace (what a form keeps to show later). */
export type AuthKey = MessageKey<typeof en>;
