import { defineLazyNamespace, useLazyNamespace } from './define.ts';
import type { en } from './en.ts';

/** The namespace of the dashboard building blocks, shared enum labels, tabs and columns. */
export const UI_NAMESPACE = 'ui';

/**
 * The `ui` texts, one language at a time, like a family's namespace: the shell loads the page's
 * language from its own copy of the kit before a remote's dashboard renders
 * (shell/src/federation/loadFamily.ts). Only the shell (and tests) reference it, so a remote's build
 * carries neither the texts nor their loaders. Pure on purpose: an app that only needs the helpers of
 * this entry (the landing page) must not carry the loaders.
 */
export const uiNamespace = /* @__PURE__ */ defineLazyNamespace(UI_NAMESPACE, {
  en: async () => (await import('./en.ts')).en,
  ar: async () => (await import('./ar.ts')).ar,
});

/** Translations of the building blocks (the `ui` namespace, which the shell loads before a dashboard renders). */
export function useUiTranslation() {
  return useLazyNamespace<typeof en>(UI_NAMESPACE);
}
