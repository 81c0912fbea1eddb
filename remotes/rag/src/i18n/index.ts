/**
 * The rag family's i18n namespace, named after the family (the contract's RemoteModule.messages):
 * `t` accepts only keys that exist in English, and Arabic has every key with its plural forms.
 */
import { defineNamespace, type MessageKey } from '@portal/dashboard-kit/i18n';
import type { PagesKit } from '@portal/dashboard-kit/ui';
import { ar } from './ar.ts';
import { en } from './en.ts';

export const ragNamespace = defineNamespace('rag', en, ar);
export const useRagT = ragNamespace.useT;

/** What a rag View's pages are given (see pagesView): `function supportPages(data, { t, f }: RagPagesKit)`. */
export type RagPagesKit = PagesKit<MessageKey<typeof en>>;
