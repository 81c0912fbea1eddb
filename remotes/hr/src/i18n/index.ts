import { defineNamespace, type MessageKey } from '@portal/dashboard-kit/i18n';
import type { PagesKit } from '@portal/dashboard-kit/ui';
import { ar } from './ar.ts';
import { en } from './en.ts';

/** The family's namespace is named after the family (contract: RemoteModule.messages). */
export const hrNamespace = defineNamespace('hr', en, ar);
export const useHrTranslation = hrNamespace.useT;

/** What an hr View's pages are given (see pagesView): `function jobPages(data, { t, f }: HrPagesKit)`. */
export type HrPagesKit = PagesKit<MessageKey<typeof en>>;
