import AppBar from '@mui/material/AppBar';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isSignedIn, useAuth } from '../../domain/session/store.ts';
import { UserMenu } from '../../features/auth/UserMenu.tsx';
import { useCommonT } from '../../lib/i18n/common.ts';
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
      {/* On a phone the name and the controls do not fit on one line (in either language): the name
          takes the first line and the controls the second, always, so the bar neither squeezes the
          name, nor widens the page (e2e/responsive.spec.ts), nor grows when the signed-in controls
          arrive (a layout shift). */}
      <Toolbar
        component="nav"
        aria-label={t('appName')}
        sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, px: { xs: 1.5, sm: 3 }, py: { xs: 1, sm: 0 } }}
      >
        <Link
          component={RouterLink}
          to="/"
          underline="none"
          color="inherit"
          variant="h6"
          sx={{
            fontWeight: 700,
            fontSize: { xs: '1.125rem', sm: '1.25rem' },
            flexBasis: { xs: '100%', sm: 'auto' },
          }}
        >
          {t('appName')}
        </Link>
        <Stack
          direction="row"
          spacing={{ xs: 0.5, sm: 1 }}
          sx={{ alignItems: 'center', marginInlineStart: 'auto' }}
        >
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
