/**
 * /settings (docs/product.md §2: tabs Profile, Notifications, Security and Appearance). The tab is part of the
 * address (?tab=security), so it survives a reload and can be linked to.
 */
import Stack from '@mui/material/Stack';
import { lazy } from 'react';
import { useAuth } from '../../domain/session/store.ts';
import { LoadingOrFailed } from '../../lib/screens/LoadFailed.tsx';
import { TabbedPage } from '../../lib/screens/TabbedPage.tsx';
import { useSettingsT } from './i18n/index.ts';
import { AvatarSection } from './tabs/AvatarSection.tsx';
import ProfileTab from './tabs/ProfileTab.tsx';
import type { TabProps } from './tabs/types.ts';
import { useProfile } from './useProfile.ts';

/**
 * Each tab but the default one is its own chunk: a visit downloads the tab it opens (Security's 2FA
 * dialogs, for one). Profile, the default, comes with the page, so that its picture section stays in
 * place when the profile's read answers (no loader between the two).
 */
const PANELS = {
  profile: ProfileTab,
  notifications: lazy(() => import('./tabs/NotificationsTab.tsx')),
  security: lazy(() => import('./tabs/SecurityTab.tsx')),
  appearance: lazy(() => import('./tabs/AppearanceTab.tsx')),
};

export default function SettingsPage() {
  const { t } = useSettingsT();
  const { state, reload, save } = useProfile();
  const name = useAuth((s) => s.profile?.fullName || s.user?.email || '');

  return (
    <TabbedPage<keyof typeof PANELS, TabProps> id="settings" t={t} panels={PANELS} maxWidth="md">
      {(Panel, tab) => {
        if (state.status === 'ready') return <Panel profile={state.data} save={save} />;
        const waiting = <LoadingOrFailed state={state} message={t('loadFailed')} onRetry={reload} />;
        // The picture needs no profile read: drawn at once, its section (the page's largest text, its
        // LCP) does not wait for the read's round trip (docs/performance.md, "The whole harness").
        if (tab !== 'profile') return waiting;
        return (
          <Stack spacing={3}>
            <AvatarSection name={name} />
            {waiting}
          </Stack>
        );
      }}
    </TabbedPage>
  );
}
