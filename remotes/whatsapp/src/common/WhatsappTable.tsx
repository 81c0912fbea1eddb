import { familyTable } from '@portal/shared/ui';
import type { en } from '../i18n/en.ts';
import { useWhatsappTranslation } from '../i18n/index.ts';

/** The family's tables, each with a title (`tables.<name>`) and an empty message (`empty.<name>`). */
export const WhatsappTable = familyTable<keyof typeof en.tables & keyof typeof en.empty>(
  useWhatsappTranslation,
);
