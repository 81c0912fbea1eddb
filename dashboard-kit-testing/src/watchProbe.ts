/**
 * A live test of a dashboard's realtime refresh: the watch subscribes and, once joined, reloads by
 * itself; then probe rows are written until it reports a change (the server may take a moment more to
 * stream a new subscription). Fails when the join reports nothing, or no change follows `attempts` writes.
 */

import type { LiveContext, WorkflowDashboard } from '@portal/contract';
import { expect } from 'vitest';

export async function expectWatchToRefresh(
  dashboard: WorkflowDashboard<unknown> | undefined,
  ctx: LiveContext,
  writeProbe: (attempt: number) => PromiseLike<{ error: unknown }>,
  attempts = 20,
): Promise<void> {
  let changes = 0;
  const stop = dashboard?.watch?.(ctx, () => changes++);
  try {
    // Joining reloads once by itself (live/watch.ts): wait for that, then count what the probe causes.
    await expect.poll(() => changes, { timeout: 15_000 }).toBeGreaterThan(0);
    changes = 0;
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
