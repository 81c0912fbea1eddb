import { defineDashboard } from '@portal/dashboard-kit/define';
import { loadChatsLive as live } from '../common/live.ts';
import { buildWhatsappResponderSample as sample } from './sample.ts';
import { WhatsappResponderView as View } from './View.tsx';

/** WhatsApp responder: loaded lazily by dashboards.ts, refreshed by its conversations and messages. */
export default defineDashboard({ tables: ['chat_sessions', 'chat_messages'], live, sample, View });
