/**
 * WhatsApp sales: conversations that became orders. Per day, conversations, leads and orders; the
 * funnel from first message to paid order; revenue and average order value (paid orders); the best
 * selling products; how fast customers got a reply.
 */
import type { Locale } from '@portal/shared/contract';
import type { Lead } from '@portal/shared/entities';
import { countPerDay, dated, ratio, sumBy } from '@portal/shared/format';
import { inPeriod, periodSessions } from '../common/chats.ts';
import { isPaid, productSales } from '../common/orders.ts';
import type { ChatData, OrderRow } from '../common/rows.ts';

export interface WhatsappSalesData extends ChatData {
  orders: OrderRow[];
  leads: Lead[];
}

export const periodOrders = (data: WhatsappSalesData) =>
  data.orders.filter((o) => inPeriod(data.asOf, o.created_at));

export interface SalesFunnel {
  conversations: number;
  leads: number;
  /** Orders placed in a conversation of the period (not cancelled). */
  orders: number;
  paid: number;
}

/** First message → lead → order → paid order, over the period's conversations. */
export function salesFunnel(data: WhatsappSalesData): SalesFunnel {
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

export interface SalesKpis {
  revenue: number;
  paidOrders: number;
  averageOrderValue: number;
  /** Share of the period's conversations that ended in an order. */
  conversion: number;
}

export function salesKpis(data: WhatsappSalesData): SalesKpis {
  const paid = periodOrders(data).filter(isPaid);
  const revenue = sumBy(paid, (o) => o.total_qar);
  const funnel = salesFunnel(data);
  return {
    revenue,
    paidOrders: paid.length,
    averageOrderValue: ratio(revenue, paid.length),
    conversion: ratio(funnel.orders, funnel.conversations),
  };
}

/** Conversations, leads and orders per day of the period. */
export function salesPerDay(data: WhatsappSalesData) {
  return countPerDay(data.asOf, {
    conversations: dated(periodSessions(data), (s) => s.started_at),
    leads: dated(data.leads, (l) => l.createdAt),
    orders: dated(periodOrders(data), (o) => o.created_at),
  });
}

/** The best sellers of the period by revenue. */
export const topProducts = (data: WhatsappSalesData, locale: Locale, limit = 5) =>
  productSales(periodOrders(data), locale).slice(0, limit);
