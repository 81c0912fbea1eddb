/**
 * What the dashboard reads: the client's runs of the last 60 days (paged, as PostgREST caps a response
 * at 1000 rows). Ownership comes from lib/workspace (the marketplace and workflow pages read it too).
 */

import { WORKFLOW_SLUGS, type WorkflowSlug } from '@portal/shared';
import { DAY_MS } from '@portal/shared/format';
import { getSupabase } from '../../lib/supabase.ts';
import { currentUserId } from '../../lib/workspace/currentUser.ts';
import { RUNS_LOOKBACK_DAYS, type RunRow, type RunStatus } from './stats.ts';

const PAGE = 1000;
const RUN_STATUSES: readonly string[] = ['queued', 'running', 'succeeded', 'failed'];
const SLUGS: readonly string[] = WORKFLOW_SLUGS;

export async function fetchRecentRuns(now: Date, signal: AbortSignal): Promise<RunRow[]> {
  const [supabase, userId] = await Promise.all([getSupabase(), currentUserId()]);
  const since = new Date(now.getTime() - RUNS_LOOKBACK_DAYS * DAY_MS).toISOString();
  const runs: RunRow[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await supabase
      .from('workflow_runs')
      .select('workflow_slug, status, started_at, created_at')
      .eq('user_id', userId)
      .or(`started_at.gte.${since},and(started_at.is.null,created_at.gte.${since})`)
      .order('created_at', { ascending: false })
      .order('id', { ascending: true })
      .range(from, from + PAGE - 1)
      .abortSignal(signal);
    if (error) throw error;
    for (const row of data ?? []) {
      if (!SLUGS.includes(row.workflow_slug) || !RUN_STATUSES.includes(row.status)) continue;
      runs.push({
        slug: row.workflow_slug as WorkflowSlug,
        status: row.status as RunStatus,
        at: row.started_at ?? row.created_at,
      });
    }
    if (!data || data.length < PAGE) return runs;
  }
}
