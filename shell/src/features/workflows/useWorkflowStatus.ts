import type { DashboardMode, WorkflowSlug } from '@portal/contract';
import { watchOwnRows } from '../../domain/realtime.ts';
import { useAuth } from '../../domain/session/store.ts';
import type { WorkflowStatus } from '../../domain/workspace/data.ts';
import { useServerState } from '../../lib/useServerState.ts';
import { fetchWorkflowStatus } from './workflowRequests.ts';

/**
 * The signed-in client's status of a workflow on its live page, followed live (an administrator's
 * approval of a start or stop changes it): the header's badge and Workflow Control's offer read it.
 * `known` is false while loading and after a failed read.
 */
export function useWorkflowStatus(slug: WorkflowSlug, mode: DashboardMode) {
  const userId = useAuth((state) => state.user?.id);
  const live = useServerState<WorkflowStatus | null>(
    (signal) => fetchWorkflowStatus(slug, signal),
    [slug, userId],
    {
      enabled: mode === 'live' && Boolean(userId),
      subscribe: (refetch) => (userId ? watchOwnRows(userId, ['client_workflows'], refetch) : undefined),
    },
  );
  return {
    status: live.state.status === 'ready' ? live.state.data : null,
    loading: live.state.status === 'loading',
  };
}
