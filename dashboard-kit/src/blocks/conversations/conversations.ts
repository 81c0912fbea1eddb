/**
 * Conversations (tables `chat_sessions` and `chat_messages`): the WhatsApp bots and the knowledge and
 * support chatbots (11 workflows) read them. A session's messages load on demand, for the transcript.
 */
import type { LiveContext } from '@portal/contract';
import { type ColumnValue, chatMessagesValues, chatSessionsValues } from '@portal/contract/schema';
import type { Fact } from '../../live/figures.ts';
import { type ColumnOf, type RowOf, recentRows } from '../../live/query.ts';
import { isoOrNull, oneOf, toNumber } from '../../live/values.ts';
import type { StatusTone } from '../../ui/StatusChip.tsx';

export const CHAT_STATUSES = chatSessionsValues.status;
export type ChatStatus = ColumnValue<'chat_sessions', 'status'>;
export const CHAT_CHANNELS = chatSessionsValues.channel;
export type ChatChannel = ColumnValue<'chat_sessions', 'channel'>;
export const CHAT_ROLES = chatMessagesValues.role;
export type ChatRole = ColumnValue<'chat_messages', 'role'>;

export interface Conversation {
  id: string;
  customerName: string | null;
  customerContact: string | null;
  channel: ChatChannel;
  language: 'en' | 'ar';
  status: ChatStatus;
  topic: string | null;
  messageCount: number;
  /** 1–5 when the customer rated the conversation. */
  satisfaction: number | null;
  startedAt: string;
  endedAt: string | null;
}

export interface ChatMessage {
  id: string;
  role: ChatRole;
  content: string;
  createdAt: string;
}

export const CHAT_STATUS_TONE: Record<ChatStatus, StatusTone> = {
  active: 'info',
  resolved: 'success',
  escalated: 'warning',
  abandoned: 'neutral',
};

export const CONVERSATION_COLUMNS = [
  'id',
  'customer_name',
  'customer_contact',
  'channel',
  'language',
  'status',
  'topic',
  'message_count',
  'satisfaction',
  'started_at',
  'ended_at',
] as const;
export type ConversationRow = RowOf<'chat_sessions', (typeof CONVERSATION_COLUMNS)[number]>;

export function conversationFromRow(row: ConversationRow): Conversation {
  return {
    id: row.id,
    customerName: row.customer_name,
    customerContact: row.customer_contact,
    channel: oneOf(row.channel, CHAT_CHANNELS, 'whatsapp'),
    language: oneOf(row.language, ['en', 'ar'] as const, 'en'),
    status: oneOf(row.status, CHAT_STATUSES, 'active'),
    topic: row.topic,
    messageCount: toNumber(row.message_count) ?? 0,
    satisfaction: toNumber(row.satisfaction),
    startedAt: new Date(row.started_at).toISOString(),
    endedAt: isoOrNull(row.ended_at),
  };
}

/** What source `chat_sessions` counts of a conversation: status, channel, messages, rating. */
export const sessionFact = (
  s: RowOf<'chat_sessions', 'started_at' | 'status' | 'channel' | 'message_count' | 'satisfaction'>,
): Fact => ({
  at: s.started_at,
  status: s.status,
  kind: s.channel,
  value: s.message_count,
  score: s.satisfaction,
});

/** What source `chat_messages` counts of a message: its role. */
export const messageFact = (m: RowOf<'chat_messages', 'created_at' | 'role'>): Fact => ({
  at: m.created_at,
  status: m.role,
});

export const CHAT_MESSAGE_COLUMNS = ['id', 'role', 'content', 'created_at'] as const;
export type ChatMessageRow = RowOf<'chat_messages', (typeof CHAT_MESSAGE_COLUMNS)[number]>;
/** A message with its conversation: what a dashboard loads to walk each conversation's thread. */
export const THREAD_MESSAGE_COLUMNS = ['session_id', ...CHAT_MESSAGE_COLUMNS] as const;

export function chatMessageFromRow(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    role: oneOf(row.role, CHAT_ROLES, 'system'),
    content: row.content,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Most messages a transcript loads (a conversation is read, not archived, on a dashboard). */
const TRANSCRIPT_LIMIT = 500;

/**
 * One conversation's messages, oldest first: what a transcript reads live when it opens (all of them,
 * even from before the period), with the `columns` the family's view shows.
 */
export const loadTranscript = <C extends ColumnOf<'chat_messages'>>(
  ctx: LiveContext,
  sessionId: string,
  columns: readonly C[],
) =>
  recentRows(ctx, 'chat_messages', columns, {
    limit: TRANSCRIPT_LIMIT,
    byWorkflow: false,
    match: { session_id: sessionId },
    ascending: true,
  });
