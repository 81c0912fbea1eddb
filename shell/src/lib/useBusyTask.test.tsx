// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useBusyTask } from './useBusyTask.ts';

afterEach(cleanup);

/** A button whose task waits on a promise the test settles. */
function Sender({ task, errors }: { task: () => Promise<void>; errors: unknown[] }) {
  const { busy, run } = useBusyTask();
  return (
    <button type="button" disabled={busy} onClick={() => void run(task, (e) => errors.push(e))}>
      send
    </button>
  );
}

function deferred() {
  let settle: { resolve: () => void; reject: (e: unknown) => void } = { resolve() {}, reject() {} };
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

describe('useBusyTask', () => {
  it('is busy while the task runs and not after it succeeds, with no error reported', async () => {
    const pending = deferred();
    const errors: unknown[] = [];
    render(<Sender task={() => pending.promise} errors={errors} />);
    const button = screen.getByRole('button');
    await act(async () => button.click());
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await act(async () => pending.resolve());
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(errors).toEqual([]);
  });

  it('hands a failure to the caller and is no longer busy', async () => {
    const pending = deferred();
    const errors: unknown[] = [];
    render(<Sender task={() => pending.promise} errors={errors} />);
    const button = screen.getByRole('button');
    await act(async () => button.click());
    const failure = new Error('refused');
    await act(async () => pending.reject(failure));
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(errors).toEqual([failure]);
  });
});
