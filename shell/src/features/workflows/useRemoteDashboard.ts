import type { FamilyId, WorkflowDashboard, WorkflowSlug } from '@portal/contract';
import { useRef } from 'react';
import { loadFamily } from '../../federation/loadFamily.ts';
import { useServerState } from '../../lib/useServerState.ts';

/**
 * The family's remote, then the dashboard of `slug` from it; `null` when the remote has no dashboard
 * for it yet. A retry refetches the remote's manifest instead of reusing a failed load. `preloaded`:
 * the dashboard already loaded (a sample's, sampleDashboard.ts), the answer from the first render on.
 */
export function useRemoteDashboard(
  family: FamilyId,
  slug: WorkflowSlug,
  // biome-ignore lint/suspicious/noExplicitAny: the shell treats every dashboard's data opaquely.
  preloaded?: WorkflowDashboard<any>,
) {
  const loads = useRef(0);
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  return useServerState<WorkflowDashboard<any> | null>(
    async () => {
      const remote = await loadFamily(family, { retry: loads.current++ > 0 });
      const loadDashboard = remote.dashboards[slug];
      return loadDashboard ? await loadDashboard() : null;
    },
    [family, slug],
    { initial: () => preloaded, settled: true },
  );
}
