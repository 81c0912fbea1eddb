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
const TABS = Object.keys(PANELS) as (keyof typeof PANELS)[];

export default function WorkflowManagerPage() {
  const { t } = useWorkflowManagerT();
  return (
    <TabbedPage
      id="manager"
      title={t('title')}
      subtitle={t('subtitle')}
      tabsLabel={t('tabsLabel')}
      tabs={TABS}
      labelOf={(tab) => t(`tabs.${tab}`)}
    >
      {(tab) => {
        const Panel = PANELS[tab];
        return <Panel />;
      }}
    </TabbedPage>
  );
}
