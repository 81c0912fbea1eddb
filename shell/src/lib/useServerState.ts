/**
 * The shell's one way to hold server state in a component: load with an AbortSignal that fires when
 * the inputs change or the component goes, keep what is on screen while reloading, retry on demand,
 * and reload when a subscription (realtime changes, a reconnect) says the data moved. A dozen lines of
 * state instead of TanStack Query: docs/architecture.md, "Server state", has the measurement.
 */
import { afterNextPaint } from '@portal/dashboard-kit/ui/afterNextPaint';
import { type DependencyList, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { sameData } from './sameData.ts';

export type ServerState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; data: T; refreshing: boolean };

export interface ServerStateOptions<T> {
  /**
   * Called once the first load succeeded, with a `refetch` to call when the data changed (a realtime
   * INSERT, a channel's join: what was written before it listened); returns the unsubscribe function.
   */
  subscribe?: (refetch: () => void) => (() => void) | undefined;
  /** Skip loading while false (e.g. no signed-in user yet). */
  enabled?: boolean;
  /**
   * What to show while the first load runs (as `ready` and `refreshing`), e.g. the copy this browser
   * kept of the last answer (lib/lastSeen.ts). Asked once, when the component mounts.
   */
  initial?: () => T | undefined;
  /**
   * `initial`'s data is the answer itself, not a kept copy (a sample dashboard prerendered with its page
   * and loaded before hydration, docs/performance.md): shown as ready, not refreshing, and not loaded
   * again until the inputs change.
   */
  settled?: boolean;
  /**
   * Start the first load once what the component first drew is painted (always so with `initial`):
   * for reads that change only details of a page, which should not hold up its first paint.
   */
  afterPaint?: boolean;
}

export interface ServerStateResult<T> {
  state: ServerState<T>;
  /** Load again from scratch (the Retry button). */
  retry: () => void;
  /** Reload, keeping what is on screen meanwhile. */
  refetch: () => void;
  /** Replace the data on screen after a successful write, without a round trip. */
  setData: (update: (data: T) => T) => void;
  /**
   * The data shown is still `initial`'s copy: no read has answered yet (a page says it is not live).
   * Never with `settled`: that data is the answer.
   */
  fromCopy: boolean;
}

export function useServerState<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  { subscribe, enabled = true, initial, settled = false, afterPaint = false }: ServerStateOptions<T> = {},
): ServerStateResult<T> {
  // The shown copy of an earlier answer is not a load: a subscription starts once a real one arrived.
  const [seed] = useState<ServerState<T> | undefined>(() => {
    const data = initial?.();
    return data === undefined ? undefined : { status: 'ready', data, refreshing: !settled };
  });
  const answered = useRef(settled && seed !== undefined);
  const [state, setState] = useState<ServerState<T>>(seed ?? { status: 'loading' });
  const [version, setVersion] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const refetch = useCallback(() => setVersion((n) => n + 1), []);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setVersion((n) => n + 1);
  }, []);

  const waitForPaint = useRef(afterPaint || seed !== undefined);

  useEffect(() => {
    if (!enabled) return;
    if (answered.current) {
      answered.current = false;
      waitForPaint.current = false;
      return;
    }
    const controller = new AbortController();
    // The same state when nothing changes: a new object would draw the page around it again (on mount,
    // every page's first load), at once where effects run synchronously.
    setState((previous) => {
      if (previous.status === 'loading') return previous;
      if (previous.status !== 'ready') return { status: 'loading' };
      return previous.refreshing ? previous : { ...previous, refreshing: true };
    });
    const load = () =>
      loadRef.current(controller.signal).then(
        (data) => {
          if (controller.signal.aborted) return;
          // What the data draws (a table, a page of cards) renders in slices, not in one long task; a
          // reload that found nothing new keeps the same data, so nothing is drawn again.
          startTransition(() =>
            setState((previous) =>
              previous.status === 'ready' && sameData(previous.data, data)
                ? { ...previous, refreshing: false }
                : { status: 'ready', data, refreshing: false },
            ),
          );
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('[portal] loading failed', error);
          setState({ status: 'error', error });
        },
      );
    // A page drawn from a kept copy (or a read of mere details) paints first: the answer never holds that up.
    const cancelWait = waitForPaint.current ? afterNextPaint(load) : undefined;
    if (!cancelWait) load();
    waitForPaint.current = false;
    return () => {
      cancelWait?.();
      controller.abort();
    };
  }, [enabled, version, ...deps]);

  const ready = state.status === 'ready' && (state !== seed || settled);
  useEffect(() => {
    if (!enabled || !ready || !subscribe) return;
    return subscribe(refetch);
  }, [enabled, ready, refetch, ...deps]);

  const setData = useCallback(
    (update: (data: T) => T) =>
      setState((current) =>
        current.status === 'ready' ? { ...current, data: update(current.data) } : current,
      ),
    [],
  );
  return { state, retry, refetch, setData, fromCopy: !settled && seed !== undefined && state === seed };
}
