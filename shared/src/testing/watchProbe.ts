/**
 * A live test of a dashboard's realtime refresh: the watch subscribes, then probe rows are written
 * until it reports a change (a subscription takes a moment to be ready on the server, so the first
 * write may go unseen). Fails when no change arrives after `attempts` writes.
 */
import { expect } from 'vitest';
import type { LiveContext, WorkflowDashboard } from '../contract/index.ts';

export async function expectWatchToRefresh(
  dashboard: WorkflowDashboard<unknown> | undefined,
  ctx: LiveContext,
  writeProbe: (attempt: number) => PromiseLike<{ error: unknown }>,
  attempts = 20,
): Promise<void> {
  let changes = 0;
  const stop = dashboard?.watch?.(ctx, () => changes++);
  try {
    for (let attempt = 0; attempt < attempts && changes === 0; attempt++) {
      const { error } = await writeProbe(attempt);
      expect(error).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 750));
    }
    expect(changes).toBeGreaterThan(0);
  } finally {
    stop?.();
  }
}
