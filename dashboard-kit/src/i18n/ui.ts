import { defineLazyNamespace } from './define.ts';

/** The namespace of the dashboard building blocks, shared enum labels, tabs and columns. */
export const UI_NAMESPACE = 'ui';
/**
 * One language at a time, like a family's namespace: the shell loads the page's language with a
 * remote's texts (shell/src/federation/loadFamily.ts), from its own copy of the kit. Pure on purpose:
 * an app that only needs the helpers of this entry (the landing page) must not carry the loaders.
 */
export const uiNamespace = /* @__PURE__ */ defineLazyNamespace(UI_NAMESPACE, {
  en: async () => (await import('./en.ts')).en,
  ar: async () => (await import('./ar.ts')).ar,
});

/** Translations of the building blocks (the `ui` namespace, loaded by the shell before a dashboard renders). */
export function useUiTranslation() {
  return uiNamespace.useT();
}
