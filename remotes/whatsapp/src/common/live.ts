/** Live loaders the family's dashboards share: a workflow's conversations with their messages. */
import type { LiveContext } from '@portal/shared/contract';
import { isoOrNull, recentRows, since, workflowMessages } from '@portal/shared/live';
import { type ChatData, MESSAGE_COLUMNS, PERIOD_DAYS, SESSION_COLUMNS } from './rows.ts';

/** Upper bounds that keep a very busy account's dashboard fast. */
export const MAX_SESSIONS = 2000;
export const MAX_MESSAGES = 10_000;

/** Timestamps as ISO 8601 in UTC, as the samples write them (figures compare and sort them as text). */
export const iso = (value: string): string => isoOrNull(value) ?? value;

/** The conversations of the dashboard's workflow started in the period, and their messages. */
export async function loadChatsLive(ctx: LiveContext, asOf = new Date()): Promise<ChatData> {
  const [sessions, messages] = await Promise.all([
    recentRows(ctx, 'chat_sessions', SESSION_COLUMNS, {
      limit: MAX_SESSIONS,
      days: PERIOD_DAYS,
      asOf,
      dateColumn: 'started_at',
    }),
    workflowMessages(ctx, MESSAGE_COLUMNS, { from: since(asOf, PERIOD_DAYS), limit: MAX_MESSAGES }),
  ]);
  return {
    sessions: sessions.map((s) => ({ ...s, started_at: iso(s.started_at), ended_at: isoOrNull(s.ended_at) })),
    messages,
    asOf: asOf.toISOString(),
  };
}
