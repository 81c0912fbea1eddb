/**
 * The notification centre of the header (docs/product.md §2): a bell with the unread count that opens
 * the newest notifications in the person's language; opening one marks it read and goes to its page,
 * and all can be marked read at once. It holds the live feed, so toasts arrive on every page. The
 * popover (NotificationList.tsx) is fetched when the bell is first pressed: the bell and the feed are
 * all a page's first load needs.
 */
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CounterIconButton } from '../../lib/CounterIconButton.tsx';
import { icon } from '../../lib/forms/icons.tsx';
import { useNotificationsT } from './i18n/index.ts';
import type { PortalNotification } from './localized.ts';
import { markNotificationsRead } from './notificationsApi.ts';
import { useNotificationFeed } from './useNotificationFeed.tsx';

const NotificationList = lazy(() => import('./NotificationList.tsx'));

const BellIcon = icon(
  'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2m6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1z',
);

export default function NotificationCentre() {
  const { t } = useNotificationsT();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so the popover's closing transition and focus return run.
  const [opened, setOpened] = useState(false);
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
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setOpened(true);
        }}
        testId="notifications"
      />
      {opened && (
        <Suspense fallback={null}>
          <NotificationList
            anchor={anchor}
            onClose={() => setAnchor(null)}
            status={state.status}
            items={list.items}
            unread={list.unread}
            onOpen={(notification) => void open(notification)}
            onMarkAll={() => void markAll()}
            onRetry={retry}
          />
        </Suspense>
      )}
    </>
  );
}
