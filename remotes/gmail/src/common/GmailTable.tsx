import { familyColumns, familyTable, familyTableTab } from '@portal/dashboard-kit/ui';
import type { en } from '../i18n/en.ts';
import { useGmailTranslation } from '../i18n/index.ts';

/** The family's tables, each with a title (`tables.<name>`) and an empty message (`empty.<name>`). */
export const GmailTable = familyTable<keyof typeof en.tables & keyof typeof en.empty>(useGmailTranslation);

/**
 * A tab that is one of the family's email tables, the latest received first unless its options say
 * otherwise: `emailTab('threads', t('tabs.threads'), 'threads', rows, columns)`.
 */
export const emailTab = familyTableTab(GmailTable, { initialSort: 'received' });

/** A table's columns in the family's texts: `useGmailColumns<Row>(({ t, ui, col }) => [col.text(…), …])`. */
export const useGmailColumns = familyColumns(useGmailTranslation);
