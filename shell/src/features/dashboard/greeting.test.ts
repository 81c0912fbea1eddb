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

  it('remembers per user that the dashboard was shown', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
    } as Storage;
    expect(dashboardSeenBefore('u1', storage)).toBe(false);
    expect(dashboardSeenBefore('u1', storage)).toBe(true);
    expect(dashboardSeenBefore('u2', storage)).toBe(false);
  });
});
