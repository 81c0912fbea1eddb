import type { FamilyId } from '@portal/shared/catalogue';
import { createNamespaceHook, type Messages } from '@portal/shared/i18n';
import { ar } from './ar.ts';
import { en } from './en.ts';

/** The family's i18n namespace is named after the family (contract: RemoteModule.messages). */
export const SALES_NAMESPACE = 'sales' satisfies FamilyId;
export const salesMessages: Messages = { en, ar };

/** useTranslation('sales'), registering the namespace first if the shell has not yet. */
export const useSalesTranslation = createNamespaceHook(SALES_NAMESPACE, salesMessages);
