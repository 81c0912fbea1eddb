/**
 * /admin (docs/product.md §1, §2, §6; admins only, the route guard checks): overview, the request
 * queue, clients, announcements, the audit log and every client's runs, one tab each. The tab is part of the address
 * (?tab=requests&kind=control&request=…), so notifications link straight to a request; each tab is its
 * own chunk.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../lib/screens/PageLoader.tsx';
import { useAdminT } from './i18n/index.ts';

const PANELS = {
  overview: lazy(() => import('./overview/OverviewTab.tsx')),
  requests: lazy(() => import('./requests/RequestsTab.tsx')),
  clients: lazy(() => import('./clients/ClientsTab.tsx')),
  announce: lazy(() => import('./announce/AnnounceTab.tsx')),
  audit: lazy(() => import('./audit/AuditTab.tsx')),
  runs: lazy(() => import('./runs/RunsTab.tsx')),
};
type AdminTab = keyof typeof PANELS;
const TABS = Object.keys(PANELS) as AdminTab[];

export default function AdminPage() {
  const { t } = useAdminT();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AdminTab = TABS.includes(requested as AdminTab) ? (requested as AdminTab) : 'overview';
  const Panel = PANELS[tab];

  return (
    <Container component="main" id="main" maxWidth="xl" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('subtitle')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, next: AdminTab) =>
          setParams(next === 'overview' ? {} : { tab: next }, { replace: true })
        }
        aria-label={t('tabsLabel')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {TABS.map((id) => (
          <Tab
            key={id}
            value={id}
            label={t(`tabs.${id}`)}
            id={`admin-tab-${id}`}
            aria-controls="admin-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="admin-panel" aria-labelledby={`admin-tab-${tab}`}>
        <Suspense fallback={<PageLoader />}>
          <Panel />
        </Suspense>
      </Box>
    </Container>
  );
}
