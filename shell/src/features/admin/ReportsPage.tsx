/**
 * /admin/reports (admins only, the route guard checks): every client's weekly or monthly report,
 * previewed for any past period in either language and sent now, and the log of what was sent when
 * (and what bounced). Each tab is its own chunk; ?client=<id> opens a client (the Clients tab links here).
 */
import { lazy } from 'react';
import { TabbedPage } from '../../lib/screens/TabbedPage.tsx';
import { useAdminReportsT } from './reports/i18n/index.ts';

const PANELS = {
  preview: lazy(() => import('./reports/PreviewTab.tsx')),
  sent: lazy(() => import('./reports/SentTab.tsx')),
};

export default function ReportsPage() {
  return <TabbedPage id="reports" t={useAdminReportsT().t} panels={PANELS} />;
}
