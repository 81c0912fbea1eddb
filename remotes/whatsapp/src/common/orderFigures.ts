/**
 * The order figures of the WhatsApp shops as parts of `liveDashboard` (docs/architecture.md,
 * "Dashboard figures": `dashboard_chat_orders`, `dashboard_order_products`), each with the same
 * computation over a sample's rows, so sample and live give a View one shape:
 * - `chatOrders`: the period's orders (not cancelled), those of the period's conversations apart, how
 *   many were paid and their paid revenue;
 * - `orderProducts`: units, orders and revenue per product of the period's orders (not cancelled).
 */
import type { LiveContext } from '@portal/contract';
import { dohaDayKey, isInReportingPeriod, REPORTING_DAYS, reportingDays } from '@portal/dashboard-kit/format';
import { readFigureFunction, toNumber } from '@portal/dashboard-kit/live';
import { isPaid, linesOf } from './orders.ts';
import type { OrderRow, SessionRow } from './rows.ts';

/** The orders of one side (placed in one of the period's conversations, or not). */
export interface OrderCount {
  orders: number;
  paid: number;
  paidRevenue: number;
}

export interface ChatOrders {
  fromChats: OrderCount;
  others: OrderCount;
}

const NONE: OrderCount = { orders: 0, paid: 0, paidRevenue: 0 };

/** The period's orders that went ahead, and those of the period's conversations (`dashboard_chat_orders`). */
export const chatOrders = {
  async read(ctx: LiveContext, asOf: Date): Promise<ChatOrders> {
    const data = await readFigureFunction(ctx, 'dashboard_chat_orders', 'the orders', {
      p_as_of: asOf.toISOString(),
      p_days: REPORTING_DAYS,
    });
    const side = (fromChat: boolean): OrderCount => {
      const line = (data ?? []).find((l) => l.from_chat === fromChat);
      return line
        ? {
            orders: toNumber(line.orders) ?? 0,
            paid: toNumber(line.paid) ?? 0,
            paidRevenue: toNumber(line.paid_revenue) ?? 0,
          }
        : NONE;
    };
    return { fromChats: side(true), others: side(false) };
  },
  fromRows(orders: readonly OrderRow[], sessions: readonly SessionRow[], asOf: string): ChatOrders {
    const chats = new Set(sessions.filter((s) => isInReportingPeriod(s.started_at, asOf)).map((s) => s.id));
    const count = (fromChat: boolean): OrderCount => {
      const own = orders.filter(
        (o) =>
          o.status !== 'cancelled' &&
          isInReportingPeriod(o.created_at, asOf) &&
          (o.session_id !== null && chats.has(o.session_id)) === fromChat,
      );
      const paid = own.filter(isPaid);
      return {
        orders: own.length,
        paid: paid.length,
        paidRevenue: paid.reduce((sum, o) => sum + o.total_qar, 0),
      };
    };
    return { fromChats: count(true), others: count(false) };
  },
};

export interface ProductSales {
  sku: string;
  name: { en: string; ar: string };
  quantity: number;
  orders: number;
  revenue: number;
}

export interface OrderProducts {
  products: ProductSales[];
  /** How many products sold in the period, beyond the limit too. */
  total: number;
}

const byRevenue = (a: ProductSales, b: ProductSales) =>
  b.revenue - a.revenue || (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0);

/** Units, orders and revenue per product of the period's orders, the best sellers first (`dashboard_order_products`). */
export const orderProducts = (limit: number) => ({
  async read(ctx: LiveContext, asOf: Date): Promise<OrderProducts> {
    const data = await readFigureFunction(ctx, 'dashboard_order_products', 'the products sold', {
      p_as_of: asOf.toISOString(),
      p_days: REPORTING_DAYS,
      p_limit: limit,
    });
    const lines = data ?? [];
    return {
      products: lines.map((l) => ({
        sku: l.sku,
        name: { en: l.name, ar: l.name_ar },
        quantity: toNumber(l.quantity) ?? 0,
        orders: toNumber(l.orders) ?? 0,
        revenue: toNumber(l.revenue) ?? 0,
      })),
      total: toNumber(lines[0]?.total_products) ?? 0,
    };
  },
  fromRows(orders: readonly OrderRow[], asOf: string): OrderProducts {
    const bySku = new Map<string, ProductSales>();
    // The newest order first: a product keeps the names of its latest line.
    const placed = orders
      .filter((o) => o.status !== 'cancelled' && isInReportingPeriod(o.created_at, asOf))
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    for (const order of placed)
      for (const line of linesOf(order)) {
        const entry = bySku.get(line.sku) ?? {
          sku: line.sku,
          name: line.name,
          quantity: 0,
          orders: 0,
          revenue: 0,
        };
        entry.quantity += line.quantity;
        entry.orders += 1;
        entry.revenue += line.quantity * line.unitPrice;
        bySku.set(line.sku, entry);
      }
    const all = [...bySku.values()].sort(byRevenue);
    return { products: all.slice(0, limit), total: all.length };
  },
});

/** The conversations about a product on one Doha day. */
export interface EnquiryDay {
  day: string;
  rows: number;
}

/** The conversations about a product per Doha day of the period (`dashboard_product_enquiries`). */
export const productEnquiryDays = {
  async read(ctx: LiveContext, asOf: Date): Promise<EnquiryDay[]> {
    const data = await readFigureFunction(ctx, 'dashboard_product_enquiries', 'the enquiries', {
      p_as_of: asOf.toISOString(),
      p_days: REPORTING_DAYS,
    });
    // A date may come as a date or a timestamp, depending on the proxy.
    return (data ?? []).map((l) => ({ day: String(l.day).slice(0, 10), rows: toNumber(l.rows) ?? 0 }));
  },
  fromRows(sessions: readonly SessionRow[], asOf: string): EnquiryDay[] {
    const days = new Set(reportingDays(asOf));
    const counts = new Map<string, number>();
    for (const s of sessions) {
      const day = dohaDayKey(s.started_at);
      if (s.product_id !== null && days.has(day)) counts.set(day, (counts.get(day) ?? 0) + 1);
    }
    return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([day, rows]) => ({ day, rows }));
  },
};
