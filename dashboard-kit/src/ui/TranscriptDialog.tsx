import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import type { ChatMessage, Conversation } from '../blocks/conversations/conversations.ts';
import { useFormatters, useUiTranslation } from '../i18n/index.ts';
import { DetailDialog } from './DetailDialog.tsx';
import { useEnumLabels } from './enumLabels.ts';
import { MessageBubble } from './MessageBubble.tsx';
import { ErrorState, LoadingState } from './states.tsx';

export interface TranscriptDialogProps {
  conversation: Conversation | null;
  /** The conversation's messages, oldest first (live: loadTranscript; sample: from the sample). */
  loadMessages: (conversationId: string, signal: AbortSignal) => Promise<readonly ChatMessage[]>;
  onClose: () => void;
  /** What a family adds under a message (a knowledge bot: the sources an answer cited). */
  messageDetails?: (message: ChatMessage) => ReactNode;
}

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; messages: readonly ChatMessage[] };

/**
 * A conversation as the customer lived it: the customer's messages on one side, the bot's and the
 * staff's on the other (mirrored in Arabic), each with its time. Each message text keeps its own
 * direction (`dir="auto"`): an English chat reads correctly on the Arabic page and vice versa.
 */
export function TranscriptDialog({
  conversation,
  loadMessages,
  onClose,
  messageDetails,
}: TranscriptDialogProps) {
  const { t } = useUiTranslation();
  const f = useFormatters();
  const labels = useEnumLabels();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const id = conversation?.id;

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    loadMessages(id, controller.signal).then(
      (messages) => !controller.signal.aborted && setLoad({ state: 'ready', messages }),
      () => !controller.signal.aborted && setLoad({ state: 'error' }),
    );
    return () => controller.abort();
  }, [id, loadMessages, attempt]);

  const name = conversation?.customerName ?? t('transcript.anonymous');
  return (
    <DetailDialog
      open={conversation !== null}
      title={t('transcript.title', { name })}
      closeLabel={t('transcript.close')}
      onClose={onClose}
    >
      {load.state === 'loading' && <LoadingState label={t('transcript.loading')} minHeight={160} />}
      {load.state === 'error' && (
        <ErrorState
          message={t('transcript.failed')}
          onRetry={() => setAttempt((n) => n + 1)}
          minHeight={160}
        />
      )}
      {load.state === 'ready' && load.messages.length === 0 && (
        <Typography color="text.secondary">{t('transcript.empty')}</Typography>
      )}
      {load.state === 'ready' && load.messages.length > 0 && (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {load.messages.map((message) => (
            <MessageBubble
              key={message.id}
              own={message.role !== 'customer'}
              heading={`${labels.chatRole(message.role)} · ${f.dateTime(message.createdAt)}`}
            >
              <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-wrap' }}>
                {message.content}
              </Typography>
              {messageDetails?.(message)}
            </MessageBubble>
          ))}
        </Box>
      )}
    </DetailDialog>
  );
}
