/**
 * WhatsApp sales: conversations that became orders. Per day, conversations, leads and orders; the
 * funnel from first message to paid order; revenue and average order value (paid orders); the best
 * selling products; how fast customers got a reply. Live, every figure is SQL's count of the period's
 * conversations, leads and orders, and the tables page on the server (docs/architecture.md,
 * "Dashboard figures"); a sample counts its rows through the same parts (`salesFromRows`).
 */
import type { Locale } from '@portal/contract';
import { conversationTable, type Lead, leadFigures, leadTable } from '@portal/dashboard-kit/entities';
import { ratio } from '@portal/dashboard-kit/format';
import { countOf, countPerDayOf, liveDashboard, partsFromRows } from '@portal/dashboard-kit/live';
import { chatMessageParts, chatSessionParts, replyTimes } from '../common/chats.ts';
import { chatOrders, orderProducts } from '../common/orderFigures.ts';
import { orderFigures, ordersTable } from '../common/orders.ts';
import type { ChatRows, OrderRow } from '../common/rows.ts';

/** How many best sellers the chart shows. */
export const TOP_PRODUCTS = 5;
const bestSellers = orderProducts(TOP_PRODUCTS);
const conversations = conversationTable();
const orders = ordersTable();

/** The parts counted from conversations, from messages, and from orders. */
const sessionParts = { ...chatSessionParts, conversations };
const messageParts = { ...chatMessageParts, replyTimes };
const orderParts = { orderFigures, bestSellers, orders };

/** Live: the figures of the client's conversations, leads and orders; its tables a page at a time. */
export const live = liveDashboard({
  ...sessionParts,
  ...messageParts,
  ...orderParts,
  leadFigures,
  chatOrders,
  leads: leadTable,
});

/** The figures and tables the dashboard shows, as of a moment (a sample adds its transcripts). */
export type WhatsappSalesData = Awaited<ReturnType<typeof live>> & { transcripts?: ChatRows['messages'] };

/** A sample's rows: conversations with their messages, orders and leads. */
export type SalesRows = ChatRows & { orders: OrderRow[]; leads: Lead[] };

/** The dashboard's data counted from rows held in the browser, as SQL counts them live. */
export function salesFromRows({
  sessions,
  messages,
  orders: rows,
  leads,
  asOf,
}: SalesRows): WhatsappSalesData {
  return {
    ...partsFromRows(sessionParts, sessions, asOf),
    ...partsFromRows(messageParts, messages, asOf),
    ...partsFromRows(orderParts, rows, asOf),
    leadFigures: leadFigures.fromRows(leads, asOf),
    // Orders of the period's conversations: counted from both.
    chatOrders: chatOrders.fromRows(rows, sessions, asOf),
    leads,
    transcripts: messages,
    asOf,
  };
}

/**
 * First message → lead → order → paid order: the period's conversations and leads, and the orders
 * placed in one of those conversations (not cancelled), paid or not.
 */
export function salesFunnel(data: WhatsappSalesData) {
  return {
    conversations: countOf(data.sessions, 'current'),
    leads: countOf(data.leadFigures, 'current'),
    orders: data.chatOrders.fromChats.orders,
    paid: data.chatOrders.fromChats.paid,
  };
}

export function salesKpis(data: WhatsappSalesData) {
  const { fromChats, others } = data.chatOrders;
  const revenue = fromChats.paidRevenue + others.paidRevenue;
  const paidOrders = fromChats.paid + others.paid;
  const funnel = salesFunnel(data);
  return {
    revenue,
    paidOrders,
    averageOrderValue: ratio(revenue, paidOrders),
    /** Share of the period's conversations that ended in an order. */
    conversion: ratio(funnel.orders, funnel.conversations),
  };
}

/** Conversations, leads and orders per day of the period. */
export function salesPerDay(data: WhatsappSalesData) {
  const { days, counts } = countPerDayOf(data.sessions);
  return {
    days,
    conversations: counts,
    leads: countPerDayOf(data.leadFigures).counts,
    orders: countPerDayOf(data.orderFigures).counts,
  };
}

/** The best sellers of the period by revenue, named in the page's language. */
export const topProducts = (data: WhatsappSalesData, locale: Locale) =>
  data.bestSellers.products.map(({ name, ...product }) => ({ ...product, name: name[locale] }));
