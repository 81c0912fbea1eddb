/** Small hand-made rows for the family's unit tests: only what a test sets differs from a plain row. */
import type { Lead } from '@portal/dashboard-kit/entities';
import type { MessageRow, OrderRow, SessionRow } from './rows.ts';

export const AS_OF = '2026-03-15T21:00:00.000Z'; // midnight in Doha
export const at = (daysAgo: number, hour = 12) =>
  new Date(Date.parse(AS_OF) - daysAgo * 86_400_000 + hour * 3_600_000).toISOString();

export const session = (id: string, extra: Partial<SessionRow> = {}): SessionRow => ({
  id,
  customer_name: `Customer ${id}`,
  customer_contact: '+974 5500 0000',
  channel: 'whatsapp',
  language: 'en',
  status: 'resolved',
  topic: null,
  message_count: 0,
  satisfaction: null,
  started_at: at(1),
  ended_at: null,
  product_id: null,
  ...extra,
});

export const message = (
  id: string,
  sessionId: string,
  role: string,
  created: string,
  extra: Partial<MessageRow> = {},
): MessageRow => ({
  id,
  session_id: sessionId,
  role,
  content: id,
  created_at: created,
  reply_trigger: null,
  ...extra,
});

export const order = (id: string, extra: Partial<OrderRow> = {}): OrderRow => ({
  id,
  order_number: id,
  customer_name: 'Customer',
  customer_phone: null,
  items: [],
  total_qar: 0,
  status: 'delivered',
  channel: 'whatsapp',
  session_id: null,
  paid_at: null,
  created_at: at(1),
  ...extra,
});

/** An order line as the bots write it. */
export const line = (sku: string, quantity: number, price: number) => ({
  name: `Product ${sku}`,
  name_ar: `منتج ${sku}`,
  sku,
  quantity,
  unit_price_qar: price,
});

/** A lead: only when it came in counts for the figures. */
export const lead = (id: string, createdAt: string) => ({ id, createdAt }) as Lead;
