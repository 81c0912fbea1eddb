/**
 * The person's notifications, kept live (docs/product.md §7): the realtime INSERT on notifications
 * filtered by the user's id gives a toast lasting 5 seconds, in the person's language, with the
 * destructive style for type error; a reconnect refetches what arrived meanwhile.
 */

import { watchTable } from '../../domain/realtime.ts';
import { useAuth } from '../../domain/session/store.ts';
import { useSnackbar } from '../../lib/toast/index.ts';
import { useServerState } from '../../lib/useServerState.ts';
import { useNotificationsT } from './i18n/index.ts';
import { localized, type PortalNotification } from './localized.ts';
import { NotificationToast } from './NotificationToast.tsx';
import { loadNotifications } from './notificationsApi.ts';

export const NOTIFICATION_TOAST_MS = 5000;

export function useNotificationFeed() {
  const { locale } = useNotificationsT();
  const { enqueueSnackbar } = useSnackbar();
  const userId = useAuth((state) => state.user?.id);

  return useServerState(loadNotifications, [userId], {
    enabled: Boolean(userId),
    subscribe: (refetch) =>
      watchTable<PortalNotification>({
        table: 'notifications',
        event: 'INSERT',
        filter: `user_id=eq.${userId}`,
        onChange: (notification) => {
          enqueueSnackbar(<NotificationToast {...localized(notification, locale)} />, {
            variant: notification.type,
            autoHideDuration: NOTIFICATION_TOAST_MS,
          });
          refetch();
        },
        onJoined: refetch,
      }),
  });
}
