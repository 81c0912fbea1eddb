import { ar } from './ar.ts';
import { defineNamespace } from './define.ts';
import { en } from './en.ts';

/** The namespace of the dashboard building blocks, shared enum labels, tabs and columns. */
export const UI_NAMESPACE = 'ui';
export const uiMessages = { en, ar };
// Pure on purpose: an app that only needs the helpers above (the shell's i18n setup, the landing
// page) must not carry the toolkit's texts in both languages.
export const uiNamespace = /* @__PURE__ */ defineNamespace(UI_NAMESPACE, en, ar);

/** Translations of the building blocks (registers the `ui` namespace if the shell has not yet). */
export function useUiTranslation() {
  return uiNamespace.useT();
}
