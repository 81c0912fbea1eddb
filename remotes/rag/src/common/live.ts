/**
 * Live data of customer support: the conversations of the dashboard's workflow over the loaded
 * history with their messages (the knowledge bots read SQL figures: knowledge.ts).
 */
import type { LiveContext } from '@portal/contract';
import { workflowConversations } from '@portal/dashboard-kit/live';
import { HISTORY_DAYS } from './knowledge.ts';
import { MESSAGE_COLUMNS, SESSION_COLUMNS } from './rows.ts';

/** Upper bounds that keep a very busy account's dashboard fast. */
export const MAX_SESSIONS = 2000;
export const MAX_MESSAGES = 10_000;

/** Conversations and their messages (customer support has no knowledge base). */
export const loadConversationsLive = (ctx: LiveContext) =>
  workflowConversations(ctx, SESSION_COLUMNS, MESSAGE_COLUMNS, {
    days: HISTORY_DAYS,
    maxSessions: MAX_SESSIONS,
    maxMessages: MAX_MESSAGES,
  });
