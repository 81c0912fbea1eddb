/**
 * Runs `run` once the frame after this commit has been painted, and returns the cancel function.
 * For work that must not hold up what a commit just drew: a dashboard's chart code after its KPI
 * row, a reload after the copy a page drew from (shell/src/lib/useServerState.ts).
 */
export function afterNextPaint(run: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
