import { describe, expect, it } from 'vitest';
import { dashboardSeenBefore, greetsBack } from './greeting.ts';

const NOW = new Date('2026-11-29T07:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000).toISOString();

describe('the dashboard greeting', () => {
  it('welcomes a brand-new account, and greets it back once it has been here', () => {
    expect(greetsBack({ createdAt: hoursAgo(0.1), seenBefore: false }, NOW)).toBe(false);
    expect(greetsBack({ createdAt: hoursAgo(0.1), seenBefore: true }, NOW)).toBe(true);
  });

  it('greets back an account older than a day on a browser that never saw it', () => {
    expect(greetsBack({ createdAt: hoursAgo(25), seenBefore: false }, NOW)).toBe(true);
    expect(greetsBack({ createdAt: undefined, seenBefore: false }, NOW)).toBe(true);
  });

  it('remembers per user the session that first saw the dashboard: back only in a later one', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
    } as Storage;
    const first = '2026-11-29T07:00:00Z';
    expect(dashboardSeenBefore('u1', first, storage)).toBe(false);
    expect(dashboardSeenBefore('u1', first, storage)).toBe(false); // the same session, another visit
    expect(dashboardSeenBefore('u1', '2026-11-30T08:00:00Z', storage)).toBe(true); // signed in again
    expect(dashboardSeenBefore('u2', first, storage)).toBe(false);
  });
});
