import { daysBefore } from '../../sample/dates.ts';
import { createRandom } from '../../sample/random.ts';
import type { WorkflowRun } from './runs.ts';

export interface SampleRunsOptions {
  /** How many days back from the anchor (default 30). */
  days?: number;
  /** Runs a day, at most (default 4). */
  perDay?: number;
  /** Share of runs that fail (default 0.05). */
  failureRate?: number;
  /** The workflow's output of a successful run, e.g. `(r) => ({ emails_sent: r.int(5, 40) })`. */
  output?: (random: ReturnType<typeof createRandom>) => WorkflowRun['output'];
  /** Why a run failed, in the sample's language. */
  errors?: readonly string[];
}

/** A workflow's runs as the executor writes them, deterministic per seed, oldest to newest. */
export function sampleRuns(seed: string, anchor: Date, options: SampleRunsOptions = {}): WorkflowRun[] {
  const { days = 30, perDay = 4, failureRate = 0.05, output = () => ({}), errors = ['Timeout'] } = options;
  const random = createRandom(seed);
  const runs: WorkflowRun[] = [];
  for (let day = days; day >= 1; day--) {
    for (let i = random.int(1, perDay); i > 0; i--) {
      const failed = random.chance(failureRate);
      const started = daysBefore(anchor, day, random.int(6 * 60, 22 * 60)).toISOString();
      runs.push({
        id: `${seed}-run-${runs.length + 1}`,
        status: failed ? 'failed' : 'succeeded',
        input: {},
        output: failed ? null : output(random),
        error: failed ? random.pick(errors) : null,
        startedAt: started,
        durationMs: random.int(2_000, 90_000),
        createdAt: started,
      });
    }
  }
  return runs;
}
