/**
 * The audit log (written only by triggers, read only by admins): filtered by actor, action, table and
 * Doha calendar dates, newest first, at most AUDIT_LIMIT rows per view.
 */
import { auth } from '../../../domain/session/store.ts';

export const AUDIT_ACTIONS = ['INSERT', 'UPDATE', 'DELETE'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/** The tables whose changes are audited (supabase/migrations: the *_audit triggers). */
export const AUDITED_TABLES = [
  'client_workflows',
  'contact_replies',
  'custom_workflow_requests',
  'intake_keys',
  'profiles',
  'workflow_access_requests',
  'workflow_control_requests',
  'workflow_execution_settings',
  'workflow_purchases',
  'workflow_runs',
  'workflows',
] as const;
export type AuditedTable = (typeof AUDITED_TABLES)[number];
export const AUDIT_LIMIT = 500;

export interface AuditFilters {
  actor: string;
  action: string;
  table: string;
  /** yyyy-mm-dd, Doha dates, inclusive. */
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { actor: '', action: '', table: '', from: '', to: '' };

export type Json = Record<string, unknown> | null;

export interface AuditEntry {
  id: number;
  occurred_at: string;
  actor_id: string | null;
  actor_role: string | null;
  action: AuditAction;
  table_name: string;
  record_id: string | null;
  old_data: Json;
  new_data: Json;
}

export async function loadAudit(filters: AuditFilters, signal: AbortSignal): Promise<AuditEntry[]> {
  const client = await auth.client();
  let query = client
    .from('audit_log')
    .select('id, occurred_at, actor_id, actor_role, action, table_name, record_id, old_data, new_data')
    .order('occurred_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(AUDIT_LIMIT);
  if (filters.actor === 'system') query = query.is('actor_id', null);
  else if (filters.actor) query = query.eq('actor_id', filters.actor);
  if (filters.action) query = query.eq('action', filters.action);
  if (filters.table) query = query.eq('table_name', filters.table);
  if (filters.from) query = query.gte('occurred_at', `${filters.from}T00:00:00+03:00`);
  if (filters.to) query = query.lte('occurred_at', `${filters.to}T23:59:59.999+03:00`);
  const { data, error } = await query.abortSignal(signal);
  if (error) throw error;
  return data as AuditEntry[];
}
