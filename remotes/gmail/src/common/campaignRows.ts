/**
 * Campaign rows for unit tests, as the live loaders select them (CAMPAIGN_FUNNEL_COLUMNS): a
 * completed email campaign that has sent nothing, changed only where a test cares.
 */
import type { CampaignFunnelRow } from './campaignFunnel.ts';

export const campaignFunnelRow = (over: Partial<CampaignFunnelRow> = {}): CampaignFunnelRow => ({
  id: 'c',
  name: 'Offers',
  channel: 'email',
  status: 'completed',
  audience_size: 0,
  sent_count: 0,
  delivered_count: 0,
  opened_count: 0,
  clicked_count: 0,
  replied_count: 0,
  converted_count: 0,
  budget_qar: null,
  started_at: null,
  scheduled_at: null,
  ended_at: null,
  ...over,
});

/** A row's funnel counts in funnel order: `funnelCounts(100, 95, 50, 19, 10)`. */
export const funnelCounts = (
  sent: number,
  delivered: number,
  opened: number,
  clicked: number,
  replied: number,
) => ({
  sent_count: sent,
  delivered_count: delivered,
  opened_count: opened,
  clicked_count: clicked,
  replied_count: replied,
});
