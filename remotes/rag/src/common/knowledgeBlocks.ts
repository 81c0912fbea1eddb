/**
 * Every knowledge bot View starts with the family's blocks: its KPI cards, charts and tabs, each
 * picked by name in the order that dashboard shows them.
 */
import type { DashboardContext } from '@portal/contract';
import type { KnowledgeData } from './knowledge.ts';
import { useKnowledgeCharts } from './knowledgeCharts.tsx';
import { useKnowledgeKpis } from './knowledgeKpis.tsx';
import { useKnowledgeTabs } from './knowledgeTabs.tsx';

/** `ctx` decides whether the Knowledge Base tab offers the client's own files (live only). */
export const useKnowledgeBlocks = (data: KnowledgeData, ctx: DashboardContext) => ({
  kpis: useKnowledgeKpis(data),
  charts: useKnowledgeCharts(data),
  tabs: useKnowledgeTabs(data, ctx),
});
