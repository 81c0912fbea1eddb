/** Entities several families read (@portal/dashboard-kit/entities): type, columns, row mapping, tones. */

export {
  CAMPAIGN_COLUMNS,
  type Campaign,
  type CampaignStatus,
  campaignFromRow,
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
export {
  LEAD_SOURCES,
  LEAD_STATUSES,
  type Lead,
  type LeadSource,
  leadFact,
} from '../blocks/leads/leads.ts';
export {
  ENGINE_EXECUTOR,
  RUN_STATUS_TONE,
  RUN_STATUSES,
  type RunStatus,
  runDays,
  runFigures,
  runList,
  type WorkflowRun,
} from '../blocks/runs/runs.ts';
export { conversationTable } from './conversationList.ts';
export { leadFigures, leadTable } from './lists.ts';
export { type ReplyMessage, replyDelays } from './replies.ts';
export { chronological, threadsBySession } from './sessionThreads.ts';
