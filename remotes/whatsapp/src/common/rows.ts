/**
 * The rows the whatsapp family's dashboards read, typed from the generated schema (only the columns
 * the dashboards use, which are also the columns the live loaders select). Samples build the same row
 * shapes, so sample and live mode share every computation.
 */

import { type ColumnValue, ColumnValues } from '@portal/contract/schema';
import { CONVERSATION_COLUMNS, THREAD_MESSAGE_COLUMNS } from '@portal/dashboard-kit/entities';
import { type AsOf, type RowOf, type SelectedRow, selection } from '@portal/dashboard-kit/live';

/** Every figure covers the last 30 days. */
export { REPORTING_DAYS as PERIOD_DAYS } from '@portal/dashboard-kit/format';

export const SESSION_COLUMNS = [...CONVERSATION_COLUMNS, 'product_id'] as const;
export type SessionRow = RowOf<'chat_sessions', (typeof SESSION_COLUMNS)[number]>;

export const MESSAGE_COLUMNS = [...THREAD_MESSAGE_COLUMNS, 'reply_trigger'] as const;
export type MessageRow = RowOf<'chat_messages', (typeof MESSAGE_COLUMNS)[number]>;
export const REPLY_TRIGGERS = ColumnValues.chat_messages.reply_trigger;
export type ReplyTrigger = ColumnValue<'chat_messages', 'reply_trigger'>;

export const ORDERS = selection({
  orders:
    'id order_number customer_name customer_phone items total_qar status channel session_id paid_at created_at',
});
export type OrderRow = SelectedRow<typeof ORDERS>;
export const ORDER_STATUSES = ColumnValues.orders.status;
export type OrderStatus = ColumnValue<'orders', 'status'>;

export const PRODUCTS = selection({
  products: 'id sku name_en name_ar category price_qar stock is_active synced_at',
});
export type ProductRow = SelectedRow<typeof PRODUCTS>;

export const DIETITIAN_MESSAGES = selection({
  dietitian_messages: 'id client_name client_phone kind language sent_at answered_at adherence_pct',
});
export type DietRow = SelectedRow<typeof DIETITIAN_MESSAGES>;
export const DIET_KINDS = ColumnValues.dietitian_messages.kind;
export type DietKind = ColumnValue<'dietitian_messages', 'kind'>;

/** Conversations of one workflow and their messages over the period. */
export type ChatData = AsOf<{
  sessions: SessionRow[];
  messages: MessageRow[];
}>;
