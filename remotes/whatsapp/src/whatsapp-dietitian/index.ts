import { defineDashboard } from '@portal/shared/contract';
import { loadWhatsappDietitianLive as live } from './live.ts';
import { buildWhatsappDietitianSample as sample } from './sample.ts';
import { WhatsappDietitianView as View } from './View.tsx';

/** WhatsApp dietitian: loaded lazily by dashboards.ts, refreshed by its messages to clients. */
export default defineDashboard({ tables: ['dietitian_messages'], live, sample, View });
