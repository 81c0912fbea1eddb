import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyRead } from './earlyRead.ts';

/** A read that answers with its call number, so a test sees which call a page got. */
function countingRead(fail: (call: number) => boolean = () => false) {
  let calls = 0;
  const signals: AbortSignal[] = [];
  const read = (signal: AbortSignal) => {
    calls += 1;
    signals.push(signal);
    const call = calls;
    return fail(call) ? Promise.reject(new Error(`read ${call} failed`)) : Promise.resolve(call);
  };
  return { read, calls: () => calls, signals };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('earlyRead', () => {
  it('hands the read started early to the first load, and reads afresh after that', async () => {
    const source = countingRead();
    const rows = earlyRead(source.read);
    rows.start();
    rows.start(); // a second start while one waits changes nothing
    expect(source.calls()).toBe(1);
    await expect(rows.load(new AbortController().signal)).resolves.toBe(1);
    expect(source.calls()).toBe(1);
    await expect(rows.load(new AbortController().signal)).resolves.toBe(2);
  });

  it('reads with the page signal when nothing was started', async () => {
    const source = countingRead();
    const page = new AbortController();
    await expect(earlyRead(source.read).load(page.signal)).resolves.toBe(1);
    expect(source.signals).toEqual([page.signal]);
  });

  it('reads again when the early read failed, instead of showing its error', async () => {
    const source = countingRead((call) => call === 1);
    const rows = earlyRead(source.read);
    rows.start();
    await expect(rows.load(new AbortController().signal)).resolves.toBe(2);
  });

  it('drops an early read that waited too long for its page', async () => {
    vi.useFakeTimers();
    const source = countingRead();
    const rows = earlyRead(source.read);
    rows.start();
    vi.advanceTimersByTime(16_000);
    await expect(rows.load(new AbortController().signal)).resolves.toBe(2);
  });
});
