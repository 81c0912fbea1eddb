import { ar } from './ar.ts';
import { defineNamespace } from './define.ts';
import { en } from './en.ts';

export {
  type Arabic,
  defineNamespace,
  type MessageKey,
  type Namespace,
  registerNamespace,
  type TypedT,
} from './define.ts';
export { keyPaths, pluralBasesWithoutOther } from './keys.ts';
export { toLocale, useFormatters, useLocale } from './locale.ts';
export { createNamespaceHook, LOCALES, type Messages, registerMessages } from './namespace.ts';

/** The namespace of the dashboard building blocks, shared enum labels, tabs and columns. */
export const uiNamespace = defineNamespace('ui', en, ar);
export const UI_NAMESPACE = uiNamespace.name;
export const uiMessages = uiNamespace.messages;

/** Translations of the building blocks (registers the `ui` namespace if the shell has not yet). */
export const useUiTranslation = uiNamespace.useT;
