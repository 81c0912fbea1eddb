/**
 * A chatbot dashboard's history: the conversations of its workflow started in the period and their
 * messages. The WhatsApp bots and the knowledge and support chatbots all load it this way.
 */
import type { LiveContext } from '@portal/contract';
import { workflowMessages } from '../../live/messages.ts';
import { type ColumnOf, type RowOf, recentRows } from '../../live/query.ts';
import { isoOrNull, isoText, since } from '../../live/values.ts';

export interface WorkflowSessionsOptions {
  /** Conversations started within this many days before `asOf`. */
  days: number;
  asOf: Date;
  /** At most this many, newest first: keeps a very busy account's dashboard fast. */
  limit: number;
}

/**
 * The conversations of the dashboard's workflow started in the period, newest first, with `started_at`
 * and `ended_at` as ISO 8601 in UTC (as samples write them: figures compare and sort them as text).
 */
export async function workflowSessions<S extends ColumnOf<'chat_sessions'>>(
  ctx: LiveContext,
  columns: readonly S[],
  { days, asOf, limit }: WorkflowSessionsOptions,
): Promise<RowOf<'chat_sessions', S>[]> {
  const rows = await recentRows(ctx, 'chat_sessions', columns, {
    limit,
    days,
    asOf,
    dateColumn: 'started_at',
  });
  return rows.map((row) => {
    const times = row as { started_at?: string; ended_at?: string | null };
    const fixed: typeof times = {};
    if (typeof times.started_at === 'string') fixed.started_at = isoText(times.started_at);
    if (times.ended_at !== undefined) fixed.ended_at = isoOrNull(times.ended_at);
    return { ...row, ...fixed };
  });
}

export interface WorkflowConversationsOptions {
  /** Conversations started within this many days before `asOf` (default now), and their messages. */
  days: number;
  asOf?: Date;
  /** Upper bounds that keep a very busy account's dashboard fast. */
  maxSessions: number;
  maxMessages: number;
}

/**
 * The period's conversations (as `workflowSessions`) and their messages, both newest first, with the
 * moment the figures are computed at (ISO 8601).
 */
export async function workflowConversations<
  S extends ColumnOf<'chat_sessions'>,
  M extends ColumnOf<'chat_messages'>,
>(
  ctx: LiveContext,
  sessionColumns: readonly S[],
  messageColumns: readonly M[],
  { days, asOf = new Date(), maxSessions, maxMessages }: WorkflowConversationsOptions,
): Promise<{ sessions: RowOf<'chat_sessions', S>[]; messages: RowOf<'chat_messages', M>[]; asOf: string }> {
  const [sessions, messages] = await Promise.all([
    workflowSessions(ctx, sessionColumns, { days, asOf, limit: maxSessions }),
    workflowMessages(ctx, messageColumns, { from: since(asOf, days), limit: maxMessages }),
  ]);
  return { sessions, messages, asOf: asOf.toISOString() };
}
