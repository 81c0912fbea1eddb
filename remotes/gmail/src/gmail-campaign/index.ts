import { defineDashboard, type LiveContext } from '@portal/shared/contract';
import { CAMPAIGN_FUNNEL_COLUMNS, campaignFunnelFromRow } from '@portal/shared/entities';
import { recentRows } from '@portal/shared/live';
import { workflowEmails } from '../common/live.ts';
import type { GmailCampaignData } from './data.ts';
import { buildGmailCampaignSample as sample } from './sample.ts';
import { GmailCampaignView as View } from './View.tsx';

/** Campaigns are few: the latest ones, scheduled and drafts included, whatever their age. */
export const MAX_CAMPAIGNS = 200;

/** The client's campaigns of this workflow, and its sends and replies over two periods. */
async function live(ctx: LiveContext): Promise<GmailCampaignData> {
  const asOf = new Date();
  const [campaigns, emails] = await Promise.all([
    recentRows(ctx, 'campaigns', CAMPAIGN_FUNNEL_COLUMNS, { limit: MAX_CAMPAIGNS }),
    workflowEmails(ctx, asOf),
  ]);
  return { campaigns: campaigns.map(campaignFunnelFromRow), emails, asOf: asOf.toISOString() };
}

/** Gmail campaign: loaded lazily by dashboards.ts, refreshed when its campaigns or emails change. */
export default defineDashboard({ tables: ['campaigns', 'emails'], live, sample, View });
