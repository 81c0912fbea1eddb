import { defineDashboard } from '@portal/dashboard-kit/define';
import { live } from './data.ts';
import { buildWhatsappSalesSample as sample } from './sample.ts';
import { WhatsappSalesView as View } from './View.tsx';

/** WhatsApp sales: loaded lazily by dashboards.ts, refreshed by its conversations, orders and leads. */
export default defineDashboard({
  tables: ['chat_sessions', 'chat_messages', 'orders', 'leads'],
  live,
  sample,
  View,
});
