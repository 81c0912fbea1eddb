// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ServerStateResult, useServerState } from './useServerState.ts';

afterEach(cleanup);

/** A load that the test resolves or rejects by hand, one call at a time. */
function controllableLoad() {
  const calls: { signal: AbortSignal; resolve: (v: string) => void; reject: (e: unknown) => void }[] = [];
  const load = (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => calls.push({ signal, resolve, reject }));
  return { load, calls };
}

interface Hook {
  current?: ServerStateResult<string>;
  /** What a realtime feed would call: the refetch the hook handed to `subscribe`. */
  feed?: () => void;
}

function Probe({
  load,
  input,
  hook,
  kept,
  afterPaint,
  settled,
}: {
  load: (s: AbortSignal) => Promise<string>;
  input: string;
  hook: Hook;
  kept?: string;
  afterPaint?: boolean;
  settled?: boolean;
}) {
  hook.current = useServerState(load, [input], {
    initial: () => kept,
    settled,
    afterPaint,
    subscribe: (refetch) => {
      hook.feed = refetch;
      return () => {
        hook.feed = undefined;
      };
    },
  });
  const { state } = hook.current;
  return (
    <p>
      {state.status === 'ready' ? `${state.data}${state.refreshing ? ' (refreshing)' : ''}` : state.status}
    </p>
  );
}

describe('useServerState', () => {
  it('draws its owner once, not twice, while its first load runs', async () => {
    const { load, calls } = controllableLoad();
    let renders = 0;
    function Counted() {
      renders += 1;
      const { state } = useServerState(load, []);
      return <p>{state.status === 'ready' ? state.data : state.status}</p>;
    }
    render(<Counted />);
    await act(async () => {});
    expect(calls).toHaveLength(1);
    expect(renders, 'the load starting draws nothing again').toBe(1);
    await act(async () => calls[0]?.resolve('x'));
    expect(screen.getByText('x')).toBeTruthy();
  });

  it('loads, keeps the data on screen while it reloads, and reloads when its feed says so', async () => {
    const { load, calls } = controllableLoad();
    const hook: Hook = {};
    render(<Probe load={load} input="a" hook={hook} />);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => calls[0]?.resolve('first'));
    expect(screen.getByText('first')).toBeTruthy();
    act(() => hook.feed?.());
    expect(screen.getByText('first (refreshing)')).toBeTruthy();
    await act(async () => calls[1]?.resolve('second'));
    expect(screen.getByText('second')).toBeTruthy();
  });

  it('aborts the load of inputs that changed and never shows its late answer', async () => {
    const { load, calls } = controllableLoad();
    const hook: Hook = {};
    const { rerender } = render(<Probe load={load} input="a" hook={hook} />);
    rerender(<Probe load={load} input="b" hook={hook} />);
    expect(calls[0]?.signal.aborted).toBe(true);
    await act(async () => calls[1]?.resolve('for b'));
    await act(async () => calls[0]?.resolve('for a'));
    expect(screen.getByText('for b')).toBeTruthy();
  });

  it('shows the error, and Retry loads again from scratch', async () => {
    const { load, calls } = controllableLoad();
    const hook: Hook = {};
    render(<Probe load={load} input="a" hook={hook} />);
    await act(async () => calls[0]?.reject(new Error('offline')));
    expect(screen.getByText('error')).toBeTruthy();
    act(() => hook.current?.retry());
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => calls[1]?.resolve('back'));
    expect(screen.getByText('back')).toBeTruthy();
  });
});

