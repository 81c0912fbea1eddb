/**
 * The admin's side of a request's message thread, for every kind of request: live (the client's replies
 * appear as they are sent; a reconnect refetches), and the client's messages are marked read when the
 * admin sees them.
 */
import Alert from '@mui/material/Alert';
import { useEffect } from 'react';
import { MessageThread } from '../../../domain/messaging/MessageThread.tsx';
import { loadThread, markThreadRead, type ThreadMessage } from '../../../domain/messaging/threadApi.ts';
import { watchTable } from '../../../domain/realtime.ts';
import { PageLoader } from '../../../lib/screens/PageLoader.tsx';
import { useServerState } from '../../../lib/useServerState.ts';
import { useAdminT } from '../i18n/index.ts';
import type { QueueRequest } from './requestsApi.ts';

export function RequestThread({ request, clientName }: { request: QueueRequest; clientName: string }) {
  const { t } = useAdminT();
  const thread = { kind: request.kind, requestId: request.id, owner: request.userId };
  const { state, refetch } = useServerState(
    (signal) => loadThread(request.kind, request.id, signal),
    [request.kind, request.id],
    {
      subscribe: (refetch) =>
        watchTable<ThreadMessage>({
          table: 'workflow_request_messages',
          event: 'INSERT',
          // Request ids are only unique per table: a message of another kind is not this thread's.
          filter: `request_id=eq.${request.id}`,
          onChange: (message) => {
            if (message.request_kind === request.kind) refetch();
          },
          onJoined: refetch,
        }),
    },
  );
  const unread =
    state.status === 'ready' ? state.data.filter((m) => m.sender_type === 'client' && !m.read_at).length : 0;

  useEffect(() => {
    if (unread === 0) return;
    markThreadRead({ kind: request.kind, requestId: request.id }, 'client').catch((error) =>
      console.error('[portal] mark read', error),
    );
  }, [request.kind, request.id, unread]);

  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'error') return <Alert severity="error">{t('loadFailed')}</Alert>;
  return (
    <MessageThread
      thread={thread}
      messages={state.data}
      me="admin"
      labels={{
        sender: (type) => (type === 'admin' ? t('detail.you') : clientName),
        reply: t('detail.reply'),
        send: t('detail.send'),
        failed: t('detail.sendFailed'),
        empty: t('detail.threadEmpty'),
        thread: t('detail.threadName', { name: clientName }),
      }}
      onSent={refetch}
    />
  );
}
