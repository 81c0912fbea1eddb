/** Live loaders the family's dashboards share: a workflow's conversations with their messages. */
import type { LiveContext } from '@portal/shared/contract';
import { workflowConversations } from '@portal/shared/live';
import { type ChatData, MESSAGE_COLUMNS, PERIOD_DAYS, SESSION_COLUMNS } from './rows.ts';

/** Upper bounds that keep a very busy account's dashboard fast. */
export const MAX_SESSIONS = 2000;
export const MAX_MESSAGES = 10_000;

/** The conversations of the dashboard's workflow started in the period, and their messages. */
export const loadChatsLive = (ctx: LiveContext, asOf = new Date()): Promise<ChatData> =>
  workflowConversations(ctx, SESSION_COLUMNS, MESSAGE_COLUMNS, {
    days: PERIOD_DAYS,
    asOf,
    maxSessions: MAX_SESSIONS,
    maxMessages: MAX_MESSAGES,
  });
