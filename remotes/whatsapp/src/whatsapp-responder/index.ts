import { defineDashboard } from '@portal/dashboard-kit/define';
import { live } from './data.ts';
import { buildWhatsappResponderSample as sample } from './sample.ts';
import { WhatsappResponderView as View } from './View.tsx';

/** WhatsApp responder: loaded lazily by dashboards.ts, refreshed by its conversations and messages. */
export default defineDashboard({ tables: ['chat_sessions', 'chat_messages'], live, sample, View });
