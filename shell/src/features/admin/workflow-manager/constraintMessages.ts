/**
 * A refused edit in words: the database names the constraint an edit broke (docs/product.md §5: clear
 * messages), and this says which message and which fields to mark.
 */
import type { en } from './i18n/en.ts';

type ErrorKey = keyof (typeof en)['errors'];

interface Refusal {
  key: ErrorKey;
  fields: string[];
}

const BY_CONSTRAINT: Record<string, Refusal> = {
  workflows_names_present: { key: 'namesPresent', fields: ['name_en', 'name_ar'] },
  workflows_name_length: { key: 'nameLength', fields: ['name_en', 'name_ar'] },
  workflows_descriptions_present: {
    key: 'descriptionsPresent',
    fields: ['description_en', 'description_ar'],
  },
  workflows_description_length: { key: 'descriptionLength', fields: ['description_en', 'description_ar'] },
  workflows_features_match: { key: 'featuresMatch', fields: ['features_en', 'features_ar'] },
  workflows_setup_cost_check: { key: 'costNegative', fields: ['setup_cost_qar'] },
  workflows_monthly_cost_check: { key: 'costNegative', fields: ['monthly_cost_qar'] },
  workflows_cost_limit: { key: 'costLimit', fields: ['setup_cost_qar', 'monthly_cost_qar'] },
  workflows_minutes_saved_check: { key: 'minutes', fields: ['minutes_saved_per_run'] },
  workflows_sort_order_check: { key: 'order', fields: ['sort_order'] },
  workflows_category_check: { key: 'category', fields: ['category'] },
  workflows_complexity_check: { key: 'complexity', fields: ['complexity'] },
  workflow_execution_settings_url_format: { key: 'url', fields: ['execution_webhook_url'] },
  workflow_execution_settings_timeout_check: { key: 'timeout', fields: ['timeout_ms'] },
};

/** Postgres says `... violates check constraint "<name>"`; PostgREST passes the message on. */
export function refusalOf(error: unknown): Refusal {
  const e = error as { code?: string; message?: string } | null;
  if (e?.code === '42501') return { key: 'forbidden', fields: [] };
  const name = /constraint "([^"]+)"/.exec(e?.message ?? '')?.[1];
  return (name && BY_CONSTRAINT[name]) || { key: 'failed', fields: [] };
}
