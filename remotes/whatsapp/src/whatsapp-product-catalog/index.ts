import type { LiveContext } from '@portal/contract';
import { defineDashboard } from '@portal/dashboard-kit/define';
import { isoOrNull, recentRows, toNumber, workflowSessions } from '@portal/dashboard-kit/live';
import { loadOrdersLive } from '../common/live.ts';
import { PERIOD_DAYS, PRODUCTS, type ProductRow, SESSION_COLUMNS } from '../common/rows.ts';
import type { WhatsappProductCatalogData } from './data.ts';
import { buildWhatsappProductCatalogSample as sample } from './sample.ts';
import { WhatsappProductCatalogView as View } from './View.tsx';

/** Bounds that keep a large catalogue's dashboard fast. */
export const MAX_PRODUCTS = 1000;
export const MAX_ENQUIRIES = 2000;

/** A product as the figures read it: the price a number, the last sync ISO 8601 in UTC. */
export const normalizeProduct = (p: ProductRow): ProductRow => ({
  ...p,
  price_qar: toNumber(p.price_qar) ?? 0,
  synced_at: isoOrNull(p.synced_at),
});

/** The signed-in client's catalogue, and the period's orders and enquiries of this workflow. */
async function live(ctx: LiveContext): Promise<WhatsappProductCatalogData> {
  const asOf = new Date();
  const [products, orders, enquiries] = await Promise.all([
    recentRows(ctx, PRODUCTS.table, PRODUCTS.columns, { limit: MAX_PRODUCTS }),
    loadOrdersLive(ctx, asOf),
    workflowSessions(ctx, SESSION_COLUMNS, { limit: MAX_ENQUIRIES, days: PERIOD_DAYS, asOf }),
  ]);
  return { products: products.map(normalizeProduct), orders, enquiries, asOf: asOf.toISOString() };
}

/** WhatsApp product catalog: loaded lazily by dashboards.ts, refreshed by its products, orders and enquiries. */
export default defineDashboard({ tables: ['products', 'orders', 'chat_sessions'], live, sample, View });
