/**
 * The workflow manager's data, all through supabase-js as the signed-in admin (RLS lets only admins
 * write the catalogue, execution settings and client workflows; triggers audit each change), and Test
 * connection through the product API.
 */
import type { Category, Complexity, WorkflowSlug } from '@portal/contract';
import type { WorkflowStatus } from '../../../domain/workspace/data.ts';
import { callProductApi } from '../../../lib/productApi.ts';
import { getSupabase } from '../../../lib/supabase.ts';

export interface CatalogueRow {
  slug: WorkflowSlug;
  category: Category;
  complexity: Complexity;
  name_en: string;
  name_ar: string;
  description_en: string;
  description_ar: string;
  features_en: string[];
  features_ar: string[];
  setup_cost_qar: number | null;
  monthly_cost_qar: number | null;
  minutes_saved_per_run: number;
  is_active: boolean;
  sort_order: number;
}

export type CatalogueEdit = Omit<CatalogueRow, 'slug'>;

const CATALOGUE_COLUMNS =
  'slug, category, complexity, name_en, name_ar, description_en, description_ar, features_en, features_ar, setup_cost_qar, monthly_cost_qar, minutes_saved_per_run, is_active, sort_order';

export async function loadCatalogue(signal: AbortSignal): Promise<CatalogueRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('workflows')
    .select(CATALOGUE_COLUMNS)
    .order('sort_order')
    .order('slug')
    .abortSignal(signal);
  if (error) throw error;
  return (data ?? []).map((row) => ({
    ...row,
    setup_cost_qar: row.setup_cost_qar === null ? null : Number(row.setup_cost_qar),
    monthly_cost_qar: row.monthly_cost_qar === null ? null : Number(row.monthly_cost_qar),
  })) as CatalogueRow[];
}

export async function saveCatalogueRow(slug: string, edit: CatalogueEdit): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('workflows').update(edit).eq('slug', slug).select('slug');
  if (error) throw error;
  // RLS hides the row from a non-admin instead of failing: say so rather than claim success.
  if (!data?.length) throw Object.assign(new Error('not allowed'), { code: '42501' });
}

export interface LastChange {
  at: string;
  who: string | null;
}

/** The newest audit entry of this catalogue row, with the admin's name (audit_log: admins read). */
export async function loadLastChange(slug: string, signal: AbortSignal): Promise<LastChange | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('audit_log')
    .select('occurred_at, actor_id')
    .eq('table_name', 'workflows')
    .eq('record_id', slug)
    .eq('action', 'UPDATE')
    .order('occurred_at', { ascending: false })
    .limit(1)
    .abortSignal(signal);
  if (error) throw error;
  const entry = data?.[0];
  if (!entry) return null;
  const names = await profileNames([entry.actor_id], signal);
  return { at: entry.occurred_at, who: entry.actor_id ? (names.get(entry.actor_id) ?? null) : null };
}

/** Display names of profiles by id (admins read every profile). */
export async function profileNames(ids: (string | null)[], signal: AbortSignal) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const names = new Map<string, string>();
  if (wanted.length === 0) return names;
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('profiles')
    .select('id, full_name, email, company')
    .in('id', wanted)
    .abortSignal(signal);
  if (error) throw error;
  for (const p of data ?? []) names.set(p.id, p.full_name || p.email || p.id);
  return names;
}

export interface ExecutionRow {
  workflow_slug: string;
  execution_webhook_url: string | null;
  timeout_ms: number;
  is_enabled: boolean;
  updated_at: string;
}

export async function loadExecutionSettings(signal: AbortSignal): Promise<ExecutionRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('workflow_execution_settings')
    .select('workflow_slug, execution_webhook_url, timeout_ms, is_enabled, updated_at')
    .abortSignal(signal);
  if (error) throw error;
  return data ?? [];
}

export async function saveExecutionSettings(row: Omit<ExecutionRow, 'updated_at'>): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('workflow_execution_settings').upsert(row);
  if (error) throw error;
}

export interface ConnectionReport {
  ok: boolean;
  status: number | null;
  duration_ms: number;
  url: string;
  error: string | null;
  response: string | null;
}

export function testConnection(slug: string, url: string, timeoutMs: number): Promise<ConnectionReport> {
  return callProductApi<ConnectionReport>(`/workflows/${encodeURIComponent(slug)}/test-connection`, {
    method: 'POST',
    body: { url, timeout_ms: timeoutMs },
  });
}

export interface ClientWorkflowRow {
  id: string;
  user_id: string;
  workflow_slug: string;
  status: WorkflowStatus;
  status_changed_at: string;
  client: string;
  company: string | null;
  changedBy: string | null;
}

export async function loadClientWorkflows(signal: AbortSignal): Promise<ClientWorkflowRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('client_workflows')
    .select('id, user_id, workflow_slug, status, status_changed_at, status_changed_by')
    .order('status_changed_at', { ascending: false })
    .abortSignal(signal);
  if (error) throw error;
  const rows = data ?? [];
  const ids = rows.flatMap((r) => [r.user_id, r.status_changed_by]);
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const { data: people, error: peopleError } = await supabase
    .from('profiles')
    .select('id, full_name, email, company')
    .in('id', wanted)
    .abortSignal(signal);
  if (peopleError) throw peopleError;
  const byId = new Map((people ?? []).map((p) => [p.id, p]));
  return rows.map((r) => {
    const client = byId.get(r.user_id);
    const changer = r.status_changed_by ? byId.get(r.status_changed_by) : undefined;
    return {
      id: r.id,
      user_id: r.user_id,
      workflow_slug: r.workflow_slug,
      status: r.status as WorkflowStatus,
      status_changed_at: r.status_changed_at,
      client: client?.full_name || client?.email || r.user_id,
      company: client?.company ?? null,
      changedBy: changer ? changer.full_name || changer.email || changer.id : null,
    };
  });
}

export async function setClientWorkflowStatus(id: string, status: WorkflowStatus): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('client_workflows')
    .update({ status })
    .eq('id', id)
    .select('id');
  if (error) throw error;
  if (!data?.length) throw Object.assign(new Error('not allowed'), { code: '42501' });
}
