/**
 * WhatsApp sales: conversations that became orders. Per day, conversations, leads and orders; the
 * funnel from first message to paid order; revenue and average order value (paid orders); the best
 * selling products; how fast customers got a reply.
 */
import type { Locale } from '@portal/contract';
import type { Lead } from '@portal/dashboard-kit/entities';
import { countPerDay, dated, ratio, sumBy } from '@portal/dashboard-kit/format';
import { inPeriod, periodSessions } from '../common/chats.ts';
import { isPaid, productSales } from '../common/orders.ts';
import type { ChatData, OrderRow } from '../common/rows.ts';

export type WhatsappSalesData = ChatData & { orders: OrderRow[]; leads: Lead[] };

export const periodOrders = (data: WhatsappSalesData) =>
  data.orders.filter((o) => inPeriod(data.asOf, o.created_at));

/**
 * First message → lead → order → paid order, over the period's conversations (orders placed in one
 * of them and not cancelled).
 */
export function salesFunnel(data: WhatsappSalesData) {
  const sessions = new Set(periodSessions(data).map((s) => s.id));
  const fromChats = data.orders.filter(
    (o) => o.session_id !== null && sessions.has(o.session_id) && o.status !== 'cancelled',
  );
  return {
    conversations: sessions.size,
    leads: data.leads.filter((l) => inPeriod(data.asOf, l.createdAt)).length,
    orders: fromChats.length,
    paid: fromChats.filter(isPaid).length,
  };
}

export function salesKpis(data: WhatsappSalesData) {
  const paid = periodOrders(data).filter(isPaid);
  const revenue = sumBy(paid, (o) => o.total_qar);
  const funnel = salesFunnel(data);
  return {
    revenue,
    paidOrders: paid.length,
    averageOrderValue: ratio(revenue, paid.length),
    /** Share of the period's conversations that ended in an order. */
    conversion: ratio(funnel.orders, funnel.conversations),
  };
}

/** Conversations, leads and orders per day of the period. */
export const salesPerDay = (data: WhatsappSalesData) =>
  countPerDay(data.asOf, {
    conversations: dated(periodSessions(data), (s) => s.started_at),
    leads: dated(data.leads, (l) => l.createdAt),
    orders: dated(periodOrders(data), (o) => o.created_at),
  });

/** The best sellers of the period by revenue. */
export const topProducts = (data: WhatsappSalesData, locale: Locale, limit = 5) =>
  productSales(periodOrders(data), locale).slice(0, limit);
