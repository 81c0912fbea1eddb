/**
 * /admin (docs/product.md §1, §2, §6; admins only, the route guard checks): overview, the request
 * queue, clients, announcements, the audit log and every client's runs, one tab each. The tab is part
 * of the address (?tab=requests&kind=control&request=…), so notifications link straight to a request;
 * each tab is its own chunk.
 */
import { lazy, Suspense } from 'react';
import { PageLoader } from '../../lib/screens/PageLoader.tsx';
import { TabbedPage } from '../../lib/screens/TabbedPage.tsx';
import { useAdminT } from './i18n/index.ts';

const PANELS = {
  overview: lazy(() => import('./overview/OverviewTab.tsx')),
  requests: lazy(() => import('./requests/RequestsTab.tsx')),
  clients: lazy(() => import('./clients/ClientsTab.tsx')),
  announce: lazy(() => import('./announce/AnnounceTab.tsx')),
  audit: lazy(() => import('./audit/AuditTab.tsx')),
  runs: lazy(() => import('./runs/RunsTab.tsx')),
};
const TABS = Object.keys(PANELS) as (keyof typeof PANELS)[];

export default function AdminPage() {
  const { t } = useAdminT();
  return (
    <TabbedPage
      id="admin"
      title={t('title')}
      subtitle={t('subtitle')}
      tabsLabel={t('tabsLabel')}
      tabs={TABS}
      labelOf={(tab) => t(`tabs.${tab}`)}
    >
      {(tab) => {
        const Panel = PANELS[tab];
        return (
          <Suspense fallback={<PageLoader />}>
            <Panel />
          </Suspense>
        );
      }}
    </TabbedPage>
  );
}
