/** Entities several families read (@portal/shared/entities): type, columns, row mapping, tones. */

export * from './campaignFunnel.ts';
export * from './campaigns.ts';
export * from './conversations.ts';
export * from './funnelTotals.ts';
export * from './journeySteps.ts';
export * from './leadCounts.ts';
export * from './leads.ts';
export * from './lists.ts';
export * from './replies.ts';
export * from './runs.ts';
export * from './sessionThreads.ts';
export * from './stagedPipeline.ts';
export * from './tickets.ts';
