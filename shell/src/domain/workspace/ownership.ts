import type { WorkflowSlug } from '@portal/contract';
import { getSupabase } from '../../lib/supabase.ts';
import { currentUserId } from './currentUser.ts';

/** Does the signed-in person own this workflow? Throws when it cannot be read. */
export async function ownsWorkflow(slug: WorkflowSlug, signal: AbortSignal): Promise<boolean> {
  const [supabase, userId] = await Promise.all([getSupabase(), currentUserId()]);
  const { count, error } = await supabase
    .from('client_workflows')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', userId)
    .eq('workflow_slug', slug)
    .abortSignal(signal);
  if (error) throw error;
  return (count ?? 0) > 0;
}
