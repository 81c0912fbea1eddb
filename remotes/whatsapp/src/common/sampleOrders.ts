/**
 * Sample orders of the family's shops, shaped as the bots write them (an `items` line per product,
 * names in both languages) so that sample and live orders go through the same figures.
 */
import { DAY_MS } from '@portal/dashboard-kit/format';
import type { Bilingual, Random } from '@portal/dashboard-kit/sample';
import type { OrderRow, OrderStatus, SessionRow } from './rows.ts';

export interface SampleLine {
  sku: string;
  name: Bilingual;
  /** Unit price in QAR. */
  price: number;
  quantity: number;
}

export interface SampleSale {
  /** The conversation the order was placed in. */
  session: Pick<SessionRow, 'id' | 'customer_name' | 'customer_contact'>;
  number: string;
  lines: readonly SampleLine[];
  placed: Date;
  status: OrderStatus;
  paid: Date | null;
}

/** An order placed in a conversation: its lines, their total, paid or not. */
export const sampleOrder = ({ session, number, lines, placed, status, paid }: SampleSale): OrderRow => ({
  id: `${session.id}:order`,
  order_number: number,
  customer_name: session.customer_name ?? '',
  customer_phone: session.customer_contact,
  items: lines.map((l) => ({
    name: l.name.en,
    name_ar: l.name.ar,
    sku: l.sku,
    quantity: l.quantity,
    unit_price_qar: l.price,
  })),
  total_qar: lines.reduce((sum, l) => sum + l.quantity * l.price, 0),
  status,
  channel: 'whatsapp',
  session_id: session.id,
  paid_at: paid?.toISOString() ?? null,
  created_at: placed.toISOString(),
});

/** Pending the first day after it was placed, shipped until the third, then delivered (or, now and then, cancelled). */
export function statusByAge(placed: Date, anchor: Date, random: Random, delivered: number): OrderStatus {
  const days = (anchor.getTime() - placed.getTime()) / DAY_MS;
  return days < 1 ? 'pending' : days < 3 ? 'shipped' : random.chance(delivered) ? 'delivered' : 'cancelled';
}
