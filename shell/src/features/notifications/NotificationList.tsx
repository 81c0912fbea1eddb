/**
 * The notification centre's popover (NotificationCentre.tsx): the newest notifications in the person's
 * language, opening one or marking all read. A chunk of its own, fetched when the bell is first
 * pressed, so the popover and list code is not part of every signed-in page's first load.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormatters } from '@portal/dashboard-kit/i18n';
import { visuallyHidden } from '@portal/dashboard-kit/ui/a11y';
import { useId } from 'react';
import { useNotificationsT } from './i18n/index.ts';
import { localized, type PortalNotification } from './localized.ts';

export interface NotificationListProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  status: 'loading' | 'ready' | 'error';
  items: PortalNotification[];
  unread: number;
  onOpen: (notification: PortalNotification) => void;
  onMarkAll: () => void;
  onRetry: () => void;
}

export default function NotificationList({
  anchor,
  onClose,
  status,
  items,
  unread,
  onOpen,
  onMarkAll,
  onRetry,
}: NotificationListProps) {
  const { t, locale } = useNotificationsT();
  const f = useFormatters();
  const headingId = useId();
  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': headingId, sx: { width: 380, maxWidth: '95vw' } },
      }}
    >
      <Box sx={{ p: 2 }} data-testid="notification-centre">
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography id={headingId} variant="h6" component="h2">
            {t('title')}
          </Typography>
          <Button size="small" onClick={onMarkAll} disabled={unread === 0}>
            {t('markAllRead')}
          </Button>
        </Stack>
        {status === 'error' && (
          <Typography color="error">
            {t('loadFailed')} <Button onClick={onRetry}>{t('retry')}</Button>
          </Typography>
        )}
        {status === 'ready' && items.length === 0 && (
          <Typography color="text.secondary">{t('empty')}</Typography>
        )}
        <List disablePadding aria-labelledby={headingId}>
          {items.map((notification) => {
            const text = localized(notification, locale);
            return (
              <ListItem key={notification.id} disablePadding>
                <ListItemButton
                  onClick={() => onOpen(notification)}
                  divider
                  data-testid="notification-item"
                  data-unread={notification.read_at ? undefined : 'true'}
                  sx={{
                    alignItems: 'flex-start',
                    bgcolor: notification.read_at ? undefined : 'action.selected',
                  }}
                >
                  <ListItemText
                    primary={
                      <>
                        {text.title}
                        {/* Bold and the tinted row show it; screen readers hear it. */}
                        {!notification.read_at && (
                          <Box component="span" sx={visuallyHidden}>
                            {` · ${t('unread')}`}
                          </Box>
                        )}
                      </>
                    }
                    secondary={`${text.message} · ${f.dateTime(notification.created_at)}`}
                    slotProps={{ primary: { sx: { fontWeight: notification.read_at ? 400 : 700 } } }}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
    </Popover>
  );
}
