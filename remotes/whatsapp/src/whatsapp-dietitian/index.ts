import { defineDashboard } from '@portal/shared/contract';
import { loadSelection } from '@portal/shared/live';
import { DIETITIAN_MESSAGES, PERIOD_DAYS } from '../common/rows.ts';
import { buildWhatsappDietitianSample as sample } from './sample.ts';
import { WhatsappDietitianView as View } from './View.tsx';

/** A bound that keeps a busy programme's dashboard fast (14 clients send about 600 a month). */
export const MAX_MESSAGES = 5000;

/** The signed-in client's dietitian messages of the period. */
export const loadWhatsappDietitianLive = loadSelection('messages', DIETITIAN_MESSAGES, {
  limit: MAX_MESSAGES,
  days: PERIOD_DAYS,
  dateColumn: 'sent_at',
});

/** WhatsApp dietitian: loaded lazily by dashboards.ts, refreshed by its messages to clients. */
export default defineDashboard({
  tables: ['dietitian_messages'],
  live: loadWhatsappDietitianLive,
  sample,
  View,
});
