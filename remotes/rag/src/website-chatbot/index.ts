import { defineDashboard } from '@portal/dashboard-kit/define';
import { KNOWLEDGE_TABLES } from '../common/knowledge.ts';
import { live } from './data.ts';
import { buildWebsiteChatbotSample as sample } from './sample.ts';
import { WebsiteChatbotView as View } from './View.tsx';

/** Website chatbot: loaded lazily by dashboards.ts, refreshed by its documents, conversations and leads. */
export default defineDashboard({ tables: [...KNOWLEDGE_TABLES, 'leads'], live, sample, View });
