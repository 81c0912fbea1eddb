/**
 * WhatsApp product catalog: the catalogue customers browse in the chat (names in both languages,
 * price, stock, active), how often each product is asked about and ordered, what is out of stock,
 * and when the catalogue was last synced from the client's store. Live, the catalogue is read whole
 * (a client's products, bounded), every enquiry and order figure is SQL's count of the period and the
 * orders table pages on the server (docs/architecture.md, "Dashboard figures"); a sample counts its
 * rows through the same parts (`catalogFromRows`).
 */

import { sessionFact } from '@portal/dashboard-kit/entities';
import { ratio, reportingDays } from '@portal/dashboard-kit/format';
import {
  countOf,
  countPerDayOf,
  isoOrNull,
  listOf,
  liveDashboard,
  partsFromRows,
  sumOf,
  toNumber,
  topOf,
} from '@portal/dashboard-kit/live';
import { orderProducts, productEnquiryDays } from '../common/orderFigures.ts';
import { orderFigures, ordersTable } from '../common/orders.ts';
import {
  ORDER_STATUSES,
  type OrderRow,
  PRODUCT_COLUMNS,
  type ProductRow,
  type SessionRow,
} from '../common/rows.ts';

/**
 * Most products a catalogue dashboard reads (a client's catalogue): one less than `dashboard_top`'s
 * limit of 1,000 groups, so that the enquiries per product (and the one group of no product) cover
 * every product read.
 */
export const MAX_PRODUCTS = 999;

/** A product as the figures read it: the price a number, the last sync ISO 8601 in UTC. */
export const normalizeProduct = (p: ProductRow): ProductRow => ({
  ...p,
  price_qar: toNumber(p.price_qar) ?? 0,
  synced_at: isoOrNull(p.synced_at),
});

const products = listOf('products', PRODUCT_COLUMNS, normalizeProduct, { limit: MAX_PRODUCTS });
/** The period's conversations per product asked about (null: none). */
const enquiries = topOf<SessionRow>('chat_sessions', 'product_id', (s) => s.product_id, sessionFact, {
  limit: MAX_PRODUCTS + 1,
});
const productOrders = orderProducts(MAX_PRODUCTS);
const orders = ordersTable();
/** The parts counted from conversations, and those counted from orders. */
const enquiryParts = { enquiries, enquiryDays: productEnquiryDays };
const orderParts = { orderFigures, productOrders, orders };

/** Live: the client's catalogue, the figures of its enquiries and orders, its orders a page at a time. */
export const live = liveDashboard({ products, ...enquiryParts, ...orderParts });

/** The catalogue, figures and orders the dashboard shows, as of a moment. */
export type WhatsappProductCatalogData = Awaited<ReturnType<typeof live>>;

/** A sample's rows: the catalogue, the period's conversations (those about a product name it) and orders. */
export interface CatalogRows {
  products: ProductRow[];
  enquiries: SessionRow[];
  orders: OrderRow[];
  asOf: string;
}

/** The dashboard's data counted from rows held in the browser, as SQL counts them live. */
export const catalogFromRows = ({ products, enquiries: sessions, orders: rows, asOf }: CatalogRows) => ({
  products: products.map(normalizeProduct),
  ...partsFromRows(enquiryParts, sessions, asOf),
  ...partsFromRows(orderParts, rows, asOf),
  asOf,
});

/** The orders that went ahead (cancelled ones left out). */
const SALES = { status: ORDER_STATUSES.filter((s) => s !== 'cancelled') };

export type ProductStats = ReturnType<typeof productStats>[number];

/** Each product with its enquiries, its orders (and units) of the period and orders per enquiry. */
export function productStats(data: WhatsappProductCatalogData) {
  const asked = new Map(data.enquiries.groups.map((g) => [g.key, g.rows]));
  const sold = new Map(data.productOrders.products.map((p) => [p.sku, p]));
  return data.products.map((p) => {
    const enquiries = asked.get(p.id) ?? 0;
    const orders = sold.get(p.sku)?.orders ?? 0;
    return {
      ...p,
      enquiries,
      orders,
      units: sold.get(p.sku)?.quantity ?? 0,
      conversion: ratio(orders, enquiries),
    };
  });
}

/** The products (or their figures) with nothing left in stock. */
export const outOfStock = <P extends ProductRow>(products: readonly P[]) =>
  products.filter((p) => p.stock <= 0);

export function catalogKpis(data: WhatsappProductCatalogData) {
  const syncs = data.products.flatMap((p) => (p.synced_at ? [p.synced_at] : [])).sort();
  return {
    products: data.products.length,
    active: data.products.filter((p) => p.is_active).length,
    outOfStock: outOfStock(data.products).length,
    // The conversations about a product (those about none are the group '').
    enquiries: data.enquiries.groups.filter((g) => g.key !== '').reduce((n, g) => n + g.rows, 0),
    orders: countOf(data.orderFigures, 'current', SALES),
    revenue: sumOf(data.orderFigures, 'current', 'value', SALES),
    /** The latest sync of any product, or null when the catalogue was never synced. */
    lastSync: syncs.at(-1) ?? null,
  };
}

/** Product enquiries and orders (not cancelled) per day of the period. */
export function catalogPerDay(data: WhatsappProductCatalogData) {
  const days = reportingDays(data.asOf);
  const asked = new Map(data.enquiryDays.map((d) => [d.day, d.rows]));
  return {
    days,
    enquiries: days.map((day) => asked.get(day) ?? 0),
    orders: countPerDayOf(data.orderFigures, SALES).counts,
  };
}
