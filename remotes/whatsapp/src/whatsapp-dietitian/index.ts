import { defineDashboard } from '@portal/dashboard-kit/define';
import { live } from './data.ts';
import { buildWhatsappDietitianSample as sample } from './sample.ts';
import { WhatsappDietitianView as View } from './View.tsx';

/** WhatsApp dietitian: loaded lazily by dashboards.ts; live, the figures of the client's messages. */
export default defineDashboard({ tables: ['dietitian_messages'], live, sample, View });
