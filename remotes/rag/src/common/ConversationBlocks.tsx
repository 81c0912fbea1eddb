/**
 * Conversations through the shared conversations table and transcript. The dashboards hold every
 * message of the loaded conversations already (their figures need them), so a transcript opens from
 * memory in both modes; under each bot answer it shows the sources it cited, how long it took and
 * which model wrote it.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  type ChatMessage,
  type Conversation,
  chatMessageFromRow,
  conversationFromRow,
  threadsBySession,
} from '@portal/dashboard-kit/entities';
import { useFormatters } from '@portal/dashboard-kit/i18n';
import { ConversationsTable } from '@portal/dashboard-kit/ui';
import { useCallback, useMemo } from 'react';
import { useRagT } from '../i18n/index.ts';
import { citedTitles } from './knowledge.ts';
import { byId, type DocumentRow, type MessageRow, type SessionRow } from './rows.ts';

interface ConversationsProps {
  sessions: readonly SessionRow[];
  messages: readonly MessageRow[];
  /** The knowledge base, to name the sources answers cite (none for a support desk). */
  documents?: readonly DocumentRow[];
  /** Its title and empty message: `tables.<name>` and `empty.<name>`. */
  name: 'conversations' | 'tickets';
}

/** Sources, time and model of one bot answer, in the bubble's own colours. */
export function AnswerDetails({
  answer,
  documents,
}: {
  answer: MessageRow;
  documents: readonly DocumentRow[];
}) {
  const { t } = useRagT();
  const f = useFormatters();
  const sources = citedTitles(answer, documents);
  return (
    <Box sx={{ mt: 0.5, borderTop: 1, borderColor: 'currentcolor', pt: 0.5 }}>
      {answer.fallback ? (
        <Typography variant="caption" component="p">
          {t('transcript.fallback')}
        </Typography>
      ) : (
        <Typography variant="caption" component="p">
          {t('transcript.sources')}: {sources.length ? sources.join(' · ') : t('transcript.noSources')}
        </Typography>
      )}
      {answer.latency_ms !== null && answer.model && (
        <Typography variant="caption" component="p">
          {t('transcript.answeredIn', { value: f.duration(answer.latency_ms), model: answer.model })}
        </Typography>
      )}
    </Box>
  );
}

export function Conversations({ sessions, messages, documents = [], name }: ConversationsProps) {
  const { t } = useRagT();
  const conversations = useMemo<Conversation[]>(() => sessions.map(conversationFromRow), [sessions]);
  const threads = useMemo(() => threadsBySession(messages), [messages]);
  const rows = useMemo(() => byId(messages), [messages]);
  const loadMessages = useCallback(
    async (id: string): Promise<ChatMessage[]> => (threads.get(id) ?? []).map(chatMessageFromRow),
    [threads],
  );
  const details = useCallback(
    (message: ChatMessage) => {
      const row = rows.get(message.id);
      return row?.role === 'assistant' && (row.model || row.fallback) ? (
        <AnswerDetails answer={row} documents={documents} />
      ) : null;
    },
    [rows, documents],
  );
  return (
    <ConversationsTable
      conversations={conversations}
      title={t(`tables.${name}`)}
      emptyMessage={t(`empty.${name}`)}
      loadMessages={loadMessages}
      messageDetails={details}
    />
  );
}
