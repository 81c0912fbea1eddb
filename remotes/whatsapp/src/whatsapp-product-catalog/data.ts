/**
 * WhatsApp product catalog: the catalogue customers browse in the chat (names in both languages,
 * price, stock, active), how often each product is asked about and ordered, what is out of stock,
 * and when the catalogue was last synced from the client's store.
 */
import { countPerDay, dated, isInReportingPeriod, ratio, sumBy } from '@portal/dashboard-kit/format';
import type { AsOf } from '@portal/dashboard-kit/live';
import { linesOf } from '../common/orders.ts';
import type { OrderRow, ProductRow, SessionRow } from '../common/rows.ts';

export type WhatsappProductCatalogData = AsOf<{
  products: ProductRow[];
  orders: OrderRow[];
  /** Conversations of the period; those about one product name it (product_id). */
  enquiries: SessionRow[];
}>;

/** The period's conversations about a product. */
const periodEnquiries = (data: WhatsappProductCatalogData) =>
  data.enquiries.filter((s) => s.product_id !== null && isInReportingPeriod(s.started_at, data.asOf));

/** The period's orders that went ahead (cancelled ones left out). */
const periodSales = (data: WhatsappProductCatalogData) =>
  data.orders.filter((o) => o.status !== 'cancelled' && isInReportingPeriod(o.created_at, data.asOf));

export type ProductStats = ReturnType<typeof productStats>[number];

/** Each product with its enquiries, its orders (and units) of the period and orders per enquiry. */
export function productStats(data: WhatsappProductCatalogData) {
  const sales = periodSales(data);
  const enquiries = periodEnquiries(data);
  return data.products.map((p) => {
    const asked = enquiries.filter((s) => s.product_id === p.id).length;
    const lines = sales.flatMap((o) => linesOf(o).filter((line) => line.sku === p.sku));
    const units = sumBy(lines, (line) => line.quantity);
    return { ...p, enquiries: asked, orders: lines.length, units, conversion: ratio(lines.length, asked) };
  });
}

/** The products (or their figures) with nothing left in stock. */
export const outOfStock = <P extends ProductRow>(products: readonly P[]) =>
  products.filter((p) => p.stock <= 0);

export function catalogKpis(data: WhatsappProductCatalogData) {
  const sales = periodSales(data);
  const syncs = data.products.flatMap((p) => (p.synced_at ? [p.synced_at] : [])).sort();
  return {
    products: data.products.length,
    active: data.products.filter((p) => p.is_active).length,
    outOfStock: outOfStock(data.products).length,
    enquiries: periodEnquiries(data).length,
    orders: sales.length,
    revenue: sumBy(sales, (o) => o.total_qar),
    /** The latest sync of any product, or null when the catalogue was never synced. */
    lastSync: syncs.at(-1) ?? null,
  };
}

/** Product enquiries and orders per day of the period. */
export const catalogPerDay = (data: WhatsappProductCatalogData) =>
  countPerDay(data.asOf, {
    enquiries: dated(periodEnquiries(data), (s) => s.started_at),
    orders: dated(periodSales(data), (o) => o.created_at),
  });
