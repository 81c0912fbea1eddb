/**
 * /settings (docs/product.md §2: tabs Profile, Notifications, Security and Appearance). The tab is part of the
 * address (?tab=security), so it survives a reload and can be linked to.
 */
import { LoadFailed } from '../../lib/screens/LoadFailed.tsx';
import { PageLoader } from '../../lib/screens/PageLoader.tsx';
import { TabbedPage } from '../../lib/screens/TabbedPage.tsx';
import { useSettingsT } from './i18n/index.ts';
import { AppearanceTab } from './tabs/AppearanceTab.tsx';
import { NotificationsTab } from './tabs/NotificationsTab.tsx';
import { ProfileTab } from './tabs/ProfileTab.tsx';
import { SecurityTab } from './tabs/SecurityTab.tsx';
import { useProfile } from './useProfile.ts';

const PANELS = {
  profile: ProfileTab,
  notifications: NotificationsTab,
  security: SecurityTab,
  appearance: AppearanceTab,
};
const SETTINGS_TABS = Object.keys(PANELS) as (keyof typeof PANELS)[];

export default function SettingsPage() {
  const { t } = useSettingsT();
  const { state, reload, save } = useProfile();

  return (
    <TabbedPage
      id="settings"
      title={t('title')}
      subtitle={t('subtitle')}
      tabsLabel={t('tabsLabel')}
      tabs={SETTINGS_TABS}
      labelOf={(tab) => t(`tabs.${tab}`)}
      maxWidth="md"
    >
      {(tab) => {
        if (state.status === 'loading') return <PageLoader />;
        if (state.status === 'error') return <LoadFailed message={t('loadFailed')} onRetry={reload} />;
        const Panel = PANELS[tab];
        return <Panel profile={state.data} save={save} />;
      }}
    </TabbedPage>
  );
}
