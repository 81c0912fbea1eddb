import { describe, expect, it } from 'vitest';
import { longestWaiting } from './waiting.ts';

describe('longestWaiting', () => {
  it('gives each row how long it has waited, the longest first, an undated one as not waiting', () => {
    const rows = [
      { id: 'a', since: '2026-03-30T09:00:00.000Z' },
      { id: 'b', since: '2026-03-01T09:00:00.000Z' },
      { id: 'c', since: null },
    ];
    const waiting = longestWaiting(rows, (r) => r.since, '2026-03-31T09:00:00.000Z');
    expect(waiting.map((r) => [r.id, r.waitingMs / 86_400_000])).toEqual([
      ['b', 30],
      ['a', 1],
      ['c', 0],
    ]);
    expect(rows[0]).not.toHaveProperty('waitingMs');
  });
});
