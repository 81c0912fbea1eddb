import { defineLazyNamespace, type MessageKey } from '@portal/dashboard-kit/i18n';
import type { PagesKit } from '@portal/dashboard-kit/ui';
import type { en } from './en.ts';

/**
 * The family's namespace is named after the family (contract: RemoteModule.messages), one module per
 * language: the shell loads the page's language only.
 */
export const hrNamespace = defineLazyNamespace('hr', {
  en: async () => (await import('./en.ts')).en,
  ar: async () => (await import('./ar.ts')).ar,
});
export const useHrTranslation = hrNamespace.useT;

/** What an hr View's pages are given (see pagesView): `function jobPages(data, { t, f }: HrPagesKit)`. */
export type HrPagesKit = PagesKit<MessageKey<typeof en>>;
