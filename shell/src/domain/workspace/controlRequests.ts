/**
 * A client asks to start, stop or change a workflow it owns (workflow_control_requests, pending until an
 * admin decides). Used by a workflow's page (Workflow Control) and the dashboard (Modify Existing).
 */
import type { WorkflowSlug } from '@portal/contract';
import { getSupabase } from '../../lib/supabase.ts';
import { currentUserId } from './currentUser.ts';

export type ControlAction = 'start' | 'stop' | 'change';
export type ControlSource = 'workflow_page' | 'dashboard';

export async function requestWorkflowControl(input: {
  slug: WorkflowSlug;
  action: ControlAction;
  details?: string | undefined;
  source: ControlSource;
}): Promise<void> {
  const [supabase, userId] = await Promise.all([getSupabase(), currentUserId()]);
  const { error } = await supabase.from('workflow_control_requests').insert({
    user_id: userId,
    workflow_slug: input.slug,
    action: input.action,
    details: input.details ?? null,
    source: input.source,
  });
  if (error) throw error;
}
