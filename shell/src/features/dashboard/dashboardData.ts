/**
 * What the dashboard reads besides ownership (domain/workspace, which the marketplace and workflow pages
 * read too): the client's runs counted per workflow by the database (`client_run_activity`), a row per
 * workflow instead of every run of the last 60 days.
 */

import { isWorkflowSlug } from '@portal/contract';
import { RUN_STATUSES } from '@portal/dashboard-kit/entities';
import { isOneOf } from '@portal/dashboard-kit/live';
import { getSupabase } from '../../lib/supabase.ts';
import type { RunActivity } from './stats.ts';

export async function fetchRunActivity(signal: AbortSignal): Promise<RunActivity[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('client_run_activity').abortSignal(signal);
  if (error) throw error;
  return (data ?? []).flatMap((row) =>
    isWorkflowSlug(row.workflow_slug)
      ? [
          {
            slug: row.workflow_slug,
            runsToday: row.runs_today,
            runsYesterday: row.runs_yesterday,
            succeeded30d: row.succeeded_30d,
            finished30d: row.finished_30d,
            succeededPrior30d: row.succeeded_prior_30d,
            finishedPrior30d: row.finished_prior_30d,
            minutesSaved7d: row.minutes_saved_7d,
            minutesSavedPrior7d: row.minutes_saved_prior_7d,
            lastRun:
              row.last_run_at && isOneOf(RUN_STATUSES, row.last_run_status)
                ? { at: row.last_run_at, status: row.last_run_status }
                : undefined,
          },
        ]
      : [],
  );
}
