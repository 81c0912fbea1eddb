import { defineDashboard } from '@portal/dashboard-kit/define';
import { loadSelection } from '@portal/dashboard-kit/live';
import { DIETITIAN_MESSAGES, PERIOD_DAYS } from '../common/rows.ts';
import { buildWhatsappDietitianSample as sample } from './sample.ts';
import { WhatsappDietitianView as View } from './View.tsx';

/** A bound that keeps a busy programme's dashboard fast (14 clients send about 600 a month). */
export const MAX_MESSAGES = 5000;
const PERIOD = { limit: MAX_MESSAGES, days: PERIOD_DAYS, dateColumn: 'sent_at' } as const;

/** WhatsApp dietitian: loaded lazily by dashboards.ts; live, the client's messages of the period. */
export default defineDashboard({
  tables: ['dietitian_messages'],
  live: loadSelection('messages', DIETITIAN_MESSAGES, PERIOD),
  sample,
  View,
});
