/**
 * /settings (docs/product.md §2: tabs Profile, Notifications, Security and Appearance). The tab is part of the
 * address (?tab=security), so it survives a reload and can be linked to.
 */
import { lazy } from 'react';
import { LoadingOrFailed } from '../../lib/screens/LoadFailed.tsx';
import { TabbedPage } from '../../lib/screens/TabbedPage.tsx';
import { useSettingsT } from './i18n/index.ts';
import { useProfile } from './useProfile.ts';

/** Each tab is its own chunk: a visit downloads the tab it opens (Security's 2FA dialogs, for one). */
const PANELS = {
  profile: lazy(() => import('./tabs/ProfileTab.tsx')),
  notifications: lazy(() => import('./tabs/NotificationsTab.tsx')),
  security: lazy(() => import('./tabs/SecurityTab.tsx')),
  appearance: lazy(() => import('./tabs/AppearanceTab.tsx')),
};

export default function SettingsPage() {
  const { t } = useSettingsT();
  const { state, reload, save } = useProfile();

  return (
    <TabbedPage id="settings" t={t} panels={PANELS} maxWidth="md">
      {(Panel) => {
        if (state.status !== 'ready')
          return <LoadingOrFailed state={state} message={t('loadFailed')} onRetry={reload} />;
        return <Panel profile={state.data} save={save} />;
      }}
    </TabbedPage>
  );
}
