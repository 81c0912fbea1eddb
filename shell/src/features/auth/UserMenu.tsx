/**
 * The account corner of the header: Sign in / Sign up for visitors, or the signed-in person's menu
 * (AccountMenu, loaded only then).
 */
import Button from '@mui/material/Button';
import { lazy } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuthT } from '../../domain/session/i18n/index.ts';
import { isSignedIn, useAuth } from '../../domain/session/store.ts';

const AccountMenu = lazy(() => import('./AccountMenu.tsx'));

export function UserMenu() {
  const { t } = useAuthT();
  const loading = useAuth((state) => state.loading);
  const signedIn = useAuth(isSignedIn);

  if (loading) return null;
  if (signedIn) return <AccountMenu />;
  return (
    <>
      <Button component={RouterLink} to="/login" color="inherit">
        {t('menu.signIn')}
      </Button>
      <Button component={RouterLink} to="/signup" variant="contained" sx={{ px: { xs: 1.25, sm: 2 } }}>
        {t('menu.signUp')}
      </Button>
    </>
  );
}
