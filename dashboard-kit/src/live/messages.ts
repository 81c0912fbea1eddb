/**
 * Chat messages have no workflow of their own: a dashboard selects them through their conversation
 * (an inner embed that PostgREST filters on), which `recentRows` cannot say. Every chatbot family
 * needs this query (docs/architecture.md, "The dashboard toolkit").
 */
import type { LiveContext } from '@portal/contract';
import { type ColumnOf, LiveQueryError, type RowOf } from './query.ts';
import { isoOrNull } from './values.ts';

interface Result {
  data: unknown[] | null;
  error: { message: string; code?: string } | null;
}

export interface WorkflowMessagesOptions {
  /** Only messages written at or after this moment (ISO 8601). */
  from: string;
  /** At most this many, newest first. */
  limit: number;
}

/**
 * The signed-in client's messages in conversations of the dashboard's workflow, newest first, with
 * `created_at` as ISO 8601 in UTC (PostgREST writes `+00:00`, samples write `Z`: figures compare text).
 */
export async function workflowMessages<C extends ColumnOf<'chat_messages'>>(
  ctx: LiveContext,
  columns: readonly C[],
  { from, limit }: WorkflowMessagesOptions,
): Promise<RowOf<'chat_messages', C>[]> {
  const { data, error } = (await ctx.supabase
    .from('chat_messages')
    .select(`${columns.join(',')},chat_sessions!inner(workflow_slug)`)
    .eq('user_id', ctx.userId)
    .eq('chat_sessions.workflow_slug', ctx.slug)
    .gte('created_at', from)
    .order('created_at', { ascending: false })
    .limit(limit)
    .abortSignal(ctx.signal)) as Result;
  if (error) throw new LiveQueryError('chat_messages', error);
  return ((data ?? []) as Record<string, unknown>[]).map(({ chat_sessions: _session, ...row }) => {
    const created = typeof row.created_at === 'string' ? isoOrNull(row.created_at) : null;
    return (created ? { ...row, created_at: created } : row) as RowOf<'chat_messages', C>;
  });
}
