import { describe, expect, it } from 'vitest';
import { perWeek } from './perWeek.ts';

const AS_OF = '2026-03-31T21:00:00.000Z'; // midnight in Doha opening 1 April
const daysAgo = (days: number) => new Date(Date.parse(AS_OF) - days * 86_400_000 + 3_600_000).toISOString();

describe('perWeek', () => {
  it('summarises the items of each 7-day window ending at asOf, oldest week first', () => {
    const scores = [
      { at: daysAgo(1), score: 80 },
      { at: daysAgo(3), score: 60 },
      { at: daysAgo(9), score: 50 },
      { at: daysAgo(30), score: 10 }, // before the three weeks
      { at: null, score: 99 }, // undated: in no week
    ];
    const weeks = perWeek(
      AS_OF,
      3,
      scores,
      (s) => s.at,
      (inWeek) => ({
        count: inWeek.length,
        best: Math.max(0, ...inWeek.map((s) => s.score)),
      }),
    );
    expect(weeks.map((w) => [w.count, w.best])).toEqual([
      [0, 0],
      [1, 50],
      [2, 80],
    ]);
    expect(weeks.at(-1)?.weekEnding).toBe('2026-03-31T20:59:59.999Z');
    expect(weeks[0]?.weekEnding).toBe('2026-03-17T20:59:59.999Z');
  });
});
