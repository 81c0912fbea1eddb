import { ar } from './ar.ts';
import { en } from './en.ts';
import { createNamespaceHook, type Messages } from './namespace.ts';

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

/** The namespace of the dashboard building blocks. */
export const UI_NAMESPACE = 'ui';
export const uiMessages: Messages = { en, ar };

/** Translations of the building blocks (registers the `ui` namespace if the shell has not yet). */
export const useUiTranslation = createNamespaceHook(UI_NAMESPACE, uiMessages);
