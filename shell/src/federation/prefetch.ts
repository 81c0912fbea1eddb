/**
 * On a workflow route the URL alone says which remote and which dashboard the page will show, so the
 * shell starts loading them (the remote's manifest, its `./dashboards` module and the dashboard's chunk)
 * as soon as the runtime configuration is there: in parallel with the framed layout and the workflow
 * page's own chunks instead of after them. The page's own load (useRemoteDashboard) then finds the
 * same promise (loadFamily shares concurrent loads; a module is fetched once). Imported lazily by
 * main.tsx, on workflow routes only: the other pages never download the federation code.
 */
import type { WorkflowDashboard, WorkflowSlug } from '@portal/contract';
import { familyOf } from '../../../federation.config.ts';
import { loadFamily } from './loadFamily.ts';

/** The dashboard of `slug`, once loaded (undefined when it failed or the remote has none). */
export function prefetchWorkflow(slug: WorkflowSlug): Promise<WorkflowDashboard<unknown> | undefined> {
  return (
    loadFamily(familyOf(slug).family, { dashboard: slug })
      .then((remote) => remote.dashboards[slug]?.())
      // Nothing to do here: the page's own load shows the error, with Retry.
      .catch(() => undefined)
  );
}
