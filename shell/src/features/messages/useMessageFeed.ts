/**
 * The client's conversations, kept live: docs/product.md §7's subscription (INSERTs of
 * workflow_request_messages with sender_type admin), then the request's owner and workflow name (from
 * the table of the message's kind of request), then the toast; a reconnect refetches, so messages sent
 * while the client was offline show up.
 */

import { kindOf, type ThreadMessage } from '../../domain/messaging/threadApi.ts';
import { watchTable } from '../../domain/realtime.ts';
import { useAuth } from '../../domain/session/store.ts';
import { useSnackbar } from '../../lib/toast/index.ts';
import { useServerState } from '../../lib/useServerState.ts';
import { useMessagesT } from './i18n/index.ts';
import { fetchRequestOwner, loadClientThreads } from './messagesApi.ts';
import { showNewMessage } from './newMessageToast.tsx';
import { useMessagesPanel } from './panelState.ts';

export function useMessageFeed() {
  const { t, locale } = useMessagesT();
  const { enqueueSnackbar } = useSnackbar();
  const userId = useAuth((state) => state.user?.id);

  async function onAdminMessage(message: ThreadMessage, refetch: () => void) {
    const kind = kindOf(message);
    const request = await fetchRequestOwner(kind, message.request_id).catch(() => null);
    if (!request || request.user_id !== userId) return;
    // The catalogue (the workflow's name in the reader's language) is not in the header's first load.
    const { subjectName } = await import('./subjectName.ts');
    const panel = useMessagesPanel.getState();
    if (panel.open) panel.markSeen(message.id);
    const workflowName = subjectName(request, locale);
    showNewMessage(enqueueSnackbar, {
      title: t('toastTitle', { workflow: workflowName }),
      content: message.content,
      workflowName,
      requestId: message.request_id,
      requestKind: kind,
      panelOpen: panel.open,
    });
    refetch();
  }

  return useServerState(loadClientThreads, [userId], {
    enabled: Boolean(userId),
    subscribe: (refetch) =>
      watchTable<ThreadMessage>({
        table: 'workflow_request_messages',
        event: 'INSERT',
        filter: 'sender_type=eq.admin',
        onChange: (message) => void onAdminMessage(message, refetch),
        onJoined: refetch,
      }),
  });
}
