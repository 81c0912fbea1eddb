import { familyColumns, familyTable } from '@portal/dashboard-kit/ui';
import type { en } from '../i18n/en.ts';
import { useRagT } from '../i18n/index.ts';

/** The family's tables, each with a title (`tables.<name>`) and an empty message (`empty.<name>`). */
export const RagTable = familyTable<keyof typeof en.tables & keyof typeof en.empty>(useRagT);

/** A table's columns in the family's texts, the row type given once: `useRagColumns<QueryRow>(({ t, col }) => […])`. */
export const useRagColumns = familyColumns(useRagT);
