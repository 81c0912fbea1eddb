/**
 * The rag family's i18n namespace, named after the family (the contract's RemoteModule.messages), one
 * module per language (the shell loads the page's language only): `t` accepts only keys that exist in
 * English, and Arabic has every key with its plural forms.
 */
import { defineLazyNamespace, type MessageKey } from '@portal/dashboard-kit/i18n';
import type { PagesKit } from '@portal/dashboard-kit/ui';
import type { en } from './en.ts';

export const ragNamespace = defineLazyNamespace('rag', {
  en: async () => (await import('./en.ts')).en,
  ar: async () => (await import('./ar.ts')).ar,
});
export const useRagT = ragNamespace.useT;

/** What a rag View's pages are given (see pagesView): `function supportPages(data, { t, f }: RagPagesKit)`. */
export type RagPagesKit = PagesKit<MessageKey<typeof en>>;
