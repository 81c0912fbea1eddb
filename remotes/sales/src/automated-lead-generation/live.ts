/**
 * Live data of automated lead generation: the leads it found, its outreach sequences (campaigns of
 * this workflow) and its runs, for the signed-in client only.
 */
import type { LiveContext } from '@portal/shared/contract';
import {
  CAMPAIGN_COLUMNS,
  campaignFromRow,
  LEAD_COLUMNS,
  leadFromRow,
  RUN_COLUMNS,
  runFromRow,
} from '@portal/shared/entities';
import { REPORTING_HISTORY_DAYS } from '@portal/shared/format';
import { recentRows } from '@portal/shared/live';
import { leadSearchRun } from '../common/runs.ts';
import type { AutomatedLeadGenerationData } from './data.ts';

export const MAX_LEADS = 2000;
export const MAX_SEQUENCES = 100;
export const MAX_RUNS = 500;

export async function loadAutomatedLeadGenerationLive(
  ctx: LiveContext,
): Promise<AutomatedLeadGenerationData> {
  const asOf = new Date();
  const [leads, sequences, runs] = await Promise.all([
    recentRows(ctx, 'leads', LEAD_COLUMNS, { limit: MAX_LEADS, days: REPORTING_HISTORY_DAYS, asOf }),
    recentRows(ctx, 'campaigns', CAMPAIGN_COLUMNS, { limit: MAX_SEQUENCES }),
    recentRows(ctx, 'workflow_runs', RUN_COLUMNS, { limit: MAX_RUNS, days: REPORTING_HISTORY_DAYS, asOf }),
  ]);
  return {
    leads: leads.map(leadFromRow),
    sequences: sequences.map(campaignFromRow),
    runs: runs.map((row) => leadSearchRun(runFromRow(row))),
    asOf: asOf.toISOString(),
  };
}
