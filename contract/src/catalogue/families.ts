import type { FamilyId, WorkflowSlug } from './slugs.ts';

/**
 * Which remote family serves each workflow: the ONE place a workflow's family is written. The
 * catalogue's `family`, the topology's workflow lists (federation.config.ts) and the shell's routes
 * all read it; a new dashboard adds one row here.
 */
export const WORKFLOW_FAMILY = {
  'lead-generation': 'sales',
  'automated-lead-generation': 'sales',
  'odoo-sales': 'sales',
  'social-media-content': 'sales',
  'whatsapp-sales': 'whatsapp',
  'whatsapp-chatbot': 'whatsapp',
  'whatsapp-responder': 'whatsapp',
  'whatsapp-product-catalog': 'whatsapp',
  'whatsapp-dietitian': 'whatsapp',
  'gmail-campaign': 'gmail',
  'gmail-auto-responder': 'gmail',
  'gmail-email-labelling': 'gmail',
  'email-summary-agent': 'gmail',
  'rag-chatbot': 'rag',
  'local-rag': 'rag',
  'local-chatbot': 'rag',
  'website-chatbot': 'rag',
  'database-chat': 'rag',
  'customer-support-automation': 'rag',
  'hr-service': 'hr',
  'job-application': 'hr',
  'client-onboarding': 'hr',
  'invoice-collection': 'finance',
  'financial-reports': 'finance',
} as const satisfies Record<WorkflowSlug, FamilyId>;

/** The workflows a family serves, in the order of the table above. */
export function workflowsOf(family: FamilyId): WorkflowSlug[] {
  return (Object.keys(WORKFLOW_FAMILY) as WorkflowSlug[]).filter((slug) => WORKFLOW_FAMILY[slug] === family);
}
