/** Entities several families read (@portal/dashboard-kit/entities): type, columns, row mapping, tones. */

export * from '../blocks/campaigns/campaignFunnel.ts';
export * from '../blocks/campaigns/campaigns.ts';
export * from '../blocks/campaigns/funnelTotals.ts';
export * from '../blocks/conversations/conversations.ts';
export * from '../blocks/leads/leadCounts.ts';
export * from '../blocks/leads/leads.ts';
export * from '../blocks/runs/runs.ts';
export * from './journeySteps.ts';
export * from './lists.ts';
export * from './replies.ts';
export * from './sessionThreads.ts';
export * from './stagedPipeline.ts';
