import { defineNamespace } from '@portal/dashboard-kit/i18n';
import { ar } from './ar.ts';
import { en } from './en.ts';

/** The shell's `common` namespace: bundled with the frame (every page shows some of it). */
export const commonNamespace = defineNamespace('common', en, ar);
export const useCommonT = commonNamespace.useT;
