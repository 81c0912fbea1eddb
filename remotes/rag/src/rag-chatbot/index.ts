import { defineDashboard } from '@portal/dashboard-kit/define';
import { KNOWLEDGE_TABLES, knowledgeLive as live } from '../common/knowledge.ts';
import { buildRagChatbotSample as sample } from './sample.ts';
import { RagChatbotView as View } from './View.tsx';

/** RAG chatbot: loaded lazily by dashboards.ts, refreshed by changes to its documents and conversations. */
export default defineDashboard({ tables: KNOWLEDGE_TABLES, live, sample, View });
