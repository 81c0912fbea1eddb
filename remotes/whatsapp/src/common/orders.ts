/**
 * Orders placed through WhatsApp: their lines (the `items` JSON the bots write) and the figures the
 * sales and catalogue dashboards share. Cancelled orders count as placed but never as revenue.
 */
import type { Locale } from '@portal/contract';
import type { Json } from '@portal/contract/schema';
import { isoOrNull, jsonNumber, jsonString, toNumber } from '@portal/dashboard-kit/live';
import type { OrderRow } from './rows.ts';

export interface OrderLine {
  sku: string;
  name: { en: string; ar: string };
  quantity: number;
  unitPrice: number;
}

/** An order's lines; malformed entries are skipped rather than breaking the dashboard. */
export function linesOf(order: Pick<OrderRow, 'items'>): OrderLine[] {
  const items: readonly Json[] = Array.isArray(order.items) ? order.items : [];
  return items.flatMap((item) => {
    const en = jsonString(item, 'name');
    if (!en) return [];
    return [
      {
        sku: jsonString(item, 'sku') ?? en,
        name: { en, ar: jsonString(item, 'name_ar') ?? en },
        quantity: jsonNumber(item, 'quantity') ?? 1,
        unitPrice: jsonNumber(item, 'unit_price_qar') ?? 0,
      },
    ];
  });
}

/** Rows as the live API sends them, with amounts as numbers and times as ISO 8601 in UTC. */
export const normalizeOrder = (row: OrderRow): OrderRow => ({
  ...row,
  total_qar: toNumber(row.total_qar) ?? 0,
  paid_at: isoOrNull(row.paid_at),
  created_at: isoOrNull(row.created_at) ?? row.created_at,
});

export const isPaid = (order: OrderRow) => order.paid_at !== null && order.status !== 'cancelled';

export interface ProductSales {
  sku: string;
  name: string;
  quantity: number;
  orders: number;
  revenue: number;
}

/** Units, orders and revenue per product over the orders given (cancelled ones left out), best first. */
export function productSales(orders: readonly OrderRow[], locale: Locale): ProductSales[] {
  const bySku = new Map<string, ProductSales>();
  for (const order of orders) {
    if (order.status === 'cancelled') continue;
    for (const line of linesOf(order)) {
      const entry = bySku.get(line.sku) ?? {
        sku: line.sku,
        name: line.name[locale],
        quantity: 0,
        orders: 0,
        revenue: 0,
      };
      entry.quantity += line.quantity;
      entry.orders += 1;
      entry.revenue += line.quantity * line.unitPrice;
      bySku.set(line.sku, entry);
    }
  }
  return [...bySku.values()].sort((a, b) => b.revenue - a.revenue || a.sku.localeCompare(b.sku));
}
