/**
 * The one source of truth for the micro-frontend system: which remote family serves which workflows,
 * the port each remote uses in development and when served locally, and the singletons that host and
 * remotes share. Every Vite config, the shell's routes and the start scripts read this file.
 */
import type { FamilyId, WorkflowSlug } from './shared/src/catalogue/slugs.ts';

export interface RemoteFamily {
  /** Federation name of the remote (also the key in the runtime remote map). */
  name: `portal_${FamilyId}`;
  family: FamilyId;
  /** Port of the dev server and of the local static server that stands in for a CDN. */
  port: number;
  workflows: readonly WorkflowSlug[];
}

export const SHELL_PORT = 5173;

export const families = [
  {
    name: 'portal_whatsapp',
    family: 'whatsapp',
    port: 5201,
    workflows: [
      'whatsapp-sales',
      'whatsapp-chatbot',
      'whatsapp-responder',
      'whatsapp-product-catalog',
      'whatsapp-dietitian',
    ],
  },
  {
    name: 'portal_gmail',
    family: 'gmail',
    port: 5202,
    workflows: ['gmail-campaign', 'gmail-auto-responder', 'gmail-email-labelling', 'email-summary-agent'],
  },
  {
    name: 'portal_rag',
    family: 'rag',
    port: 5203,
    workflows: [
      'rag-chatbot',
      'local-rag',
      'local-chatbot',
      'website-chatbot',
      'database-chat',
      'customer-support-automation',
    ],
  },
  {
    name: 'portal_sales',
    family: 'sales',
    port: 5204,
    workflows: ['lead-generation', 'automated-lead-generation', 'odoo-sales', 'social-media-content'],
  },
  {
    name: 'portal_hr',
    family: 'hr',
    port: 5205,
    workflows: ['hr-service', 'job-application', 'client-onboarding'],
  },
  {
    name: 'portal_finance',
    family: 'finance',
    port: 5206,
    workflows: ['invoice-collection', 'financial-reports'],
  },
] as const satisfies readonly RemoteFamily[];

/** The module every remote exposes; its default export is a `RemoteModule` (see @portal/shared contract). */
export const EXPOSED_MODULE = './dashboards';

export function familyOf(slug: WorkflowSlug): RemoteFamily {
  const found = families.find((f) => (f.workflows as readonly WorkflowSlug[]).includes(slug));
  if (!found) throw new Error(`No remote family serves workflow "${slug}"`);
  return found;
}

/**
 * Packages that host and remotes share as singletons: the ones that hold page-wide state (React, the
 * emotion theme and cache contexts, MUI's RTL and default-props contexts, i18next, notistack's
 * snackbar context) and the workspace contract.
 *
 * Deliberately NOT shared (measured with scripts/budgets.mjs, see README "Budgets"):
 * - @mui/material: a shared package is never tree-shaken (the whole of it is 170 KB gzip), and every
 *   shared module is fetched when the page starts. Sharing each deep import instead loads every MUI
 *   component the shell uses anywhere at start, and mixes copies: a remote's TableCell from its own
 *   build inside the shell's Table loses Table's context. So each app bundles the components it uses,
 *   tree-shaken; they read the one theme, direction and default props through the contexts below.
 * - @mui/system as a whole: only its two context modules must be one (material imports them by these
 *   exact deep paths); useTheme reads emotion's ThemeContext, which @emotion/react provides.
 * - react-router-dom: remotes get everything through the contract and never use the router; sharing it
 *   costs 63 KB gzip untree-shaken in the first load.
 * - zustand: a store is a plain object and holds no React context, so copies do no harm; sharing it
 *   would add its middleware untree-shaken to the first load.
 */
export const sharedSingletons = [
  'react',
  'react-dom',
  '@emotion/react',
  '@emotion/styled',
  '@mui/system/RtlProvider',
  '@mui/system/DefaultPropsProvider',
  'i18next',
  'react-i18next',
  'notistack',
  '@portal/shared',
] as const;
