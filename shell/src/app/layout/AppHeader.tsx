import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isSignedIn, useAuth } from '../../domain/session/store.ts';
import { UserMenu } from '../../features/auth/UserMenu.tsx';
import { HeaderLinks, MenuButton } from '../../features/navigation/HeaderNavigation.tsx';
import { useCommonT } from '../../lib/i18n/common.ts';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { HydratingSuspense } from './HydratingSuspense.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

// Loaded only for a signed-in person: they hold the live message and notification feeds (toasts).
const MessagesButton = lazy(() => import('../../features/messages/MessagesButton.tsx'));
const NotificationCentre = lazy(() => import('../../features/notifications/NotificationCentre.tsx'));

/** Messages (clients: admins answer from the request queue) and notifications (everyone signed in). */
function SignedInCorner() {
  const signedIn = useAuth(isSignedIn);
  const role = useAuth((state) => (state.roleStatus === 'ready' ? state.role : null));
  if (!signedIn) return null;
  return (
    <>
      {role === 'client' && (
        <Suspense fallback={null}>
          <MessagesButton />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <NotificationCentre />
      </Suspense>
    </>
  );
}

/** Language and theme: in the header from the `sm` breakpoint up, in the menu's drawer below it. */
function Preferences({ inDrawer = false }: { inDrawer?: boolean }) {
  return (
    <>
      <LanguageSwitch data-testid={inDrawer ? 'drawer-language-switch' : 'language-switch'} />
      <ColorModeToggle />
    </>
  );
}

/**
 * The top bar of every page except the landing page (which has its own navigation): the menu button
 * (below `lg`), brand, the person's pages (from `lg` up), language, theme, messages and notifications,
 * and the account corner (signed-in menu, or sign in / sign up for visitors). One line at every width:
 * on a phone, language and theme move into the menu and the brand gives way (an ellipsis) before any
 * control does (e2e/journeys-nav.spec.ts).
 */
export function AppHeader() {
  const { t } = useCommonT();
  return (
    <AppBar position="sticky" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar
        component="nav"
        aria-label={t('appName')}
        sx={{ flexWrap: 'nowrap', columnGap: { xs: 1, sm: 2 }, px: { xs: 1, sm: 3 } }}
      >
        {/* Its texts load with the navigation namespace: a box of the button's size holds its place. */}
        <HydratingSuspense fallback={<Box sx={{ width: 40, flexShrink: 0, display: { lg: 'none' } }} />}>
          <MenuButton extras={<Preferences inDrawer />} />
        </HydratingSuspense>
        <Link
          component={RouterLink}
          to="/"
          underline="none"
          color="inherit"
          variant="h6"
          noWrap
          sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.25rem' }, minWidth: 0, flexShrink: 1 }}
        >
          {t('appName')}
        </Link>
        <Suspense fallback={null}>
          <HeaderLinks />
        </Suspense>
        <Stack
          direction="row"
          spacing={{ xs: 0.5, sm: 1 }}
          sx={{ alignItems: 'center', marginInlineStart: 'auto', flexShrink: 0 }}
        >
          <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1 }}>
            <Preferences />
          </Box>
          <SignedInCorner />
          {/* Its texts load with the auth namespace; the rest of the bar does not wait for them. */}
          <Suspense fallback={null}>
            <UserMenu />
          </Suspense>
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
