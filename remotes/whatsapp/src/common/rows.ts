/**
 * The rows the whatsapp family's dashboards read, typed from the generated schema (only the columns
 * the dashboards use, which are also the columns the live loaders select). Samples build the same row
 * shapes, so sample and live mode share every computation.
 */

import {
  type ColumnValue,
  chatMessagesValues,
  dietitianMessagesValues,
  ordersValues,
} from '@portal/contract/schema';
import { CONVERSATION_COLUMNS, THREAD_MESSAGE_COLUMNS } from '@portal/dashboard-kit/entities';
import type { AsOf, RowOf } from '@portal/dashboard-kit/live';

/** Every figure covers the last 30 days. */
export { REPORTING_DAYS as PERIOD_DAYS } from '@portal/dashboard-kit/format';

export const SESSION_COLUMNS = [...CONVERSATION_COLUMNS, 'product_id'] as const;
export type SessionRow = RowOf<'chat_sessions', (typeof SESSION_COLUMNS)[number]>;

export const MESSAGE_COLUMNS = [...THREAD_MESSAGE_COLUMNS, 'reply_trigger'] as const;
export type MessageRow = RowOf<'chat_messages', (typeof MESSAGE_COLUMNS)[number]>;
export const REPLY_TRIGGERS = chatMessagesValues.reply_trigger;
export type ReplyTrigger = ColumnValue<'chat_messages', 'reply_trigger'>;

export const ORDER_COLUMNS = [
  'id',
  'order_number',
  'customer_name',
  'customer_phone',
  'items',
  'total_qar',
  'status',
  'channel',
  'session_id',
  'paid_at',
  'created_at',
] as const;
export type OrderRow = RowOf<'orders', (typeof ORDER_COLUMNS)[number]>;
export const ORDER_STATUSES = ordersValues.status;
export type OrderStatus = ColumnValue<'orders', 'status'>;

export const PRODUCT_COLUMNS = [
  'id',
  'sku',
  'name_en',
  'name_ar',
  'category',
  'price_qar',
  'stock',
  'is_active',
  'synced_at',
] as const;
export type ProductRow = RowOf<'products', (typeof PRODUCT_COLUMNS)[number]>;

export const DIET_COLUMNS = [
  'id',
  'client_name',
  'client_phone',
  'kind',
  'language',
  'sent_at',
  'answered_at',
  'adherence_pct',
] as const;
export type DietRow = RowOf<'dietitian_messages', (typeof DIET_COLUMNS)[number]>;
export const DIET_KINDS = dietitianMessagesValues.kind;
export type DietKind = ColumnValue<'dietitian_messages', 'kind'>;

/** A sample's conversations and their messages over the period (the rows its figures count). */
export type ChatRows = AsOf<{
  sessions: SessionRow[];
  messages: MessageRow[];
}>;
