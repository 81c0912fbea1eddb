import { describe, expect, it } from 'vitest';
import { createRandom } from './random.ts';
import { scriptedDays } from './scriptedDays.ts';
import { pickCase } from './weightedCases.ts';

const cases = [
  { name: 'often', weight: 9 },
  { name: 'rare', weight: 1 },
];

describe('scripted sample days', () => {
  it('makes a row per draw, oldest day first, each told its day and how many came before', () => {
    const rows = scriptedDays(createRandom('t'), { days: 3, perDay: [1, 4], cases }, (c, row) => ({
      name: c.name,
      ...row,
    }));
    expect(rows.map((r) => r.index)).toEqual(rows.map((_, i) => i));
    const days = rows.map((r) => r.day);
    expect(days).toEqual([...days].sort((a, b) => b - a));
    expect(new Set(days)).toEqual(new Set([3, 2, 1]));
  });

  it('draws as the hand-written loop did: the count, then the case, then what make draws', () => {
    const random = createRandom('same');
    const options = { days: 2, perDay: (day: number) => [day, day + 2] as const, cases };
    const made = scriptedDays(random, options, (c) => ({ c, extra: random.int(0, 100) }));
    const r = createRandom('same');
    const expected: unknown[] = [];
    for (let day = 2; day >= 1; day--) {
      for (let n = r.int(day, day + 2); n > 0; n--) {
        const c = pickCase(r, cases);
        expected.push({ c, extra: r.int(0, 100) });
      }
    }
    expect(made).toEqual(expected);
  });
});
