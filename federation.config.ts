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
 * Packages that host and remotes share as singletons (one React, one MUI theme context, one emotion
 * cache, one i18next, one router, one zustand). Deep-import keys ('@mui/material/') matter: without
 * them a remote bundles its own copies. See ../shared/design/federation-notes.md.
 */
export const sharedSingletons = [
  'react',
  'react-dom',
  'react-router-dom',
  '@mui/material',
  '@mui/material/',
  '@mui/system',
  '@mui/system/',
  '@mui/system/RtlProvider',
  '@emotion/react',
  '@emotion/styled',
  'i18next',
  'react-i18next',
  'zustand',
  'notistack',
  '@portal/shared',
] as const;
