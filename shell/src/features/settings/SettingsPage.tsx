/**
 * /settings (docs/product.md §2: tabs Profile, Notifications, Security and Appearance). The tab is part of the
 * address (?tab=security), so it survives a reload and can be linked to.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../lib/screens/PageLoader.tsx';
import { useSettingsT } from './i18n/index.ts';
import { AppearanceTab } from './tabs/AppearanceTab.tsx';
import { NotificationsTab } from './tabs/NotificationsTab.tsx';
import { ProfileTab } from './tabs/ProfileTab.tsx';
import { SecurityTab } from './tabs/SecurityTab.tsx';
import { useProfile } from './useProfile.ts';

export const SETTINGS_TABS = ['profile', 'notifications', 'security', 'appearance'] as const;
type SettingsTab = (typeof SETTINGS_TABS)[number];

function isTab(value: string | null): value is SettingsTab {
  return (SETTINGS_TABS as readonly (string | null)[]).includes(value);
}

export default function SettingsPage() {
  const { t } = useSettingsT();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: SettingsTab = isTab(requested) ? requested : 'profile';
  const { state, reload, save } = useProfile();

  let panel = null;
  if (state.status === 'loading') panel = <PageLoader />;
  else if (state.status === 'error')
    panel = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={reload}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  else if (tab === 'profile') panel = <ProfileTab profile={state.data} save={save} />;
  else if (tab === 'notifications') panel = <NotificationsTab profile={state.data} save={save} />;
  else if (tab === 'security') panel = <SecurityTab profile={state.data} save={save} />;
  else panel = <AppearanceTab profile={state.data} save={save} />;

  return (
    <Container component="main" id="main" maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('subtitle')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, next: SettingsTab) =>
          setParams(next === 'profile' ? {} : { tab: next }, { replace: true })
        }
        aria-label={t('tabsLabel')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {SETTINGS_TABS.map((id) => (
          <Tab
            key={id}
            value={id}
            label={t(`tabs.${id}`)}
            id={`settings-tab-${id}`}
            aria-controls={`settings-panel-${id}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`settings-panel-${tab}`} aria-labelledby={`settings-tab-${tab}`}>
        {panel}
      </Box>
    </Container>
  );
}
