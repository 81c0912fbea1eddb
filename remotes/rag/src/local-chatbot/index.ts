import { defineDashboard } from '@portal/dashboard-kit/define';
import { KNOWLEDGE_TABLES } from '../common/knowledge.ts';
import { live } from './data.ts';
import { buildLocalChatbotSample as sample } from './sample.ts';
import { LocalChatbotView as View } from './View.tsx';

/** Local chatbot: loaded lazily by dashboards.ts, refreshed by changes to its documents and conversations. */
export default defineDashboard({ tables: KNOWLEDGE_TABLES, live, sample, View });
