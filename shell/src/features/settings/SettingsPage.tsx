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

export default function SettingsPage() {
  const { t } = useSettingsT();
  const { state, reload, save } = useProfile();

  return (
    <TabbedPage id="settings" t={t} panels={PANELS} maxWidth="md">
      {(Panel) => {
        if (state.status === 'loading') return <PageLoader />;
        if (state.status === 'error') return <LoadFailed message={t('loadFailed')} onRetry={reload} />;
        return <Panel profile={state.data} save={save} />;
      }}
    </TabbedPage>
  );
}
