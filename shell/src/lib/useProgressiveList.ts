import { startTransition, useEffect, useState } from 'react';

/**
 * The first `first` items at once, all of them in a transition right after. A grid of a few dozen MUI
 * cards is one long task on a phone (the 24 marketplace cards took about 150 ms, 600 ms at Lighthouse's
 * 4x CPU, between the catalogue's arrival and the first card's paint); a transition lets React render
 * the rest in slices between frames, and the first cards, all a phone shows above the fold, paint
 * without waiting for them. Once complete it stays complete (filtering shows every match at once).
 */
export function useProgressiveList<T>(items: readonly T[], first: number): readonly T[] {
  const [complete, setComplete] = useState(false);
  const waiting = !complete && items.length > first;
  useEffect(() => {
    if (waiting) startTransition(() => setComplete(true));
  }, [waiting]);
  return waiting ? items.slice(0, first) : items;
}
