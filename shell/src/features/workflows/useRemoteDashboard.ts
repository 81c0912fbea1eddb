import type { FamilyId, WorkflowDashboard, WorkflowSlug } from '@portal/shared';
import { useEffect, useState } from 'react';
import { loadFamily } from '../../federation/loadFamily.ts';

export type RemoteDashboardState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; error: unknown }
  // biome-ignore lint/suspicious/noExplicitAny: the shell treats every dashboard's data opaquely.
  | { status: 'ready'; dashboard: WorkflowDashboard<any> };

/** Loads the family's remote, then the dashboard of `slug` from it; `attempt` > 0 means Retry. */
export function useRemoteDashboard(
  family: FamilyId,
  slug: WorkflowSlug,
  attempt: number,
): RemoteDashboardState {
  const [state, setState] = useState<RemoteDashboardState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    loadFamily(family, { retry: attempt > 0 })
      .then(async (remote) => {
        const loadDashboard = remote.dashboards[slug];
        if (!loadDashboard) return active && setState({ status: 'missing' });
        const dashboard = await loadDashboard();
        if (active) setState({ status: 'ready', dashboard });
      })
      .catch((error: unknown) => {
        console.error(`[portal] dashboard ${slug}`, error);
        if (active) setState({ status: 'error', error });
      });
    return () => {
      active = false;
    };
  }, [family, slug, attempt]);
  return state;
}
