/**
 * /admin (docs/product.md §1, §2, §6; admins only, the route guard checks): overview, the request
 * queue, clients, announcements, the audit log and every client's runs, one tab each. The tab is part
 * of the address (?tab=requests&kind=control&request=…), so notifications link straight to a request;
 * each tab is its own chunk.
 */
import { lazy } from 'react';
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

export default function AdminPage() {
  return <TabbedPage id="admin" t={useAdminT().t} panels={PANELS} />;
}
