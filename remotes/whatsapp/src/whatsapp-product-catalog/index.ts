import { defineDashboard } from '@portal/dashboard-kit/define';
import { live } from './data.ts';
import { buildWhatsappProductCatalogSample as sample } from './sample.ts';
import { WhatsappProductCatalogView as View } from './View.tsx';

/** WhatsApp product catalog: loaded lazily by dashboards.ts, refreshed by its products, orders and enquiries. */
export default defineDashboard({ tables: ['products', 'orders', 'chat_sessions'], live, sample, View });
