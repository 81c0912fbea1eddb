/**
 * The notification centre of the header (docs/product.md §2): a bell with the unread count that opens
 * the newest notifications in the person's language; opening one marks it read and goes to its page,
 * and all can be marked read at once. It holds the live feed, so toasts arrive on every page.
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
import { useFormatters } from '@portal/shared/i18n';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CounterIconButton } from '../../lib/CounterIconButton.tsx';
import { icon } from '../../lib/forms/icons.tsx';
import { useNotificationsT } from './i18n/index.ts';
import { localized, type PortalNotification } from './localized.ts';
import { markNotificationsRead } from './notificationsApi.ts';
import { useNotificationFeed } from './useNotificationFeed.tsx';

const BellIcon = icon(
  'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2m6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1z',
);

export default function NotificationCentre() {
  const { t, locale } = useNotificationsT();
  const f = useFormatters();
  const navigate = useNavigate();
  const headingId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { state, retry, refetch, setData } = useNotificationFeed();
  const list = state.status === 'ready' ? state.data : { items: [], unread: 0 };

  function markLocally(id?: string) {
    const now = new Date().toISOString();
    setData((data) => ({
      items: data.items.map((n) => (!id || n.id === id ? { ...n, read_at: n.read_at ?? now } : n)),
      unread: id ? Math.max(0, data.unread - (data.items.some((n) => n.id === id && !n.read_at) ? 1 : 0)) : 0,
    }));
  }

  async function open(notification: PortalNotification) {
    setAnchor(null);
    if (!notification.read_at) {
      markLocally(notification.id);
      await markNotificationsRead(notification.id).catch(refetch);
    }
    if (notification.link) navigate(notification.link);
  }

  async function markAll() {
    markLocally();
    await markNotificationsRead().catch(refetch);
  }

  return (
    <>
      <CounterIconButton
        label={list.unread > 0 ? t('openWithUnread', { count: list.unread }) : t('open')}
        count={list.unread}
        icon={<BellIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        testId="notifications"
      />
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
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
            <Button size="small" onClick={() => void markAll()} disabled={list.unread === 0}>
              {t('markAllRead')}
            </Button>
          </Stack>
          {state.status === 'error' && (
            <Typography color="error">
              {t('loadFailed')} <Button onClick={retry}>{t('retry')}</Button>
            </Typography>
          )}
          {state.status === 'ready' && list.items.length === 0 && (
            <Typography color="text.secondary">{t('empty')}</Typography>
          )}
          <List disablePadding aria-labelledby={headingId}>
            {list.items.map((notification) => {
              const text = localized(notification, locale);
              return (
                <ListItem key={notification.id} disablePadding>
                  <ListItemButton
                    onClick={() => void open(notification)}
                    divider
                    data-testid="notification-item"
                    data-unread={notification.read_at ? undefined : 'true'}
                    sx={{
                      alignItems: 'flex-start',
                      bgcolor: notification.read_at ? undefined : 'action.selected',
                    }}
                  >
                    <ListItemText
                      primary={notification.read_at ? text.title : `${text.title} · ${t('unread')}`}
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
    </>
  );
}
