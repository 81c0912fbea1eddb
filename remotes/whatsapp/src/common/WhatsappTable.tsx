import {
  familyColumns,
  familyTable,
  familyTableTab,
  type StatusTone,
  statusPreset,
} from '@portal/dashboard-kit/ui';
import type { en } from '../i18n/en.ts';
import { useWhatsappTranslation } from '../i18n/index.ts';

/** The family's tables, each with a title (`tables.<name>`) and an empty message (`empty.<name>`). */
export const WhatsappTable = familyTable<keyof typeof en.tables & keyof typeof en.empty>(
  useWhatsappTranslation,
);

/** A tab that is one of the family's tables: `whatsappTab('clients', t('tabs.clients'), 'clients', rows, columns)`. */
export const whatsappTab = familyTableTab(WhatsappTable);

/** A table's columns in the family's texts: `useWhatsappColumns<Row>(({ t, col }) => [col.text(…), …])`. */
export const useWhatsappColumns = familyColumns(useWhatsappTranslation);

/**
 * The preset of a status column whose states are labelled `values.<state>` (shown or hidden,
 * answering or stopped), in the order the tones are written.
 */
export const valuesPreset = <S extends keyof typeof en.values>(
  t: (key: `values.${NoInfer<S>}`) => string,
  tones: Record<S, StatusTone>,
) => statusPreset(Object.keys(tones) as S[], tones, (s) => t(`values.${s}`));
