export {
  type Arabic,
  defineLazyNamespace,
  defineNamespace,
  lazyNamespaceLoader,
  loadLazyNamespaces,
  type MessageKey,
} from './define.ts';
export { isolate } from './isolate.ts';
export { keyPaths, pluralBasesWithoutOther } from './keys.ts';
export { toLocale, useFormatters, useLocale } from './locale.ts';
export { type Messages, registerMessages } from './namespace.ts';
export { addNumberFormat } from './numbers.ts';
export { UI_NAMESPACE, uiNamespace, useUiTranslation } from './ui.ts';
