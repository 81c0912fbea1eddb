/** The code of the rag family's tab panels, one chunk downloaded when the first of them opens (tabPanels.ts). */
export { BotConversations } from './BotConversations.tsx';
export { EscalationQueueTable } from './EscalationQueueTable.tsx';
export { KnowledgeBaseTab } from './KnowledgeBaseBlocks.tsx';
