/**
 * The messages entry of the header (clients): an envelope with the unread counter that opens the
 * messages panel. It also holds the live feed, so toasts arrive on every page. The drawer and the
 * panel are separate chunks, fetched when first opened: the button and the feed are all a page's first
 * load needs.
 */
import { lazy, Suspense, useState } from 'react';
import { CounterIconButton } from '../../lib/CounterIconButton.tsx';
import { icon } from '../../lib/forms/icons.tsx';
import { useMessagesT } from './i18n/index.ts';
import { unreadCount, useMessagesPanel } from './panelState.ts';
import { useMessageFeed } from './useMessageFeed.ts';

const MessagesPanel = lazy(() => import('./MessagesPanel.tsx'));
const Drawer = lazy(() => import('@mui/material/Drawer'));

const MailIcon = icon(
  'M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 4-8 5-8-5V6l8 5 8-5z',
);

export default function MessagesButton() {
  const { t } = useMessagesT();
  const feed = useMessageFeed();
  const open = useMessagesPanel((state) => state.open);
  const seen = useMessagesPanel((state) => state.seenWhileOpen);
  const setOpen = useMessagesPanel((state) => state.setOpen);
  // Mounted from the first opening on, so the drawer's closing transition and focus return run.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const threads = feed.state.status === 'ready' ? feed.state.data : [];
  const count = unreadCount(
    threads.flatMap((thread) => thread.unreadIds),
    seen,
  );

  return (
    <>
      <CounterIconButton
        label={count > 0 ? t('openWithUnread', { count }) : t('open')}
        count={count}
        icon={<MailIcon />}
        onClick={() => setOpen(true)}
        testId="messages"
      />
      {opened && (
        <Suspense fallback={null}>
          <Drawer
            anchor="right"
            open={open}
            onClose={() => setOpen(false)}
            slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 } } } }}
          >
            {open && <MessagesPanel feed={feed} onClose={() => setOpen(false)} />}
          </Drawer>
        </Suspense>
      )}
    </>
  );
}
