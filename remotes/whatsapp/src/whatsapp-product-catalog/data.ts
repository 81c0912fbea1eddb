/**
 * WhatsApp product catalog: the catalogue customers browse in the chat (names in both languages,
 * price, stock, active), how often each product is asked about and ordered, what is out of stock,
 * and when the catalogue was last synced from the client's store.
 */
import { countPerDay, dated, isInReportingPeriod, ratio, sumBy } from '@portal/shared/format';
import type { AsOf } from '@portal/shared/live';
import { linesOf } from '../common/orders.ts';
import type { OrderRow, ProductRow, SessionRow } from '../common/rows.ts';

export type WhatsappProductCatalogData = AsOf<{
  products: ProductRow[];
  orders: OrderRow[];
  /** Conversations of the period; those about one product name it (product_id). */
  enquiries: SessionRow[];
}>;

const inPeriod = (data: WhatsappProductCatalogData, at: string) => isInReportingPeriod(at, data.asOf);

export interface ProductStats extends ProductRow {
  enquiries: number;
  /** Orders of the period (not cancelled) with this product. */
  orders: number;
  units: number;
  /** Orders per enquiry. */
  conversion: number;
}

export function productStats(data: WhatsappProductCatalogData): ProductStats[] {
  const enquiries = new Map<string, number>();
  for (const s of data.enquiries)
    if (s.product_id && inPeriod(data, s.started_at))
      enquiries.set(s.product_id, (enquiries.get(s.product_id) ?? 0) + 1);
  const sold = new Map<string, { orders: number; units: number }>();
  for (const order of data.orders) {
    if (order.status === 'cancelled' || !inPeriod(data, order.created_at)) continue;
    for (const line of linesOf(order)) {
      const entry = sold.get(line.sku) ?? { orders: 0, units: 0 };
      entry.orders += 1;
      entry.units += line.quantity;
      sold.set(line.sku, entry);
    }
  }
  return data.products.map((p) => {
    const asked = enquiries.get(p.id) ?? 0;
    const { orders, units } = sold.get(p.sku) ?? { orders: 0, units: 0 };
    return { ...p, enquiries: asked, orders, units, conversion: ratio(orders, asked) };
  });
}

export const outOfStock = (data: WhatsappProductCatalogData) => data.products.filter((p) => p.stock <= 0);

export interface CatalogKpis {
  products: number;
  active: number;
  outOfStock: number;
  enquiries: number;
  orders: number;
  revenue: number;
  /** The latest sync of any product, or null when the catalogue was never synced. */
  lastSync: string | null;
}

export function catalogKpis(data: WhatsappProductCatalogData): CatalogKpis {
  const orders = data.orders.filter((o) => o.status !== 'cancelled' && inPeriod(data, o.created_at));
  const syncs = data.products.flatMap((p) => (p.synced_at ? [p.synced_at] : [])).sort();
  return {
    products: data.products.length,
    active: data.products.filter((p) => p.is_active).length,
    outOfStock: outOfStock(data).length,
    enquiries: data.enquiries.filter((s) => s.product_id !== null && inPeriod(data, s.started_at)).length,
    orders: orders.length,
    revenue: sumBy(orders, (o) => o.total_qar),
    lastSync: syncs.at(-1) ?? null,
  };
}

/** Product enquiries and orders per day of the period. */
export function catalogPerDay(data: WhatsappProductCatalogData) {
  return countPerDay(data.asOf, {
    enquiries: dated(
      data.enquiries.filter((s) => s.product_id !== null),
      (s) => s.started_at,
    ),
    orders: dated(
      data.orders.filter((o) => o.status !== 'cancelled'),
      (o) => o.created_at,
    ),
  });
}
