/**
 * The rag family's tab panels that no Overview shows: their code (the transcript dialog and what a
 * transcript shows under each answer, the knowledge files panel with its upload, the escalation
 * queue) downloads when such a tab is first opened, not on the way to the KPI row
 * (docs/performance.md). DashboardTabs shows the loading state meanwhile. One chunk for all of them:
 * a dynamic import per panel split the family's shared code into many small chunks, which cost more
 * bytes (gzip per file) and requests than the panels saved.
 */
import { lazy } from 'react';

const panelCode = () => import('./tabPanelCode.ts');

export const BotConversations = lazy(() => panelCode().then((m) => ({ default: m.BotConversations })));
export const KnowledgeBaseTab = lazy(() => panelCode().then((m) => ({ default: m.KnowledgeBaseTab })));
export const EscalationQueueTable = lazy(() =>
  panelCode().then((m) => ({ default: m.EscalationQueueTable })),
);
