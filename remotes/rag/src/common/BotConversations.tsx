/**
 * A bot's conversations (a knowledge bot's, or customer support's tickets): paged on the server (a
 * sample's in the browser), each opening its transcript. Live reads the conversation's messages when it
 * opens (all of them, even from before the period); under each bot answer the transcript shows the
 * sources it cited, how long it took and which model wrote it.
 */
import type { DashboardContext } from '@portal/contract';
import {
  type ChatMessage,
  type Conversation,
  chatMessageFromRow,
  loadTranscript,
} from '@portal/dashboard-kit/entities';
import type { TableRows } from '@portal/dashboard-kit/live';
import { ConversationsTable } from '@portal/dashboard-kit/ui';
import { useCallback, useRef } from 'react';
import { useRagT } from '../i18n/index.ts';
import { AnswerDetails } from './AnswerDetails.tsx';
import { type DocumentRow, MESSAGE_COLUMNS, type MessageRow } from './rows.ts';

/** The most messages a transcript shows (a conversation with a bot is a few dozen). */
interface BotConversationsProps {
  conversations: TableRows<Conversation>;
  /** A sample's messages (live reads a transcript when it opens). */
  transcripts?: readonly MessageRow[];
  /** The knowledge base, to name the sources answers cite (none for a support desk). */
  documents?: readonly DocumentRow[];
  /** Its title and empty message: `tables.<name>` and `empty.<name>`. */
  name?: 'conversations' | 'tickets';
  ctx: DashboardContext;
}

/** One conversation's messages, oldest first (ties by id, as they were written). */
async function threadOf(
  ctx: DashboardContext,
  transcripts: readonly MessageRow[],
  id: string,
  signal: AbortSignal,
) {
  if (ctx.mode === 'live') return loadTranscript({ ...ctx, signal }, id, MESSAGE_COLUMNS);
  return transcripts
    .filter((m) => m.session_id === id)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

export function BotConversations({
  conversations,
  transcripts = [],
  documents = [],
  name = 'conversations',
  ctx,
}: BotConversationsProps) {
  const { t } = useRagT();
  // The rows of the transcripts opened so far, to show each answer's details.
  const rows = useRef(new Map<string, MessageRow>());
  const loadMessages = useCallback(
    async (id: string, signal: AbortSignal): Promise<ChatMessage[]> => {
      const thread = await threadOf(ctx, transcripts, id, signal);
      for (const m of thread) rows.current.set(m.id, m);
      return thread.map(chatMessageFromRow);
    },
    [ctx, transcripts],
  );
  const details = useCallback(
    (message: ChatMessage) => {
      const row = rows.current.get(message.id);
      return row?.role === 'assistant' && (row.model || row.fallback) ? (
        <AnswerDetails answer={row} documents={documents} />
      ) : null;
    },
    [documents],
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
