/**
 * Live data: the signed-in client's leads and campaigns of this workflow through supabase-js. RLS
 * already limits rows to the user (admins could read more, so the query also says user_id); the
 * signal cancels the requests when the user leaves the page.
 */
import type { DashboardContext } from '@portal/shared/contract';
import { CAMPAIGN_COLUMNS, type CampaignRow, campaignFromRow } from '../common/campaigns.ts';
import { LEAD_COLUMNS, type LeadRow, leadFromRow } from '../common/leads.ts';
import { liveSession, rowsOf, since } from '../common/live.ts';
import { HISTORY_DAYS, type LeadGenerationData } from './data.ts';

/** Upper bounds that keep a very busy account's dashboard fast; the tables say what they show. */
export const MAX_LEADS = 2000;
export const MAX_CAMPAIGNS = 200;

export async function loadLeadGenerationLive(ctx: DashboardContext): Promise<LeadGenerationData> {
  const { supabase, userId } = liveSession(ctx);
  const asOf = new Date();
  const [leads, campaigns] = await Promise.all([
    supabase
      .from('leads')
      .select(LEAD_COLUMNS)
      .eq('user_id', userId)
      .eq('workflow_slug', ctx.slug)
      .gte('created_at', since(asOf, HISTORY_DAYS))
      .order('created_at', { ascending: false })
      .limit(MAX_LEADS)
      .abortSignal(ctx.signal),
    supabase
      .from('campaigns')
      .select(CAMPAIGN_COLUMNS)
      .eq('user_id', userId)
      .eq('workflow_slug', ctx.slug)
      .order('created_at', { ascending: false })
      .limit(MAX_CAMPAIGNS)
      .abortSignal(ctx.signal),
  ]);
  return {
    leads: rowsOf<LeadRow>('leads', leads).map(leadFromRow),
    campaigns: rowsOf<CampaignRow>('campaigns', campaigns).map(campaignFromRow),
    asOf: asOf.toISOString(),
  };
}
