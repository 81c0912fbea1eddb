/**
 * Data access of the workflow page in live mode, kept in one place so that it follows the schema in
 * supabase/migrations. RLS decides: a client only sees and creates rows of their own.
 */
import type { WorkflowSlug } from '@portal/contract';
import { isOneOf } from '@portal/dashboard-kit/live';
import type { ControlAction } from '../../domain/workspace/controlRequests.ts';
import { WORKFLOW_STATUSES, type WorkflowStatus } from '../../domain/workspace/data.ts';
import { getSupabase } from '../../lib/supabase.ts';

/** The signed-in client's status of this workflow (client_workflows), or null when unknown. */
export async function fetchWorkflowStatus(
  slug: WorkflowSlug,
  signal: AbortSignal,
): Promise<WorkflowStatus | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('client_workflows')
    .select('status')
    .eq('workflow_slug', slug)
    .abortSignal(signal)
    .maybeSingle();
  if (error || !data) return null;
  const status = (data as { status?: unknown }).status;
  return isOneOf(WORKFLOW_STATUSES, status) ? status : null;
}

export type ControlSource = 'workflow_page' | 'dashboard' | 'admin' | 'api';
export type ControlStatus = 'pending' | 'approved' | 'rejected';

export interface ControlRequest {
  id: string;
  action: ControlAction;
  details: string | null;
  status: ControlStatus;
  source: ControlSource;
  submitted_at: string;
  decision_note: string | null;
}

/** The signed-in client's control requests for this workflow, newest first. */
export async function fetchControlRequests(
  slug: WorkflowSlug,
  signal: AbortSignal,
): Promise<ControlRequest[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('workflow_control_requests')
    .select('id, action, details, status, source, submitted_at, decision_note')
    .eq('workflow_slug', slug)
    .order('submitted_at', { ascending: false })
    .limit(20)
    .abortSignal(signal);
  if (error) throw error;
  return data as ControlRequest[];
}
