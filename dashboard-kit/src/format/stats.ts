/**
 * Small statistics for dashboard figures: response times, latencies and durations are skewed (a few
 * very slow answers), so dashboards show the median and a high percentile rather than the mean alone.
 */

/**
 * The p-th percentile (p in [0, 1]) with linear interpolation between the closest ranks, as
 * PostgreSQL's percentile_cont computes it, so a figure read in the browser and one computed in SQL
 * agree. Undefined for no values; non-finite values are ignored.
 */
export function percentile(values: readonly number[], p: number): number | undefined {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const rank = Math.min(Math.max(p, 0), 1) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const lowValue = sorted[low] as number;
  return lowValue + ((sorted[high] as number) - lowValue) * (rank - low);
}

export const median = (values: readonly number[]): number | undefined => percentile(values, 0.5);

/** The arithmetic mean, or undefined for no values; non-finite values are ignored. */
export function mean(values: readonly number[]): number | undefined {
  const finite = values.filter(Number.isFinite);
  return finite.length ? finite.reduce((sum, v) => sum + v, 0) / finite.length : undefined;
}

/** Milliseconds from `from` to `to` (ISO strings or dates), or undefined when either is missing. */
export function elapsedMs(
  from: Date | string | null | undefined,
  to: Date | string | null | undefined,
): number | undefined {
  if (!from || !to) return undefined;
  const ms = new Date(to).getTime() - new Date(from).getTime();
  return Number.isFinite(ms) ? ms : undefined;
}

/**
 * How many values fall in each band, the bands given by ascending upper bounds (a value belongs to the
 * first band whose bound it is below); the last, open band counts the rest. For "under 30 s, under
 * 1 min, …, longer" charts of response times and durations.
 */
export function countInBands(values: readonly number[], upperBounds: readonly number[]): number[] {
  const counts = new Array<number>(upperBounds.length + 1).fill(0);
  for (const value of values) {
    const band = upperBounds.findIndex((limit) => value < limit);
    const index = band === -1 ? upperBounds.length : band;
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
}

/** An inclusive range of values with an id: an ageing bucket (0-30 days), a score band (50-69). */
export interface ValueRange {
  id: string;
  from: number;
  to: number;
}
