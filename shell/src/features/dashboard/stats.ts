/**
 * The dashboard's figures (docs/product.md §2 stats; the hours saved the marketing site promises). The
 * database counts the runs per workflow (`client_run_activity`, windows in its migration); these pure
 * functions add the workflows up, so that the page, the unit tests and the e2e agree:
 * - Active Workflows: owned workflows that run, i.e. not paused ('active' and 'live' alike: live is
 *   an active workflow wired to the client's own systems); change = how many of them were bought in the
 *   last 30 days.
 * Every run figure counts the engine's runs only: test runs never count (client_run_activity).
 * - Total Runs Today: runs started since the start of the day in Doha; change against yesterday.
 * - Success Rate: succeeded ÷ finished (succeeded + failed) runs started in the last 30 days; change in
 *   percentage points against the 30 days before.
 * - Hours saved: successful runs of the last 7 days × the minutes each run of that workflow saves.
 */
import type { WorkflowSlug } from '@portal/contract';
import type { RunStatus } from '@portal/dashboard-kit/entities';
import { change, DAY_MS } from '@portal/dashboard-kit/format';
import type { OwnedWorkflow } from '../../domain/workspace/data.ts';

/** One workflow's runs, as `client_run_activity` counts them. */
export interface RunActivity {
  slug: WorkflowSlug;
  runsToday: number;
  runsYesterday: number;
  succeeded30d: number;
  finished30d: number;
  succeededPrior30d: number;
  finishedPrior30d: number;
  minutesSaved7d: number;
  minutesSavedPrior7d: number;
  /** The latest run: started_at, or created_at while still queued. */
  lastRun: { at: string; status: RunStatus } | undefined;
}

export interface DashboardStats {
  /** Workflows that run: `live` of them in production, the rest `active`. */
  activeWorkflows: { value: number; live: number; addedLast30Days: number };
  runsToday: { value: number; yesterday: number; change: number | undefined };
  successRate: { value: number | undefined; previous: number | undefined; changePoints: number | undefined };
  hoursSaved: { value: number; previous: number; change: number | undefined };
}

/** A workflow runs unless an administrator paused it. */
export const isRunning = (workflow: Pick<OwnedWorkflow, 'status'>) => workflow.status !== 'paused';

const total = (activity: readonly RunActivity[], figure: (row: RunActivity) => number) =>
  activity.reduce((sum, row) => sum + figure(row), 0);

const rate = (succeeded: number, finished: number) => (finished > 0 ? succeeded / finished : undefined);

export function dashboardStats(
  owned: readonly OwnedWorkflow[],
  activity: readonly RunActivity[],
  now: Date,
): DashboardStats {
  const monthAgo = now.getTime() - 30 * DAY_MS;
  const active = owned.filter(isRunning);
  const runsToday = total(activity, (row) => row.runsToday);
  const runsYesterday = total(activity, (row) => row.runsYesterday);
  const success = rate(
    total(activity, (row) => row.succeeded30d),
    total(activity, (row) => row.finished30d),
  );
  const previousSuccess = rate(
    total(activity, (row) => row.succeededPrior30d),
    total(activity, (row) => row.finishedPrior30d),
  );
  const saved = total(activity, (row) => row.minutesSaved7d) / 60;
  const savedBefore = total(activity, (row) => row.minutesSavedPrior7d) / 60;
  return {
    activeWorkflows: {
      value: active.length,
      live: active.filter((w) => w.status === 'live').length,
      addedLast30Days: active.filter((w) => new Date(w.purchasedAt).getTime() >= monthAgo).length,
    },
    runsToday: { value: runsToday, yesterday: runsYesterday, change: change(runsToday, runsYesterday) },
    successRate: {
      value: success,
      previous: previousSuccess,
      changePoints:
        success !== undefined && previousSuccess !== undefined
          ? (success - previousSuccess) * 100
          : undefined,
    },
    hoursSaved: { value: saved, previous: savedBefore, change: change(saved, savedBefore) },
  };
}

export type WorkflowActivity = Pick<RunActivity, 'runsToday' | 'lastRun'>;

/** Per owned workflow: runs today and the latest run (for the workflow list). */
export function activityBySlug(activity: readonly RunActivity[]): Map<WorkflowSlug, WorkflowActivity> {
  return new Map(activity.map((row) => [row.slug, { runsToday: row.runsToday, lastRun: row.lastRun }]));
}
