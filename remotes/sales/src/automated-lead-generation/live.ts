/**
 * Live data of automated lead generation: the leads it found, its outreach sequences (campaigns of
 * this workflow) and its runs, for the signed-in client only.
 */
import type { DashboardContext } from '@portal/shared/contract';
import { CAMPAIGN_COLUMNS, type CampaignRow, campaignFromRow } from '../common/campaigns.ts';
import { LEAD_COLUMNS, type LeadRow, leadFromRow } from '../common/leads.ts';
import { liveSession, rowsOf, since } from '../common/live.ts';
import { RUN_COLUMNS, type RunRow, runFromRow } from '../common/runs.ts';
import { type AutomatedLeadGenerationData, HISTORY_DAYS } from './data.ts';

export const MAX_LEADS = 2000;
export const MAX_SEQUENCES = 100;
export const MAX_RUNS = 500;

export async function loadAutomatedLeadGenerationLive(
  ctx: DashboardContext,
): Promise<AutomatedLeadGenerationData> {
  const { supabase, userId } = liveSession(ctx);
  const asOf = new Date();
  const from = since(asOf, HISTORY_DAYS);
  const [leads, sequences, runs] = await Promise.all([
    supabase
      .from('leads')
      .select(LEAD_COLUMNS)
      .eq('user_id', userId)
      .eq('workflow_slug', ctx.slug)
      .gte('created_at', from)
      .order('created_at', { ascending: false })
      .limit(MAX_LEADS)
      .abortSignal(ctx.signal),
    supabase
      .from('campaigns')
      .select(CAMPAIGN_COLUMNS)
      .eq('user_id', userId)
      .eq('workflow_slug', ctx.slug)
      .order('created_at', { ascending: false })
      .limit(MAX_SEQUENCES)
      .abortSignal(ctx.signal),
    supabase
      .from('workflow_runs')
      .select(RUN_COLUMNS)
      .eq('user_id', userId)
      .eq('workflow_slug', ctx.slug)
      .gte('created_at', from)
      .order('created_at', { ascending: false })
      .limit(MAX_RUNS)
      .abortSignal(ctx.signal),
  ]);
  return {
    leads: rowsOf<LeadRow>('leads', leads).map(leadFromRow),
    sequences: rowsOf<CampaignRow>('campaigns', sequences).map(campaignFromRow),
    runs: rowsOf<RunRow>('workflow_runs', runs).map(runFromRow),
    asOf: asOf.toISOString(),
  };
}
