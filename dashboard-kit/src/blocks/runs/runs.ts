/**
 * Workflow runs (table `workflow_runs`): every one of the 24 workflows runs, so every dashboard can
 * show its runs. `input` and `output` are the workflow's own JSON; a family reads its fields with
 * jsonNumber / jsonString from @portal/dashboard-kit/live.
 */

import { type ColumnValue, type Json, workflowRunsValues } from '@portal/contract/schema';
import { daysOf, figuresOf, listOf, type Part } from '../../live/dashboard.ts';
import type { Fact } from '../../live/figures.ts';
import type { LoadOptions, RowOf } from '../../live/query.ts';
import { isoOrNull, oneOf, toNumber } from '../../live/values.ts';
import type { StatusTone } from '../../ui/StatusChip.tsx';

export const RUN_STATUSES = workflowRunsValues.status;
export type RunStatus = ColumnValue<'workflow_runs', 'status'>;

export interface WorkflowRun {
  id: string;
  status: RunStatus;
  input: Json;
  output: Json | null;
  error: string | null;
  startedAt: string | null;
  durationMs: number | null;
  createdAt: string;
}

export const RUN_STATUS_TONE: Record<RunStatus, StatusTone> = {
  queued: 'neutral',
  running: 'info',
  succeeded: 'success',
  failed: 'error',
};

export const RUN_COLUMNS = [
  'id',
  'status',
  'input',
  'output',
  'error',
  'started_at',
  'duration_ms',
  'created_at',
] as const;
export type RunRow = RowOf<'workflow_runs', (typeof RUN_COLUMNS)[number]>;

/**
 * The executor of the runs that count: 'engine', a run the client's engine reported (real work).
 * 'sandbox' and 'webhook' runs are test runs started from the portal and never count in a client's
 * figures (docs/intake.md, "Which runs count as work"); dashboard_figures' workflow_runs rows carry the
 * executor as their kind, so a figure over them keeps the rows of this kind.
 */
export const ENGINE_EXECUTOR = 'engine' satisfies ColumnValue<'workflow_runs', 'executor'>;

/**
 * A dashboard's runs: the engine's runs only (test runs never count), each mapped by `map`
 * (a family's own reading of input and output), read with `options` (limit, days).
 */
export const runList = <Item = WorkflowRun>(
  options: Omit<LoadOptions<'workflow_runs'>, 'match'>,
  map: (run: WorkflowRun) => Item = (run) => run as Item,
): Part<Item[]> =>
  listOf('workflow_runs', RUN_COLUMNS, (row) => map(runFromRow(row)), {
    ...options,
    match: { executor: ENGINE_EXECUTOR },
  });

export function runFromRow(row: RunRow): WorkflowRun {
  return {
    id: row.id,
    status: oneOf(row.status, RUN_STATUSES, 'queued'),
    input: row.input,
    output: row.output,
    error: row.error,
    startedAt: isoOrNull(row.started_at),
    durationMs: toNumber(row.duration_ms),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * What the figures count of a run: as `workflow_runs` in `dashboard_figures` (created, status, the
 * executor as kind, the duration). A dashboard's runs are the engine's (a sample's are by construction).
 */
export const runFact = (run: WorkflowRun): Fact => ({
  at: run.createdAt,
  status: run.status,
  kind: ENGINE_EXECUTOR,
  value: run.durationMs,
});

/** The runs of the workflow counted in SQL (filter `kind: [ENGINE_EXECUTOR]`: test runs never count). */
export const runFigures = /* @__PURE__ */ figuresOf('workflow_runs', runFact);

/** The same, per Doha day of the period (a chart of runs per day that tells test runs apart). */
export const runDays = /* @__PURE__ */ daysOf('workflow_runs', runFact);
