/**
 * Journeys that go through named steps and keep, in a jsonb list, when each was completed
 * (`[{ "step": "documents", "completed_at": "…" }, …]`, as onboardings do): when each step was
 * completed, how many are done, and how long each step typically takes across journeys.
 */

import type { Json } from '@portal/contract/schema';
import { elapsedMs, percentile } from '@portal/dashboard-kit/format';
import { jsonString } from '@portal/dashboard-kit/live';

/** When each step was completed, null while it is not. */
export type StepTimes<S extends string> = Record<S, string | null>;

/** When each of `steps` was completed, from a row's steps list; a value that is not a list completes none. */
export function stepTimes<S extends string>(
  list: Json | null | undefined,
  steps: readonly S[],
): StepTimes<S> {
  const entries = Array.isArray(list) ? list : [];
  const done = new Map(entries.map((s) => [jsonString(s, 'step'), jsonString(s, 'completed_at')]));
  return Object.fromEntries(steps.map((step) => [step, done.get(step) ?? null])) as StepTimes<S>;
}

/** How many of `steps` are completed. */
export const stepsCompleted = <S extends string>(times: StepTimes<S>, steps: readonly S[]) =>
  steps.filter((step) => times[step] !== null).length;

/**
 * Per step, in order, the median time from the previous step's completion (the first step: from
 * `startOf`) to its own, over every journey that completed both (`journeys`); 0 where none has.
 */
export const typicalStepDurations = <T, S extends string>(
  rows: readonly T[],
  startOf: (row: T) => string | null,
  timesOf: (row: T) => StepTimes<S>,
  steps: readonly S[],
) =>
  steps.map((step, i) => {
    const durations = rows.flatMap((row) => {
      const times = timesOf(row);
      const previous = i === 0 ? startOf(row) : times[steps[i - 1] as S];
      return elapsedMs(previous, times[step]) ?? [];
    });
    return { step, medianMs: percentile(durations, 0.5) ?? 0, journeys: durations.length };
  });
