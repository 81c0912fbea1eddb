import { defineNamespace } from '@portal/dashboard-kit/i18n';
import { ar } from './ar.ts';
import { en } from './en.ts';

/** The family's namespace is named after the family (contract: RemoteModule.messages). */
export const financeNamespace = defineNamespace('finance', en, ar);
export const useFinanceTranslation = financeNamespace.useT;
