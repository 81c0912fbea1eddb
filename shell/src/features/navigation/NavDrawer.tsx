/**
 * The phone's menu: a drawer from the start side (MUI flips `left` to the right in a right-to-left
 * theme, so it slides in from the right in Arabic), holding the person's pages and the header's
 * controls that the phone's header has no room for. A modal: focus moves into it, stays there, and
 * returns to the menu button when it closes (Escape, the close button, a link, or a tap outside).
 */
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useCommonT } from '../../lib/i18n/common.ts';
import { useNavigationT } from './i18n/index.ts';
import type { NavLinkSpec } from './navLinks.ts';

const CLOSE_ICON =
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

export default function NavDrawer({
  id,
  open,
  onClose,
  links,
  extras,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  links: readonly NavLinkSpec[];
  extras: ReactNode;
}) {
  const { t } = useNavigationT();
  const { t: tc } = useCommonT();
  const titleId = `${id}-title`;
  return (
    <Drawer
      id={id}
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: 'min(300px, 85vw)' },
        } as object,
      }}
      data-testid="nav-drawer"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1, fontSize: '1.05rem' }}>
          {tc('appName')}
        </Typography>
        <IconButton aria-label={t('close')} onClick={onClose} edge="end">
          <SvgIcon>
            <path d={CLOSE_ICON} />
          </SvgIcon>
        </IconButton>
      </Box>
      <Divider />
      <nav aria-label={t('label')}>
        <List>
          {links.map((link) => (
            <li key={link.to}>
              <ListItemButton
                component={NavLink}
                to={link.to}
                end
                onClick={onClose}
                sx={{
                  py: 1.25,
                  '&[aria-current="page"]': {
                    fontWeight: 700,
                    bgcolor: 'action.selected',
                    boxShadow: (theme) =>
                      `inset ${theme.direction === 'rtl' ? '-' : ''}4px 0 0 ${theme.palette.primary.main}`,
                  },
                }}
              >
                {t(`links.${link.label}`)}
              </ListItemButton>
            </li>
          ))}
        </List>
      </nav>
      <Divider />
      <Box
        role="group"
        aria-label={t('preferences')}
        sx={{ display: { xs: 'flex', sm: 'none' }, alignItems: 'center', gap: 1, px: 2, py: 1.5 }}
      >
        {extras}
      </Box>
    </Drawer>
  );
}
