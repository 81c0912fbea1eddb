// @vitest-environment node
/** liveDashboard sends each part's request in a task of its own (dashboard.ts). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveDashboard, type Part } from './dashboard.ts';

const context = {} as Parameters<Part<unknown>['read']>[0];

/** Lets every pending promise callback run. */
const flushMicrotasks = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('liveDashboard', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts each part in a task of its own, all in flight together, as of one moment', async () => {
    // The tasks the loader queues, run here one at a time.
    const tasks: (() => void)[] = [];
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((run: () => void) => {
      tasks.push(run);
      return 0;
    }) as unknown as typeof setTimeout);
    const started: string[] = [];
    const moments = new Set<number>();
    const answers: (() => void)[] = [];
    const part = (name: string): Part<string> => ({
      read: (_ctx, asOf) => {
        started.push(name);
        moments.add(asOf.getTime());
        return new Promise((resolve) => answers.push(() => resolve(name)));
      },
    });
    const load = liveDashboard({ first: part('first'), second: part('second'), third: part('third') });

    const loading = load(context);
    // Whatever runs in the caller's task (and its microtasks) sends nothing.
    await flushMicrotasks();
    expect(started).toEqual([]);
    expect(tasks).toHaveLength(3);
    // Then one part per task, in order, none waiting for another's answer.
    for (const [i, expected] of [['first'], ['first', 'second'], ['first', 'second', 'third']].entries()) {
      tasks[i]?.();
      await flushMicrotasks();
      expect(started).toEqual(expected);
    }
    for (const answer of answers) answer();
    const data = await loading;
    expect(data).toMatchObject({ first: 'first', second: 'second', third: 'third' });
    expect(moments.size).toBe(1);
    expect([...moments][0]).toBe(Date.parse(data.asOf));
  });
});
