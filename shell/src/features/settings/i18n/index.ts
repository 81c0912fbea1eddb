import { defineLazyNamespace } from '@portal/dashboard-kit/i18n';
import type { en } from './en.ts';

/** The `settings` namespace: each language loads on first use, only the visitor's. */
export const settingsNamespace = defineLazyNamespace<'settings', typeof en>('settings', {
  en: () => import('./en.ts').then((m) => m.en),
  ar: () => import('./ar.ts').then((m) => m.ar),
});
export const useSettingsT = settingsNamespace.useT;
