/**
 * What the dashboard reads besides ownership (domain/workspace, which the marketplace and workflow pages
 * read too): the client's runs counted per workflow by the database (`client_run_activity`), a row per
 * workflow instead of every run of the last 60 days.
 */

import { isWorkflowSlug, type WorkflowSlug } from '@portal/contract';
import { RUN_STATUSES } from '@portal/dashboard-kit/entities';
import { isOneOf } from '@portal/dashboard-kit/live';
import { currentUserId } from '../../domain/workspace/currentUser.ts';
import { type LastSeen, lastSeen } from '../../lib/lastSeen.ts';
import { getSupabase } from '../../lib/supabase.ts';
import { isListOf, isShaped, isText } from '../../lib/typeGuards.ts';
import type { RunActivity } from './stats.ts';

/** The runs as one read found them, and when: 'today' and '30 days' are counted from `readAt`. */
export interface RunActivityRead {
  readAt: string;
  activity: RunActivity[];
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isLastRun = (value: unknown): value is RunActivity['lastRun'] =>
  value === undefined ||
  isShaped<NonNullable<RunActivity['lastRun']>>({
    at: isText,
    status: (status): status is NonNullable<RunActivity['lastRun']>['status'] =>
      isOneOf(RUN_STATUSES, status),
  })(value);
const isRunActivity = isShaped<RunActivity>({
  slug: isWorkflowSlug,
  runsToday: isCount,
  runsYesterday: isCount,
  succeeded30d: isCount,
  finished30d: isCount,
  succeededPrior30d: isCount,
  finishedPrior30d: isCount,
  minutesSaved7d: isCount,
  minutesSavedPrior7d: isCount,
  lastRun: isLastRun,
});
const isRunActivityRead = isShaped<RunActivityRead>({
  readAt: (value): value is string => isText(value) && !Number.isNaN(Date.parse(value)),
  activity: isListOf(isRunActivity),
});

/**
 * The dashboard's figures as this browser last read them, kept per user (lib/lastSeen.ts): the key
 * names the user, so another person signing in on this browser never reads them, and sign-out removes
 * them with every other kept copy (clearAuthStorage). The page draws them marked as last seen until
 * the live read replaces them (docs/performance.md, "The signed-in home before its data").
 */
export const lastSeenRunActivity = (userId: string, storage?: () => Storage): LastSeen<RunActivityRead> =>
  lastSeen(`runActivity.${userId}`, isRunActivityRead, storage);

/**
 * The time of a read, to the minute (enough for 'added in the last 30 days'): a reload that finds the
 * same runs, as every realtime join's does, then holds the same data and redraws nothing (lib/sameData.ts).
 */
const thisMinute = () => new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();

/** The runs counted now, with the time of the read. */
export async function readRunActivity(signal: AbortSignal): Promise<RunActivityRead> {
  return { readAt: thisMinute(), activity: await fetchRunActivity(signal) };
}

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

/** A workflow the client asked for that an administrator has not decided yet. */
export interface PendingRequest {
  slug: WorkflowSlug;
  kind: 'purchase' | 'access';
  since: string;
}

/**
 * The client's purchases and access requests still waiting for an administrator, oldest first: until one
 * is approved the workflow is not theirs, and a new client's dashboard would otherwise look as if
 * nothing had been asked for.
 */
export async function fetchPendingRequests(signal: AbortSignal): Promise<PendingRequest[]> {
  const [supabase, userId] = await Promise.all([getSupabase(), currentUserId()]);
  const read = (table: 'workflow_purchases' | 'workflow_access_requests') =>
    supabase
      .from(table)
      .select('workflow_slug, created_at')
      .eq('user_id', userId)
      .eq('status', 'pending')
      .abortSignal(signal);
  const [purchases, access] = await Promise.all([
    read('workflow_purchases'),
    read('workflow_access_requests'),
  ]);
  if (purchases.error) throw purchases.error;
  if (access.error) throw access.error;
  const rows = (
    kind: PendingRequest['kind'],
    data: { workflow_slug: string | null; created_at: string }[] | null,
  ) =>
    (data ?? []).flatMap((row) =>
      isWorkflowSlug(row.workflow_slug) ? [{ slug: row.workflow_slug, kind, since: row.created_at }] : [],
    );
  return [...rows('purchase', purchases.data), ...rows('access', access.data)].sort((a, b) =>
    a.since.localeCompare(b.since),
  );
}
