/** Live loaders the family's dashboards share: a workflow's conversations with their messages, its orders. */
import type { LiveContext } from '@portal/contract';
import { recentRows, workflowConversations } from '@portal/dashboard-kit/live';
import { normalizeOrder } from './orders.ts';
import {
  type ChatData,
  MESSAGE_COLUMNS,
  ORDERS,
  type OrderRow,
  PERIOD_DAYS,
  SESSION_COLUMNS,
} from './rows.ts';

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

/** A bound that keeps a busy shop's dashboard fast. */
export const MAX_ORDERS = 2000;

/** The orders of the dashboard's workflow placed in the period, amounts as numbers. */
export async function loadOrdersLive(ctx: LiveContext, asOf: Date): Promise<OrderRow[]> {
  const window = { limit: MAX_ORDERS, days: PERIOD_DAYS, asOf };
  return (await recentRows(ctx, ORDERS.table, ORDERS.columns, window)).map(normalizeOrder);
}
