/**
 * The signed-in person's menu in the header (Settings, their home, Sign out). Its own chunk: a visitor
 * on /login or /signup never downloads MUI's Menu for it; and the menu itself (MUI's Menu with
 * Popover and Modal, about 17 KB gzip) is fetched when the menu is first opened, not with every signed-in page.
 * Sign-out lands on /login whatever the server says.
 */
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { initialsOf, useAvatarUrl } from '../../domain/session/avatar.ts';
import { useAuthT } from '../../domain/session/i18n/index.ts';
import { homeFor } from '../../domain/session/redirects.ts';
import { auth, useAuth } from '../../domain/session/store.ts';
import { useSnackbar } from '../../lib/toast/index.ts';

const parts = {
  Menu: () => import('@mui/material/Menu'),
  MenuItem: () => import('@mui/material/MenuItem'),
  ListItemText: () => import('@mui/material/ListItemText'),
  Divider: () => import('@mui/material/Divider'),
};
const Menu = lazy(parts.Menu);
const MenuItem = lazy(parts.MenuItem);
const ListItemText = lazy(parts.ListItemText);
const Divider = lazy(parts.Divider);

function displayName(fullName: string | undefined, email: string | undefined): string {
  return fullName?.trim() || email || '';
}

export default function AccountMenu() {
  const { t } = useAuthT();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  if (anchor && !opened) setOpened(true);
  const email = useAuth((state) => state.user?.email);
  const fullName = useAuth((state) => state.profile?.fullName ?? state.user?.user_metadata?.full_name);
  const role = useAuth((state) => (state.roleStatus === 'ready' ? state.role : null));
  const userId = useAuth((state) => state.user?.id);
  const avatarUrl = useAvatarUrl(userId);

  const name = displayName(typeof fullName === 'string' ? fullName : undefined, email);
  const close = () => setAnchor(null);
  const go = (path: string) => {
    close();
    navigate(path);
  };
  async function signOut() {
    close();
    await auth.signOut({ notice: 'signedOut' });
    enqueueSnackbar(t('menu.signedOut'), { variant: 'success' });
    navigate('/login', { replace: true });
  }

  return (
    <>
      <Button
        color="inherit"
        // The profile picture (Settings), else the initials. The initials are drawn by CSS, not as text:
        // the button's label ("Account menu, signed in as …") must contain all of its visible text
        // (WCAG 2.5.3, axe's label-content-name-mismatch), and two letters would not be in it.
        startIcon={
          <Avatar
            src={avatarUrl ?? undefined}
            alt=""
            aria-hidden="true"
            data-testid="header-avatar"
            data-has-picture={avatarUrl ? 'true' : 'false'}
            // No name known (the build's signed-in frame, drawn for no one): a blank avatar.
            data-initials={avatarUrl || !name ? undefined : initialsOf(name)}
            sx={{
              width: 28,
              height: 28,
              fontSize: '0.8rem',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              '&[data-initials]::before': { content: 'attr(data-initials)' },
            }}
          >
            {/* Not empty: an Avatar without children draws its own person icon. */}
            <span />
          </Avatar>
        }
        aria-label={name ? t('menu.open', { name }) : t('menu.openUnnamed')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => {
          const target = e.currentTarget;
          // Every part first, so the menu opens whole (its first item takes the focus).
          void Promise.all(Object.values(parts).map((load) => load())).finally(() => setAnchor(target));
        }}
        data-testid="user-menu-button"
        // On a phone the header has no room for the name: the icon stays, the label still names it.
        sx={(theme) => ({
          textTransform: 'none',
          maxWidth: 260,
          minWidth: 0,
          [theme.breakpoints.down('sm')]: { '& .MuiButton-startIcon': { mx: 0 } },
        })}
      >
        <Typography component="span" noWrap sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {name}
        </Typography>
      </Button>
      {/* Mounted from the first opening on, so the closing transition and focus return run. */}
      {(anchor || opened) && (
        <Suspense fallback={null}>
          <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
            <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
              <ListItemText
                primary={t('menu.signedInAs')}
                secondary={email}
                slotProps={{ secondary: { dir: 'ltr', sx: { textAlign: 'start' } } }}
              />
            </MenuItem>
            <Divider />
            <MenuItem onClick={() => go(homeFor(role))}>
              {role === 'admin' ? t('menu.admin') : t('menu.dashboard')}
            </MenuItem>
            <MenuItem onClick={() => go('/settings')}>{t('menu.settings')}</MenuItem>
            <Divider />
            <MenuItem onClick={() => void signOut()} data-testid="sign-out">
              {t('menu.signOut')}
            </MenuItem>
          </Menu>
        </Suspense>
      )}
    </>
  );
}
