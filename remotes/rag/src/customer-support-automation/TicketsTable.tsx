/**
 * The Tickets tab: the tickets of the loaded history, each opening its transcript, with the time and
 * model under each bot answer. Live, the tickets page on the server and a transcript is read when it
 * opens (all its messages, even from before the history); a sample's come from the sample.
 */
import type { DashboardContext } from '@portal/contract';
import { type ChatMessage, type Conversation, chatMessageFromRow } from '@portal/dashboard-kit/entities';
import { recentRows, type TableRows } from '@portal/dashboard-kit/live';
import { ConversationsTable } from '@portal/dashboard-kit/ui';
import { useCallback, useRef } from 'react';
import { AnswerDetails } from '../common/AnswerDetails.tsx';
import { MESSAGE_COLUMNS, type MessageRow } from '../common/rows.ts';
import { useRagT } from '../i18n/index.ts';

/** A conversation longer than this shows its first messages only. */
const TRANSCRIPT_LIMIT = 500;

interface TicketsTableProps {
  tickets: TableRows<Conversation>;
  /** A sample's messages, for its transcripts (live reads a transcript when it opens). */
  transcripts?: readonly MessageRow[];
  ctx: DashboardContext;
}

async function threadOf(
  ctx: DashboardContext,
  transcripts: readonly MessageRow[],
  id: string,
  signal: AbortSignal,
) {
  if (ctx.mode !== 'live') return transcripts.filter((m) => m.session_id === id);
  return recentRows({ ...ctx, signal }, 'chat_messages', MESSAGE_COLUMNS, {
    limit: TRANSCRIPT_LIMIT,
    byWorkflow: false,
    match: { session_id: id },
    ascending: true,
  });
}

export function TicketsTable({ tickets, transcripts = [], ctx }: TicketsTableProps) {
  const { t } = useRagT();
  // The rows of the transcripts opened, for the details under each bot answer.
  const rows = useRef(new Map<string, MessageRow>());
  const loadMessages = useCallback(
    async (id: string, signal: AbortSignal): Promise<ChatMessage[]> => {
      const thread = await threadOf(ctx, transcripts, id, signal);
      for (const row of thread) rows.current.set(row.id, row);
      return thread
        .map(chatMessageFromRow)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    },
    [ctx, transcripts],
  );
  const details = useCallback((message: ChatMessage) => {
    const row = rows.current.get(message.id);
    return row?.role === 'assistant' && (row.model || row.fallback) ? (
      <AnswerDetails answer={row} documents={[]} />
    ) : null;
  }, []);
  return (
    <ConversationsTable
      conversations={tickets}
      title={t('tables.tickets')}
      emptyMessage={t('empty.tickets')}
      loadMessages={loadMessages}
      messageDetails={details}
    />
  );
}
