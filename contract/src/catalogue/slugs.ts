/**
 * The workflows and families by name. Also an entry of its own (`@portal/contract/slugs`): the shell's
 * first load needs the slugs to route, not the bilingual catalogue that the package root brings.
 */
/** Every workflow the product offers (docs/product.md §1), in the order the spec lists its routes. */
export const WORKFLOW_SLUGS = [
  'lead-generation',
  'whatsapp-sales',
  'invoice-collection',
  'gmail-campaign',
  'rag-chatbot',
  'odoo-sales',
  'local-chatbot',
  'whatsapp-product-catalog',
  'social-media-content',
  'email-summary-agent',
  'database-chat',
  'website-chatbot',
  'gmail-auto-responder',
  'customer-support-automation',
  'financial-reports',
  'gmail-email-labelling',
  'job-application',
  'whatsapp-dietitian',
  'hr-service',
  'local-rag',
  'whatsapp-chatbot',
  'whatsapp-responder',
  'automated-lead-generation',
  'client-onboarding',
] as const;

export type WorkflowSlug = (typeof WORKFLOW_SLUGS)[number];

export const FAMILY_IDS = ['whatsapp', 'gmail', 'rag', 'sales', 'hr', 'finance'] as const;
export type FamilyId = (typeof FAMILY_IDS)[number];

/** Marketplace categories (docs/product.md §3). */
export const CATEGORIES = [
  'marketing',
  'finance',
  'support',
  'data',
  'hr',
  'operations',
  'sales',
  'ai',
  'crm',
  'social-media',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const COMPLEXITIES = ['easy', 'medium', 'hard'] as const;
export type Complexity = (typeof COMPLEXITIES)[number];

export function isWorkflowSlug(value: unknown): value is WorkflowSlug {
  return (WORKFLOW_SLUGS as readonly unknown[]).includes(value);
}

/** Sample routes are exactly those starting with /sample- (docs/product.md §2, §9). */
export const SAMPLE_PREFIX = '/sample-';
export const samplePath = (slug: WorkflowSlug) => `${SAMPLE_PREFIX}${slug}`;
export const livePath = (slug: WorkflowSlug) => `/${slug}`;
