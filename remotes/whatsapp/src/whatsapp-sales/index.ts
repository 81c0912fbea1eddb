import { defineDashboard } from '@portal/shared/contract';
import { loadWhatsappSalesLive as live } from './live.ts';
import { buildWhatsappSalesSample as sample } from './sample.ts';
import { WhatsappSalesView as View } from './View.tsx';

/** WhatsApp sales: loaded lazily by dashboards.ts, refreshed by its conversations, orders and leads. */
export default defineDashboard({
  tables: ['chat_sessions', 'chat_messages', 'orders', 'leads'],
  live,
  sample,
  View,
});
