import type { LiveContext } from '@portal/shared/contract';
import { LEAD_COLUMNS, leadFromRow } from '@portal/shared/entities';
import { recentRows } from '@portal/shared/live';
import { loadChatsLive } from '../common/live.ts';
import { normalizeOrder } from '../common/orders.ts';
import { ORDERS, PERIOD_DAYS } from '../common/rows.ts';
import type { WhatsappSalesData } from './data.ts';

/** Bounds that keep a busy account's dashboard fast. */
export const MAX_ORDERS = 2000;
export const MAX_LEADS = 2000;

/** The signed-in client's WhatsApp sales conversations, orders and leads of the period. */
export async function loadWhatsappSalesLive(ctx: LiveContext): Promise<WhatsappSalesData> {
  const asOf = new Date();
  const window = { days: PERIOD_DAYS, asOf };
  const [chats, orders, leads] = await Promise.all([
    loadChatsLive(ctx, asOf),
    recentRows(ctx, ORDERS.table, ORDERS.columns, { limit: MAX_ORDERS, ...window }),
    recentRows(ctx, 'leads', LEAD_COLUMNS, { limit: MAX_LEADS, ...window }),
  ]);
  return { ...chats, orders: orders.map(normalizeOrder), leads: leads.map(leadFromRow) };
}
