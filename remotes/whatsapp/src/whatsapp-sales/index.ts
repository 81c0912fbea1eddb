import type { LiveContext } from '@portal/contract';
import { defineDashboard } from '@portal/dashboard-kit/define';
import { LEAD_COLUMNS, leadFromRow } from '@portal/dashboard-kit/entities';
import { recentRows } from '@portal/dashboard-kit/live';
import { loadChatsLive, loadOrdersLive } from '../common/live.ts';
import { PERIOD_DAYS } from '../common/rows.ts';
import type { WhatsappSalesData } from './data.ts';
import { buildWhatsappSalesSample as sample } from './sample.ts';
import { WhatsappSalesView as View } from './View.tsx';

/** A bound that keeps a busy account's dashboard fast. */
export const MAX_LEADS = 2000;

/** The signed-in client's WhatsApp sales conversations, orders and leads of the period. */
export async function loadWhatsappSalesLive(ctx: LiveContext): Promise<WhatsappSalesData> {
  const asOf = new Date();
  const [chats, orders, leads] = await Promise.all([
    loadChatsLive(ctx, asOf),
    loadOrdersLive(ctx, asOf),
    recentRows(ctx, 'leads', LEAD_COLUMNS, { limit: MAX_LEADS, days: PERIOD_DAYS, asOf }),
  ]);
  return { ...chats, orders, leads: leads.map(leadFromRow) };
}

/** WhatsApp sales: loaded lazily by dashboards.ts, refreshed by its conversations, orders and leads. */
export default defineDashboard({
  tables: ['chat_sessions', 'chat_messages', 'orders', 'leads'],
  live: loadWhatsappSalesLive,
  sample,
  View,
});
