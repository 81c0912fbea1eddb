/**
 * The frame's navigation (docs/architecture.md, "The frame's navigation"): on a wide screen the
 * person's pages are links in the header; below the `lg` breakpoint one menu button opens them in a
 * drawer (NavDrawer, its own chunk, fetched on the first opening so that no page's first load carries
 * MUI's Drawer and Modal). The current page's link carries aria-current="page" (react-router's NavLink).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useNavigationT } from './i18n/index.ts';
import { NAV_LINKS } from './navLinks.ts';
import { useNavAudience } from './useNavAudience.ts';

const loadDrawer = () => import('./NavDrawer.tsx');
const NavDrawer = lazy(loadDrawer);

const MENU_ICON = 'M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z';

/** The links in the header, from the `lg` breakpoint up (the menu button serves narrower screens). */
export function HeaderLinks() {
  const { t } = useNavigationT();
  const audience = useNavAudience();
  // Visitors have Sign in / Sign up in the account corner already.
  if (!audience || audience === 'visitor') return null;
  return (
    <Box
      component="ul"
      aria-label={t('label')}
      sx={{ display: { xs: 'none', lg: 'flex' }, gap: 0.5, listStyle: 'none', m: 0, p: 0 }}
    >
      {NAV_LINKS[audience].map((link) => (
        <li key={link.to}>
          <Button
            component={NavLink}
            to={link.to}
            end
            color="inherit"
            sx={{
              whiteSpace: 'nowrap',
              borderRadius: 1,
              // The current page: a bar under it and bolder text (not colour alone, WCAG 1.4.1).
              '&[aria-current="page"]': { fontWeight: 700, boxShadow: 'inset 0 -3px 0 currentColor' },
            }}
          >
            {t(`links.${link.label}`)}
          </Button>
        </li>
      ))}
    </Box>
  );
}

/**
 * The menu button below the `lg` breakpoint and the drawer it opens. `extras` are the header's controls
 * that a phone's header has no room for (language, theme): the drawer shows them below the links.
 */
export function MenuButton({ extras }: { extras: ReactNode }) {
  const { t } = useNavigationT();
  const audience = useNavAudience();
  const drawerId = useId();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <Box sx={{ display: { xs: 'flex', lg: 'none' }, flexShrink: 0 }}>
      <IconButton
        color="inherit"
        edge="start"
        aria-label={t('open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        data-testid="nav-menu-button"
        onClick={() => {
          // The drawer's code first, so it opens whole and takes the focus at once.
          void loadDrawer().finally(() => {
            setOpened(true);
            setOpen(true);
          });
        }}
      >
        <SvgIcon>
          <path d={MENU_ICON} />
        </SvgIcon>
      </IconButton>
      {/* Mounted from the first opening on, so the closing transition and the focus return run. */}
      {opened && (
        <Suspense fallback={null}>
          <NavDrawer
            id={drawerId}
            open={open}
            onClose={() => setOpen(false)}
            links={NAV_LINKS[audience ?? 'visitor']}
            extras={extras}
          />
        </Suspense>
      )}
    </Box>
  );
}
