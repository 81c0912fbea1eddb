/**
 * A staged pipeline, declared once: rows that move through stages in order (a job application from
 * received to hired, a customer's onboarding from welcome to completed, a sales deal from prospect to
 * won), which stages still count as in the pipeline, and each stage's tone in status chips. The counts
 * per stage and the groups per key (positions, owners) come from the declaration:
 *
 *   export const PIPELINE = stagedPipeline(read.stage, values.stage, {
 *     active: ['received', 'screening', 'interview', 'offer'],
 *     tones: { screening: 'info', interview: 'primary', hired: 'success', rejected: 'error' },
 *   });
 *   PIPELINE.perStage(rows)                    // [{ key, count, rows }], in stage order
 *   PIPELINE.perKey(rows, (a) => a.job_title)  // [{ key, rows, byStage, active }]
 *   PIPELINE.status((s) => t(`values.stage.${s}`))  // the status column's preset
 */
import { groupBy } from '@portal/dashboard-kit/format';
import { type StatusTone, statusPreset } from '@portal/dashboard-kit/ui';

export interface PipelineDeclaration<S extends string, A extends S> {
  /** The stages in which a row is still in the pipeline (not yet hired, completed, won or dropped). */
  active: readonly A[];
  /** Each stage's tone; a stage given none is neutral (statusPreset's rule). */
  tones: Partial<Record<S, StatusTone>>;
}

export function stagedPipeline<Row, S extends string, const A extends S>(
  stageOf: (row: Row) => S,
  stages: readonly S[],
  { active, tones }: PipelineDeclaration<S, A>,
) {
  // Each call keeps its caller's row type: `stageOf` only needs the stage (enumColumns' `read.stage`).
  const inStages = <R extends Row>(rows: readonly R[], which: readonly S[]) =>
    rows.filter((row) => which.includes(stageOf(row)));
  const isActive = (row: Row) => (active as readonly S[]).includes(stageOf(row));
  /** The rows per stage (all stages, or `only` those: the keys are then typed as those), in the order given. */
  const perStage = <R extends Row, O extends S = S>(rows: readonly R[], only = stages as readonly O[]) =>
    only.map((key) => {
      const at = inStages(rows, [key]);
      return { key, count: at.length, rows: at };
    });
  return {
    stages,
    active,
    stageOf,
    isActive,
    inStages,
    perStage,
    /** The status column's preset: the stages in order with their tones, labelled by `label`. */
    status: (label: (stage: S) => string) => statusPreset(stages, tones, label),
    /**
     * The rows grouped by `keyOf` (in the order each key first comes), each group with its counts per
     * stage (`byStage`, in the order of `stages`) and how many of its rows are still active.
     */
    perKey: <R extends Row>(rows: readonly R[], keyOf: (row: R) => string) =>
      [...groupBy(rows, keyOf)].map(([key, group]) => ({
        key,
        rows: group,
        byStage: perStage(group).map((s) => s.count),
        active: group.filter(isActive).length,
      })),
  };
}
