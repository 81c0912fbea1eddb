import { defineDashboard } from '@portal/dashboard-kit/define';
import { KNOWLEDGE_TABLES, knowledgeLive as live } from '../common/knowledge.ts';
import { buildLocalRagSample as sample } from './sample.ts';
import { LocalRagView as View } from './View.tsx';

/** Local RAG: loaded lazily by dashboards.ts, refreshed by changes to its documents and conversations. */
export default defineDashboard({ tables: KNOWLEDGE_TABLES, live, sample, View });
