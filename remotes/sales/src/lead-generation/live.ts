/** Live data: the signed-in client's leads and campaigns of this workflow. */
import type { LiveContext } from '@portal/shared/contract';
import { CAMPAIGN_COLUMNS, campaignFromRow, LEAD_COLUMNS, leadFromRow } from '@portal/shared/entities';
import { REPORTING_HISTORY_DAYS } from '@portal/shared/format';
import { recentRows } from '@portal/shared/live';
import type { LeadGenerationData } from './data.ts';

/** Upper bounds that keep a very busy account's dashboard fast; the tables say what they show. */
export const MAX_LEADS = 2000;
export const MAX_CAMPAIGNS = 200;

export async function loadLeadGenerationLive(ctx: LiveContext): Promise<LeadGenerationData> {
  const asOf = new Date();
  const [leads, campaigns] = await Promise.all([
    recentRows(ctx, 'leads', LEAD_COLUMNS, { limit: MAX_LEADS, days: REPORTING_HISTORY_DAYS, asOf }),
    recentRows(ctx, 'campaigns', CAMPAIGN_COLUMNS, { limit: MAX_CAMPAIGNS }),
  ]);
  return {
    leads: leads.map(leadFromRow),
    campaigns: campaigns.map(campaignFromRow),
    asOf: asOf.toISOString(),
  };
}
