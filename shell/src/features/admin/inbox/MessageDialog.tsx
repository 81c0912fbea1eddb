/**
 * One message in full: who wrote (and their client account, for a Support Request), when, in which
 * language, what they wrote, every reply (by whom, when, whether the email has left) and the reply
 * form. Opening an unread message marks it read; sending a reply emails the sender (the database
 * queues the email and marks the message answered).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isolate, useFormatters } from '@portal/dashboard-kit/i18n';
import { StatusChip } from '@portal/dashboard-kit/ui';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { DetailField } from '../../../lib/screens/DetailField.tsx';
import { LoadingOrFailed } from '../../../lib/screens/LoadFailed.tsx';
import { useSnackbar } from '../../../lib/toast/index.ts';
import { useBusyTask } from '../../../lib/useBusyTask.ts';
import { useServerState } from '../../../lib/useServerState.ts';
import { loadPeople, personName } from '../requests/requestsApi.ts';
import { useAdminInboxT } from './i18n/index.ts';
import {
  type InboxMessage,
  loadMessage,
  MESSAGE_TONE,
  markRead,
  messageText,
  REPLY_MAX,
  sendReply,
} from './inboxApi.ts';

export function MessageDialog({
  id,
  onClose,
  onChanged,
}: {
  id: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useAdminInboxT();
  const titleId = useId();
  const { state, retry } = useServerState((signal) => loadMessage(id, signal), [id]);
  const people = useServerState(loadPeople, []);
  const directory = people.state.status === 'ready' ? people.state.data : new Map();
  const message = state.status === 'ready' ? state.data.message : null;

  useEffect(() => {
    if (message?.status !== 'new') return;
    void markRead(message.id)
      .then(onChanged)
      .catch(() => undefined); // still unread: the list says so
  }, [message?.id, message?.status, onChanged]);

  // A reply's email leaves within moments (the outbox); look again until every one says it left.
  const waiting = state.status === 'ready' && state.data.replies.some((reply) => !reply.emailed_at);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(retry, 1500);
    return () => clearTimeout(timer);
  }, [waiting, retry, state]);

  let body: ReactNode;
  if (state.status !== 'ready')
    body = <LoadingOrFailed state={state} message={t('loadFailed')} onRetry={retry} />;
  else if (!message) body = <Alert severity="info">{t('detail.notFound')}</Alert>;
  else
    body = (
      <MessageBody
        message={message}
        replies={state.data.replies.map((reply) => ({
          ...reply,
          author: personName(directory, reply.author_id),
        }))}
        clientName={message.user_id ? personName(directory, message.user_id) : null}
        onSent={() => {
          retry();
          onChanged();
        }}
      />
    );

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id={titleId}>
        {message ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <bdi>{message.full_name}</bdi>
            <StatusChip tone="neutral" label={t(`kinds.${message.kind}`)} />
            <StatusChip tone={MESSAGE_TONE[message.status]} label={t(`status.${message.status}`)} />
          </Stack>
        ) : (
          t('messagesTitle')
        )}
      </DialogTitle>
      <DialogContent dividers>{body}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('detail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function MessageBody({
  message,
  replies,
  clientName,
  onSent,
}: {
  message: InboxMessage;
  replies: { id: string; body: string; author: string; created_at: string; emailed_at: string | null }[];
  clientName: string | null;
  onSent: () => void;
}) {
  const { t } = useAdminInboxT();
  const f = useFormatters();
  return (
    <Stack spacing={3}>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        <DetailField label={t('detail.email')}>
          <bdi>{message.email}</bdi>
        </DetailField>
        {message.company && (
          <DetailField label={t('detail.company')} written>
            {message.company}
          </DetailField>
        )}
        {clientName && <DetailField label={t('detail.client')}>{clientName}</DetailField>}
        <DetailField label={t('detail.received')}>{f.dateTime(message.created_at)}</DetailField>
        <DetailField label={t('detail.language')}>{t(`languages.${message.locale}`)}</DetailField>
      </Stack>
      <Box component="section" aria-label={t('detail.message')}>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {t('detail.message')}
        </Typography>
        <Typography
          dir="auto"
          sx={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            p: 2,
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          {messageText(message)}
        </Typography>
      </Box>
      <Box component="section" aria-label={t('detail.replies')}>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {t('detail.replies')}
        </Typography>
        {replies.length === 0 ? (
          <Typography color="text.secondary">{t('detail.noReplies')}</Typography>
        ) : (
          <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {replies.map((reply) => (
              <Box
                component="li"
                key={reply.id}
                sx={{ borderInlineStart: '3px solid', borderColor: 'success.main', paddingInlineStart: 2 }}
              >
                <Typography variant="body2" color="text.secondary">
                  {t('detail.repliedBy', {
                    name: isolate(reply.author),
                    date: isolate(f.dateTime(reply.created_at)),
                  })}
                  {' · '}
                  {reply.emailed_at
                    ? t('detail.emailed', { date: f.dateTime(reply.emailed_at) })
                    : t('detail.sending')}
                </Typography>
                <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {reply.body}
                </Typography>
              </Box>
            ))}
          </Stack>
        )}
      </Box>
      <Divider />
      <ReplyForm message={message} onSent={onSent} />
    </Stack>
  );
}

function ReplyForm({ message, onSent }: { message: InboxMessage; onSent: () => void }) {
  const { t } = useAdminInboxT();
  const { enqueueSnackbar } = useSnackbar();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const { busy: sending, run } = useBusyTask();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setProblem(t('detail.required'));
    if (text.length > REPLY_MAX) return setProblem(t('detail.tooLong', { max: REPLY_MAX }));
    setProblem(undefined);
    await run(
      async () => {
        await sendReply(message.id, text);
        setText('');
        enqueueSnackbar(t('detail.sent', { email: message.email }), { variant: 'success' });
        onSent();
      },
      () => {
        setProblem(t('detail.failed'));
      },
    );
  };

  return (
    <Stack component="form" spacing={1.5} onSubmit={submit} noValidate>
      <TextField
        label={t('detail.reply', { email: message.email })}
        value={text}
        onChange={(e) => setText(e.target.value)}
        multiline
        minRows={4}
        required
        error={Boolean(problem)}
        helperText={problem ?? t('detail.replyHint', { language: t(`languages.${message.locale}`) })}
        slotProps={{ htmlInput: { dir: 'auto', maxLength: REPLY_MAX } }}
      />
      <Box>
        <Button type="submit" variant="contained" loading={sending}>
          {t('detail.send')}
        </Button>
      </Box>
    </Stack>
  );
}
