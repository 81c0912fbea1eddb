/**
 * /workflow-manager (docs/product.md §1, §2: admins only): the catalogue, each workflow's execution
 * settings, and every client's workflows with their status. The tab is in the address (?tab=execution).
 * The manager's code lives in ./workflow-manager/ beside the admin area's own pages.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { CatalogueTab } from './workflow-manager/CatalogueTab.tsx';
import { ClientWorkflowsTab } from './workflow-manager/ClientWorkflowsTab.tsx';
import { ExecutionTab } from './workflow-manager/ExecutionTab.tsx';
import { useWorkflowManagerT } from './workflow-manager/i18n/index.ts';

const TABS = ['catalogue', 'execution', 'clients'] as const;
type ManagerTab = (typeof TABS)[number];
const isTab = (value: string | null): value is ManagerTab =>
  (TABS as readonly (string | null)[]).includes(value);

export default function WorkflowManagerPage() {
  const { t } = useWorkflowManagerT();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ManagerTab = isTab(requested) ? requested : 'catalogue';

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
        onChange={(_, next: ManagerTab) =>
          setParams(next === 'catalogue' ? {} : { tab: next }, { replace: true })
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
            id={`manager-tab-${id}`}
            aria-controls={`manager-panel-${id}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`manager-panel-${tab}`} aria-labelledby={`manager-tab-${tab}`}>
        {tab === 'catalogue' && <CatalogueTab />}
        {tab === 'execution' && <ExecutionTab />}
        {tab === 'clients' && <ClientWorkflowsTab />}
      </Box>
    </Container>
  );
}
