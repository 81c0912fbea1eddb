/**
 * How many items of a long list to draw now: `batch` at first, `batch` more after each commit, until
 * all are drawn. Drawing 24 marketplace cards at once was one commit of about 150 ms at 4x CPU (the
 * DOM and styles of some 700 MUI components), a long task that delays the first card's paint and
 * blocks input; in batches of six, each commit stays under Lighthouse's 50 ms long-task line and the
 * first cards paint as soon as they are ready (docs/performance.md).
 */
import { startTransition, useEffect, useState } from 'react';

export function useRevealInBatches(total: number, batch: number): number {
  const [revealed, setRevealed] = useState(batch);
  useEffect(() => {
    if (revealed >= total) return;
    // A transition: typing in the search box is never held up by the next batch.
    startTransition(() => setRevealed((shown) => shown + batch));
  }, [revealed, total, batch]);
  return Math.min(revealed, total);
}
