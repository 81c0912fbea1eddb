import { defineDashboard } from '@portal/shared/contract';
import { loadWhatsappProductCatalogLive as live } from './live.ts';
import { buildWhatsappProductCatalogSample as sample } from './sample.ts';
import { WhatsappProductCatalogView as View } from './View.tsx';

/** WhatsApp product catalog: loaded lazily by dashboards.ts, refreshed by its products, orders and enquiries. */
export default defineDashboard({ tables: ['products', 'orders', 'chat_sessions'], live, sample, View });
