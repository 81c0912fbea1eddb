/**
 * Live data of the knowledge bots: the signed-in client's documents, and the conversations of the
 * dashboard's workflow over the loaded history with their messages. Messages have no workflow of
 * their own: they are selected through their conversation (an inner embed PostgREST filters on).
 */
import type { LiveContext } from '@portal/shared/contract';
import { isoOrNull, LiveQueryError, recentRows, since } from '@portal/shared/live';
import { HISTORY_DAYS, type KnowledgeData } from './knowledge.ts';
import {
  DOCUMENT_COLUMNS,
  MESSAGE_COLUMNS,
  type MessageRow,
  SESSION_COLUMNS,
  type SessionRow,
} from './rows.ts';

/** Upper bounds that keep a very busy account's dashboard fast. */
export const MAX_DOCUMENTS = 500;
export const MAX_SESSIONS = 2000;
export const MAX_MESSAGES = 10_000;

interface Result {
  data: unknown[] | null;
  error: { message: string; code?: string } | null;
}

/** The workflow's messages since `from`, newest first (`recentRows` cannot filter through a join). */
async function workflowMessages(ctx: LiveContext, from: string): Promise<MessageRow[]> {
  const { data, error } = (await ctx.supabase
    .from('chat_messages')
    .select(`${MESSAGE_COLUMNS.join(',')},chat_sessions!inner(workflow_slug)`)
    .eq('user_id', ctx.userId)
    .eq('chat_sessions.workflow_slug', ctx.slug)
    .gte('created_at', from)
    .order('created_at', { ascending: false })
    .limit(MAX_MESSAGES)
    .abortSignal(ctx.signal)) as Result;
  if (error) throw new LiveQueryError('chat_messages', error);
  return ((data ?? []) as (MessageRow & { chat_sessions?: unknown })[]).map(
    ({ chat_sessions: _session, ...message }) => ({ ...message, created_at: iso(message.created_at) }),
  );
}

/**
 * Timestamps as ISO 8601 in UTC, as the samples write them: the computations compare and sort them
 * as text, and PostgREST writes `+00:00` where the samples write `Z`.
 */
const iso = (value: string): string => isoOrNull(value) ?? value;

/** The conversations of the workflow started within the loaded history, newest first. */
export async function workflowSessions(ctx: LiveContext, asOf: Date): Promise<SessionRow[]> {
  const rows = await recentRows(ctx, 'chat_sessions', SESSION_COLUMNS, {
    limit: MAX_SESSIONS,
    days: HISTORY_DAYS,
    asOf,
    dateColumn: 'started_at',
  });
  return rows.map((s) => ({ ...s, started_at: iso(s.started_at), ended_at: isoOrNull(s.ended_at) }));
}

/** Conversations and their messages (customer support has no knowledge base). */
export async function loadConversationsLive(ctx: LiveContext) {
  const asOf = new Date();
  const [sessions, messages] = await Promise.all([
    workflowSessions(ctx, asOf),
    workflowMessages(ctx, since(asOf, HISTORY_DAYS)),
  ]);
  return { sessions, messages, asOf: asOf.toISOString() };
}

export async function loadKnowledgeLive(ctx: LiveContext): Promise<KnowledgeData> {
  const [documents, conversations] = await Promise.all([
    recentRows(ctx, 'documents', DOCUMENT_COLUMNS, { limit: MAX_DOCUMENTS }),
    loadConversationsLive(ctx),
  ]);
  return {
    documents: documents.map((d) => ({
      ...d,
      created_at: iso(d.created_at),
      indexed_at: isoOrNull(d.indexed_at),
      size_bytes: Number(d.size_bytes), // bigint: some proxies send it as a string
    })),
    ...conversations,
  };
}
