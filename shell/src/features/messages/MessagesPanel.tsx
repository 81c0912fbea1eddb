/**
 * The messages panel (docs/product.md §2): the client's conversations by workflow, one per request of
 * any kind (a custom request under its own name), and one conversation with a reply box. Opening a
 * conversation shows the administrator's reason given with the decision (why it was rejected) above the
 * thread, and marks the admin's messages read (stored: the counter stays right after a reload and on
 * another device), and so does a message arriving while it is open.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormatters } from '@portal/dashboard-kit/i18n';
import { StatusChip } from '@portal/dashboard-kit/ui';
import { useEffect, useState } from 'react';
import { MessageThread } from '../../domain/messaging/MessageThread.tsx';
import { markThreadRead } from '../../domain/messaging/threadApi.ts';
import { requestStatusTone } from '../../lib/requestStatus.ts';
import { PageLoader } from '../../lib/screens/PageLoader.tsx';
import { RetryAlert } from '../../lib/screens/RetryAlert.tsx';
import type { ServerStateResult } from '../../lib/useServerState.ts';
import { useMessagesT } from './i18n/index.ts';
import type { ClientThread, RequestStatus } from './messagesApi.ts';
import { subjectName } from './subjectName.ts';
import { threadKey } from './threadSubject.ts';

/** An access request is 'denied', the other kinds 'rejected': both read as a rejection. */
const isRejection = (status: RequestStatus) => status === 'denied' || status === 'rejected';

export default function MessagesPanel({
  feed,
  onClose,
}: {
  feed: ServerStateResult<ClientThread[]>;
  onClose: () => void;
}) {
  const { t, locale } = useMessagesT();
  const f = useFormatters();
  const [selected, setSelected] = useState<string | null>(null);
  const { state, retry, refetch } = feed;
  const threads = state.status === 'ready' ? state.data : [];
  const thread = threads.find((candidate) => threadKey(candidate) === selected);
  const unreadInOpenThread = thread?.unreadIds.length ?? 0;

  useEffect(() => {
    if (!thread || unreadInOpenThread === 0) return;
    markThreadRead(thread, 'admin').then(refetch, (error) => console.error('[portal] mark read', error));
  }, [thread?.kind, thread?.requestId, unreadInOpenThread, refetch]);

  /** What the request is, under the workflow's name: its kind (and a control request's action). */
  const kindLabel = (item: ClientThread) =>
    item.kind === 'control' && item.action
      ? t('controlKind', { action: t(`actions.${item.action as 'start' | 'stop' | 'change'}`) })
      : t(`kinds.${item.kind}`);

  let body = null;
  if (state.status === 'loading') body = <PageLoader />;
  else if (state.status === 'error')
    body = <RetryAlert message={t('loadFailed')} retryLabel={t('retry')} onRetry={retry} />;
  else if (thread)
    body = (
      <Stack spacing={2}>
        <Box>
          <Button onClick={() => setSelected(null)}>{t('back')}</Button>
        </Box>
        <Box>
          <Typography variant="h6" component="h3">
            {subjectName(thread, locale)}
          </Typography>
          <Typography color="text.secondary">{kindLabel(thread)}</Typography>
        </Box>
        {thread.decisionNote && (
          <Alert
            severity={isRejection(thread.status) ? 'warning' : 'info'}
            data-testid="thread-decision-note"
          >
            <AlertTitle>{isRejection(thread.status) ? t('rejectedBecause') : t('decisionNote')}</AlertTitle>
            <Box component="span" dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {thread.decisionNote}
            </Box>
          </Alert>
        )}
        <MessageThread
          thread={thread}
          messages={thread.messages}
          me="client"
          labels={{
            sender: (type) => (type === 'client' ? t('you') : t('admin')),
            reply: t('reply'),
            send: t('send'),
            failed: t('sendFailed'),
            empty: t('noMessages'),
            thread: t('thread', { workflow: subjectName(thread, locale) }),
          }}
          onSent={refetch}
        />
      </Stack>
    );
  else if (threads.length === 0) body = <Typography color="text.secondary">{t('empty')}</Typography>;
  else
    body = (
      <List aria-label={t('threads')} disablePadding>
        {threads.map((item) => (
          <ListItem key={threadKey(item)} disablePadding>
            <ListItemButton
              onClick={() => setSelected(threadKey(item))}
              data-testid="message-thread-item"
              data-request-kind={item.kind}
              divider
            >
              <ListItemText
                primary={subjectName(item, locale)}
                secondary={`${kindLabel(item)} · ${f.dateTime(item.lastActivity)}${
                  item.unreadIds.length > 0 ? ` · ${t('unread', { count: item.unreadIds.length })}` : ''
                }`}
                slotProps={{ primary: { sx: { fontWeight: item.unreadIds.length > 0 ? 700 : 400 } } }}
              />
              <StatusChip label={t(`status.${item.status}`)} tone={requestStatusTone(item.status)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    );

  return (
    <Box
      component="section"
      aria-labelledby="messages-panel-title"
      sx={{ p: 3 }}
      data-testid="messages-panel"
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="messages-panel-title" variant="h5" component="h2">
          {t('title')}
        </Typography>
        <IconButton aria-label={t('close')} onClick={onClose}>
          <Box component="span" aria-hidden="true" sx={{ fontSize: 24, lineHeight: 1 }}>
            ×
          </Box>
        </IconButton>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      {body}
    </Box>
  );
}
