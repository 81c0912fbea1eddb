/**
 * Runs `run` once the frame after this commit is on screen, and returns the cancel function. For
 * work that must not hold up what a commit just drew: a dashboard's chart code after its KPI row, a
 * reload after the copy a page drew from (shell/src/lib/useServerState.ts).
 *
 * The first animation frame comes before that frame's paint; the second comes a frame later, once the
 * first is painted and shown. With one frame only, a reload on a fast connection answered before the
 * cards it replaces were shown, and Lighthouse then counted its round trips in the page's LCP (median
 * LCP 2,896 against 2,702 ms, five runs each).
 */
export function afterNextPaint(run: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(run, 0);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Resolves in a task of its own: what follows the `await` runs there, not in the caller's task. For work
 * that would otherwise join a long task: the router made at start (shell/src/main.tsx), each request of
 * a live dashboard (live/dashboard.ts).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
