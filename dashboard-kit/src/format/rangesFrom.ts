import type { ValueRange } from './stats.ts';

/**
 * Whole-number ranges written by where each starts, in ascending order; each ends where the next
 * begins, the last is open: `rangesFrom({ upTo30: 0, upTo60: 31, over60: 61 })` gives 0-30, 31-60 and
 * 61 or more, (ageing buckets, score bands).
 */
export function rangesFrom<Id extends string>(starts: Record<Id, number>): (ValueRange & { id: Id })[] {
  const entries = Object.entries(starts) as [Id, number][];
  return entries.map(([id, from], i) => {
    const next = entries[i + 1];
    return { id, from, to: next ? next[1] - 1 : Number.POSITIVE_INFINITY };
  });
}
