/**
 * /workflow-manager (docs/product.md §1, §2: admins only): the catalogue, each workflow's execution
 * settings, and every client's workflows with their status. The tab is in the address (?tab=execution).
 * The manager's code lives in ./workflow-manager/ beside the admin area's own pages.
 */
import { TabbedPage } from '../../lib/screens/TabbedPage.tsx';
import { CatalogueTab } from './workflow-manager/CatalogueTab.tsx';
import { ClientWorkflowsTab } from './workflow-manager/ClientWorkflowsTab.tsx';
import { ExecutionTab } from './workflow-manager/ExecutionTab.tsx';
import { useWorkflowManagerT } from './workflow-manager/i18n/index.ts';

const PANELS = { catalogue: CatalogueTab, execution: ExecutionTab, clients: ClientWorkflowsTab };

export default function WorkflowManagerPage() {
  return <TabbedPage id="manager" t={useWorkflowManagerT().t} panels={PANELS} />;
}
