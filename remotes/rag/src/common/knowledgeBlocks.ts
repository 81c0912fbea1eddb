/**
 * Every knowledge bot View starts with the family's blocks: its KPI cards, charts and tabs, each
 * picked by name in the order that dashboard shows them.
 */
import type { KnowledgeData } from './knowledge.ts';
import { useKnowledgeCharts } from './knowledgeCharts.tsx';
import { useKnowledgeKpis } from './knowledgeKpis.tsx';
import { useKnowledgeTabs } from './knowledgeTabs.tsx';

export const useKnowledgeBlocks = (data: KnowledgeData) => ({
  kpis: useKnowledgeKpis(data),
  charts: useKnowledgeCharts(data),
  tabs: useKnowledgeTabs(data),
});