describe('useServerState with a settled answer', () => {
  it('shows it as final, loads nothing until the input changes, and listens at once', async () => {
    const { load, calls } = controllableLoad();
    const hook: Hook = {};
    const { rerender } = render(<Probe load={load} input="a" hook={hook} kept="built" settled />);
    expect(screen.getByText('built')).toBeTruthy();
    expect(hook.current?.fromCopy).toBe(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(calls).toHaveLength(0);
    expect(hook.feed).toBeDefined();
    // Another input (the language) is another answer: loaded, the settled one on screen meanwhile.
    rerender(<Probe load={load} input="b" hook={hook} kept="built" settled />);
    expect(screen.getByText('built (refreshing)')).toBeTruthy();
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]?.resolve('b'));
    expect(screen.getByText('b')).toBeTruthy();
    // A refetch (a sample built on another day) loads again too.
    act(() => hook.current?.refetch());
    expect(calls).toHaveLength(2);
  });
});

describe('useServerState with a kept copy', () => {
  it('shows the copy at once, reloads once it is painted, and listens only after a real answer', async () => {
    const { load, calls } = controllableLoad();
    const hook: Hook = {};
    render(<Probe load={load} input="a" hook={hook} kept="kept" />);
    expect(screen.getByText('kept (refreshing)')).toBeTruthy();
    expect(calls).toHaveLength(0); // not before the copy is on screen
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(calls).toHaveLength(1);
    expect(hook.feed).toBeUndefined();
    expect(hook.current?.fromCopy).toBe(true);
    await act(async () => calls[0]?.resolve('fresh'));
    expect(screen.getByText('fresh')).toBeTruthy();
    expect(hook.feed).toBeDefined();
    expect(hook.current?.fromCopy).toBe(false);
  });

  it('is no longer the copy once a read confirmed the same data', async () => {
    const { load, calls } = controllableLoad();
    const hook: Hook = {};
    render(<Probe load={load} input="a" hook={hook} kept="kept" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(hook.current?.fromCopy).toBe(true);
    await act(async () => calls[0]?.resolve('kept'));
    expect(screen.getByText('kept')).toBeTruthy();
    expect(hook.current?.fromCopy).toBe(false);
  });

  it('without a copy is never from one', async () => {
    const { load, calls } = controllableLoad();
    const hook: Hook = {};
    render(<Probe load={load} input="a" hook={hook} />);
    expect(hook.current?.fromCopy).toBe(false);
    await act(async () => calls[0]?.resolve('first'));
    expect(hook.current?.fromCopy).toBe(false);
  });

  it('with afterPaint and no copy, shows loading and asks once that is painted', async () => {
    const { load, calls } = controllableLoad();
    render(<Probe load={load} input="a" hook={{}} afterPaint />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(calls).toHaveLength(0);
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    await act(async () => calls[0]?.resolve('details'));
    expect(screen.getByText('details')).toBeTruthy();
  });

  it('shows the error when the reload fails, as without a copy', async () => {
    const { load, calls } = controllableLoad();
    const hook: Hook = {};
    render(<Probe load={load} input="a" hook={hook} kept="kept" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    await act(async () => calls[0]?.reject(new Error('offline')));
    expect(screen.getByText('error')).toBeTruthy();
  });
});

describe('useServerState after a reload', () => {
  it('keeps the same data when the reload found nothing new, and takes the new data otherwise', async () => {
    const answers: { resolve: (rows: { id: number }[]) => void }[] = [];
    const load = () => new Promise<{ id: number }[]>((resolve) => answers.push({ resolve }));
    const seen: unknown[] = [];
    const hook: { refetch?: () => void } = {};
    function Rows() {
      const { state, refetch } = useServerState(load, []);
      hook.refetch = refetch;
      if (state.status === 'ready' && seen.at(-1) !== state.data) seen.push(state.data);
      return null;
    }
    render(<Rows />);
    await act(async () => answers[0]?.resolve([{ id: 1 }]));
    act(() => hook.refetch?.());
    await act(async () => answers[1]?.resolve([{ id: 1 }]));
    expect(seen).toHaveLength(1);
    act(() => hook.refetch?.());
    await act(async () => answers[2]?.resolve([{ id: 1 }, { id: 2 }]));
    expect(seen).toEqual([[{ id: 1 }], [{ id: 1 }, { id: 2 }]]);
  });
});
