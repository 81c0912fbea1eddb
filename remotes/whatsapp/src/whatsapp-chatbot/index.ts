import { defineDashboard } from '@portal/dashboard-kit/define';
import { live } from './data.ts';
import { buildWhatsappChatbotSample as sample } from './sample.ts';
import { WhatsappChatbotView as View } from './View.tsx';

/** WhatsApp chatbot: loaded lazily by dashboards.ts, refreshed by its conversations and messages. */
export default defineDashboard({ tables: ['chat_sessions', 'chat_messages'], live, sample, View });
