/** Entities several families read (@portal/dashboard-kit/entities): type, columns, row mapping, tones. */

export {
  CAMPAIGN_COLUMNS,
  type Campaign,
  type CampaignStatus,
  campaignFromRow,
  campaignPerformance,
} from '../blocks/campaigns/campaigns.ts';
export {
  CHAT_CHANNELS,
  CHAT_STATUSES,
  type ChatChannel,
  type ChatMessage,
  type ChatStatus,
  CONVERSATION_COLUMNS,
  type Conversation,
  chatMessageFromRow,
  loadTranscript,
  messageFact,
  sessionFact,
  THREAD_MESSAGE_COLUMNS,
} from '../blocks/conversations/conversations.ts';
export { leadsBySource } from '../blocks/leads/leadCounts.ts';
export {
  LEAD_SOURCES,
  LEAD_STATUSES,
  type Lead,
  type LeadSource,
  OPEN_STATUSES,
  QUALIFIED_STATUSES,
} from '../blocks/leads/leads.ts';
export {
  ENGINE_EXECUTOR,
  RUN_STATUS_TONE,
  RUN_STATUSES,
  type RunStatus,
  runFigures,
  runDays,
  runList,
  type WorkflowRun,
} from '../blocks/runs/runs.ts';
export { campaignList, conversationTable, leadDays, leadFigures, leadTable, leadWeeks } from './lists.ts';
export { type ReplyMessage, replyDelays } from './replies.ts';
export { chronological, threadsBySession } from './sessionThreads.ts';
