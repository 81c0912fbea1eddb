import { useEffect, useState } from 'react';
import { useServerState } from '../../lib/useServerState.ts';
import { watchTable } from '../realtime.ts';
import { type ClientWorkflowRef, loadFreshness } from './intakeApi.ts';

/**
 * A client workflow's data freshness, kept current: workflow_data_freshness is in the realtime
 * publication (docs/intake.md), so each arrival of data reloads it (RLS filters what a client hears).
 */
export function useFreshness(workflow: Partial<ClientWorkflowRef> & { slug: string }) {
  return useServerState((signal) => loadFreshness(workflow, signal), [workflow.userId, workflow.slug], {
    subscribe: (refetch) =>
      watchTable({
        table: 'workflow_data_freshness',
        filter: `workflow_slug=eq.${workflow.slug}`,
        onChange: refetch,
        onJoined: refetch,
      }),
  });
}

/** The time now, moving every `everyMs`: what a relative time ("5 minutes ago") is measured from. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
