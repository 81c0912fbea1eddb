import type { Arabic } from '@portal/shared/i18n';
import type { en } from './en.ts';

/** The `gmail` namespace (Arabic). */
export const ar: Arabic<typeof en> = {};
