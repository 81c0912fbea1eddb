/**
 * /workflow-manager (docs/product.md §1, §2: admins only): the catalogue, each workflow's execution
 * settings, and every client's workflows with their status. The tab is in the address (?tab=execution).
 * The manager's code lives in ./workflow-manager/ beside the admin area's own pages.
 */
import { lazy } from 'react';
import { TabbedPage } from '../../lib/screens/TabbedPage.tsx';
import { useWorkflowManagerT } from './workflow-manager/i18n/index.ts';

/** Each tab is its own chunk, as in the admin area: a visit downloads the tab it opens. */
const PANELS = {
  catalogue: lazy(() => import('./workflow-manager/CatalogueTab.tsx')),
  execution: lazy(() => import('./workflow-manager/ExecutionTab.tsx')),
  clients: lazy(() => import('./workflow-manager/ClientWorkflowsTab.tsx')),
};

export default function WorkflowManagerPage() {
  return <TabbedPage id="manager" t={useWorkflowManagerT().t} panels={PANELS} />;
}
