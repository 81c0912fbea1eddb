/**
 * The client's own rows that several features read (docs/product.md §6: which workflows a client sees
 * depends on what they bought). RLS decides what comes back; every query still names the user so an
 * admin (who may read everyone's rows) gets only their own.
 */
import { isWorkflowSlug, type WorkflowSlug } from '@portal/contract';
import { isOneOf } from '@portal/dashboard-kit/live';
import { type LastSeen, lastSeen } from '../../lib/lastSeen.ts';
import { getSupabase } from '../../lib/supabase.ts';
import { isListOf, isShaped, isText } from '../../lib/typeGuards.ts';
import { currentUserId } from './currentUser.ts';

/** client_workflows.status and workflow_access_requests.status: their check constraints' values. */
export const WORKFLOW_STATUSES = ['active', 'paused', 'live'] as const;
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];
const ACCESS_STATUSES = ['pending', 'approved', 'denied', 'expired'] as const;
export type AccessStatus = (typeof ACCESS_STATUSES)[number];

export interface OwnedWorkflow {
  slug: WorkflowSlug;
  status: WorkflowStatus;
  purchasedAt: string;
}

const isOwnedWorkflow = isShaped<OwnedWorkflow>({
  slug: isWorkflowSlug,
  status: (value) => isOneOf(WORKFLOW_STATUSES, value),
  purchasedAt: isText,
});

/** A client's workflows as this browser last read them, kept per user (lib/lastSeen.ts). */
export const lastSeenOwnedWorkflows = (userId: string): LastSeen<OwnedWorkflow[]> =>
  lastSeen(`ownedWorkflows.${userId}`, isListOf(isOwnedWorkflow));

/** The workflows the signed-in client owns (client_workflows), in catalogue slugs only. */
export async function fetchOwnedWorkflows(signal: AbortSignal): Promise<OwnedWorkflow[]> {
  const [supabase, userId] = await Promise.all([getSupabase(), currentUserId()]);
  const { data, error } = await supabase
    .from('client_workflows')
    .select('workflow_slug, status, purchased_at')
    .eq('user_id', userId)
    .abortSignal(signal);
  if (error) throw error;
  return (data ?? []).flatMap((row) =>
    isWorkflowSlug(row.workflow_slug) && isOneOf(WORKFLOW_STATUSES, row.status)
      ? [{ slug: row.workflow_slug, status: row.status, purchasedAt: row.purchased_at }]
      : [],
  );
}

/** The latest access request per workflow (newest first wins). */
export async function fetchAccessRequests(signal: AbortSignal): Promise<Map<WorkflowSlug, AccessStatus>> {
  const [supabase, userId] = await Promise.all([getSupabase(), currentUserId()]);
  const { data, error } = await supabase
    .from('workflow_access_requests')
    .select('workflow_slug, status, created_at')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .abortSignal(signal);
  if (error) throw error;
  const latest = new Map<WorkflowSlug, AccessStatus>();
  for (const row of data ?? []) {
    if (
      isWorkflowSlug(row.workflow_slug) &&
      isOneOf(ACCESS_STATUSES, row.status) &&
      !latest.has(row.workflow_slug)
    )
      latest.set(row.workflow_slug, row.status);
  }
  return latest;
}

export type AccessRequestResult = 'sent' | 'duplicate';

/**
 * Request Access: a pending workflow_access_request. The database refuses a second pending one for the
 * same workflow (unique violation), which is an answer, not a failure.
 */
export async function requestAccess(slug: WorkflowSlug, message?: string): Promise<AccessRequestResult> {
  const [supabase, userId] = await Promise.all([getSupabase(), currentUserId()]);
  const { error } = await supabase
    .from('workflow_access_requests')
    .insert({ user_id: userId, workflow_slug: slug, workflow_name: '', message: message ?? null });
  if (error?.code === '23505') return 'duplicate';
  if (error) throw error;
  return 'sent';
}

/** Workflows with a purchase waiting for an admin. */
export async function fetchPendingPurchases(signal: AbortSignal): Promise<Set<WorkflowSlug>> {
  const [supabase, userId] = await Promise.all([getSupabase(), currentUserId()]);
  const { data, error } = await supabase
    .from('workflow_purchases')
    .select('workflow_slug')
    .eq('user_id', userId)
    .eq('status', 'pending')
    .abortSignal(signal);
  if (error) throw error;
  return new Set((data ?? []).map((r) => r.workflow_slug).filter(isWorkflowSlug));
}
