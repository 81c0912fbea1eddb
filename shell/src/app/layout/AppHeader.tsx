import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { UserMenu } from '../../features/auth/UserMenu.tsx';
import { useCommonT } from '../../lib/i18n/common.ts';
import { isSignedIn, useAuth } from '../../lib/session/store.ts';
import { ColorModeToggle } from './ColorModeToggle.tsx';
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

/**
 * The top bar of every page except the landing page (which has its own navigation): brand, language,
 * theme, messages and notifications, and the account corner (signed-in menu, or sign in / sign up for
 * visitors).
 */
export function AppHeader() {
  const { t } = useCommonT();
  return (
    <AppBar position="sticky" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      {/* On a phone (360–412 px) the name wraps in a smaller size and the controls sit closer, so the
          bar never makes the page wider than the screen (e2e/responsive.spec.ts). */}
      <Toolbar
        component="nav"
        aria-label={t('appName')}
        sx={{ gap: { xs: 1, sm: 2 }, px: { xs: 1.5, sm: 3 } }}
      >
        <Link
          component={RouterLink}
          to="/"
          underline="none"
          color="inherit"
          variant="h6"
          sx={{ fontWeight: 700, minWidth: 0, fontSize: { xs: '1rem', sm: '1.25rem' }, lineHeight: 1.25 }}
        >
          {t('appName')}
        </Link>
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" spacing={{ xs: 0.5, sm: 1 }} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <LanguageSwitch />
          <ColorModeToggle />
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
