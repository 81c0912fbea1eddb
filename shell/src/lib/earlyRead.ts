/**
 * A server read that a cold load starts before its page exists. A page reads its data when it first
 * renders, which on a cold load is after the entry, the frame, the page's code and its imports have
 * arrived one after the other; the rows could have been asked for at the start. An early read is that
 * read started by `start()` (by main.tsx, once the route is known: a live dashboard's rows) and
 * handed once to the page's first `load`; every later load (Retry, realtime refetch) reads afresh.
 * docs/performance.md, has the measurement.
 */

/** How long an early read waits for its page: after that it is treated as stale and dropped. */
const FRESH_MS = 15_000;

export interface EarlyRead<T> {
  /** Starts the read now (a no-op while one is already waiting to be taken). */
  start: () => void;
  /** The page's loader: the early read when one is waiting and fresh, a new read otherwise. */
  load: (signal: AbortSignal) => Promise<T>;
}

export function earlyRead<T>(read: (signal: AbortSignal) => Promise<T>): EarlyRead<T> {
  let waiting: { promise: Promise<T>; startedAt: number } | undefined;
  return {
    start() {
      if (waiting) return;
      // Nobody can abort it: the page that takes it decides what to do with the answer.
      const promise = read(new AbortController().signal);
      promise.catch(() => undefined);
      waiting = { promise, startedAt: Date.now() };
    },
    load(signal) {
      const taken = waiting;
      waiting = undefined;
      if (!taken || Date.now() - taken.startedAt > FRESH_MS) return read(signal);
      // A failed early read (say, a token refreshed meanwhile) is not the page's answer: read again.
      return taken.promise.catch(() => read(signal));
    },
  };
}
