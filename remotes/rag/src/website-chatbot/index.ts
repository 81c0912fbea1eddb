import { defineDashboard } from '@portal/shared/contract';
import { loadWebsiteChatbotLive as live } from './live.ts';
import { buildWebsiteChatbotSample as sample } from './sample.ts';
import { WebsiteChatbotView as View } from './View.tsx';

/** Website chatbot: loaded lazily by dashboards.ts, refreshed by its documents, conversations and leads. */
export default defineDashboard({
  tables: ['documents', 'chat_sessions', 'chat_messages', 'leads'],
  live,
  sample,
  View,
});
