/**
 * The dashboard's figures (docs/product.md §2 stats; the hours saved the marketing site promises), as
 * pure functions of the client's rows so that the page, the unit tests and the e2e agree:
 * - Active Workflows: owned workflows whose status is active; change = how many of them were bought
 *   in the last 30 days.
 * - Total Runs Today: runs started since the start of the day in Doha; change against yesterday.
 * - Success Rate: succeeded ÷ finished (succeeded + failed) runs started in the last 30 days; change in
 *   percentage points against the 30 days before.
 * - Hours saved: successful runs of the last 7 days × the minutes each run of that workflow saves.
 */
import { catalogueEntry, type WorkflowSlug } from '@portal/shared';
import { change, DAY_MS, inWindow, startOfDohaDay, type Window, windowEndingAt } from '@portal/shared/format';
import type { OwnedWorkflow } from '../../lib/workspace/data.ts';

export type RunStatus = 'queued' | 'running' | 'succeeded' | 'failed';

export interface RunRow {
  slug: WorkflowSlug;
  status: RunStatus;
  /** started_at, or created_at for a run still queued. */
  at: string;
}

export interface DashboardStats {
  activeWorkflows: { value: number; addedLast30Days: number };
  runsToday: { value: number; yesterday: number; change: number | undefined };
  successRate: { value: number | undefined; previous: number | undefined; changePoints: number | undefined };
  hoursSaved: { value: number; previous: number; change: number | undefined };
}

/** How far back the page loads runs: two 30-day windows for the success rate. */
export const RUNS_LOOKBACK_DAYS = 60;

function successRate(runs: readonly RunRow[], window: Window): number | undefined {
  let succeeded = 0;
  let finished = 0;
  for (const run of runs) {
    if (!inWindow(run.at, window)) continue;
    if (run.status === 'succeeded') succeeded += 1;
    if (run.status === 'succeeded' || run.status === 'failed') finished += 1;
  }
  return finished > 0 ? succeeded / finished : undefined;
}

function hoursSaved(runs: readonly RunRow[], window: Window): number {
  let minutes = 0;
  for (const run of runs) {
    if (run.status === 'succeeded' && inWindow(run.at, window))
      minutes += catalogueEntry(run.slug).minutesSavedPerRun;
  }
  return minutes / 60;
}

export function dashboardStats(
  owned: readonly OwnedWorkflow[],
  runs: readonly RunRow[],
  now: Date,
): DashboardStats {
  const monthAgo = now.getTime() - 30 * DAY_MS;
  const active = owned.filter((w) => w.status === 'active');
  const todayStart = startOfDohaDay(now);
  const today: Window = { from: todayStart, to: new Date(now.getTime() + 1) };
  const yesterday: Window = { from: new Date(todayStart.getTime() - DAY_MS), to: todayStart };
  const runsToday = runs.filter((r) => inWindow(r.at, today)).length;
  const runsYesterday = runs.filter((r) => inWindow(r.at, yesterday)).length;
  const rate = successRate(runs, windowEndingAt(today.to, 30));
  const previousRate = successRate(runs, windowEndingAt(today.to, 30, 1));
  const saved = hoursSaved(runs, windowEndingAt(today.to, 7));
  const savedBefore = hoursSaved(runs, windowEndingAt(today.to, 7, 1));
  return {
    activeWorkflows: {
      value: active.length,
      addedLast30Days: active.filter((w) => new Date(w.purchasedAt).getTime() >= monthAgo).length,
    },
    runsToday: { value: runsToday, yesterday: runsYesterday, change: change(runsToday, runsYesterday) },
    successRate: {
      value: rate,
      previous: previousRate,
      changePoints:
        rate !== undefined && previousRate !== undefined ? (rate - previousRate) * 100 : undefined,
    },
    hoursSaved: { value: saved, previous: savedBefore, change: change(saved, savedBefore) },
  };
}

export interface WorkflowActivity {
  runsToday: number;
  lastRun: { at: string; status: RunStatus } | undefined;
}

/** Per owned workflow: runs today and the latest run (for the workflow list). */
export function activityBySlug(runs: readonly RunRow[], now: Date): Map<WorkflowSlug, WorkflowActivity> {
  const todayStart = startOfDohaDay(now).getTime();
  const result = new Map<WorkflowSlug, WorkflowActivity>();
  for (const run of runs) {
    const entry = result.get(run.slug) ?? { runsToday: 0, lastRun: undefined };
    if (new Date(run.at).getTime() >= todayStart) entry.runsToday += 1;
    if (!entry.lastRun || new Date(run.at).getTime() > new Date(entry.lastRun.at).getTime())
      entry.lastRun = { at: run.at, status: run.status };
    result.set(run.slug, entry);
  }
  return result;
}
