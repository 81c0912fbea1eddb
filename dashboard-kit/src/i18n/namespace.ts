/**
 * Namespaces that bring their own messages. The shell registers every namespace it knows at start (and
 * a remote's `messages` when it loads it), but a component must never show raw keys because a bundle
 * arrived late, so each namespace hook also adds its bundles to the shared i18next instance on first
 * use, silently (no store event, so no re-render of other components in the middle of a render).
 */

import type { Locale, Resource } from '@portal/contract';
import type { i18n as I18n } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext, useTranslation } from 'react-i18next';

export type Messages = Record<Locale, Resource>;

export const LOCALES: readonly Locale[] = ['en', 'ar'];

/** Adds the namespace's bundles in both languages unless they are there already. */
export function registerMessages(i18n: I18n, namespace: string, messages: Messages): void {
  for (const lng of LOCALES) {
    if (!i18n.hasResourceBundle(lng, namespace)) {
      i18n.addResourceBundle(lng, namespace, messages[lng], true, false, { silent: true, skipCopy: false });
    }
  }
}

/** A `useTranslation(namespace)` that first makes sure the namespace's messages are registered. */
export function createNamespaceHook(namespace: string, messages: Messages) {
  return function useNamespaceTranslation() {
    const i18n = useContext(I18nContext)?.i18n ?? getI18n();
    if (i18n) registerMessages(i18n, namespace, messages);
    return useTranslation(namespace);
  };
}
