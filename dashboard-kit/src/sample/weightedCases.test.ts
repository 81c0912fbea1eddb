import { describe, expect, it } from 'vitest';
import { createRandom } from './random.ts';
import { pickCase } from './weightedCases.ts';

describe('pickCase', () => {
  it('chooses cases in proportion to their weight, the same ones for the same seed', () => {
    const cases = [
      { id: 'often', weight: 3 },
      { id: 'never', weight: 0 },
      { id: 'rarely', weight: 1 },
    ];
    const draw = (seed: string) => {
      const random = createRandom(seed);
      return Array.from({ length: 400 }, () => pickCase(random, cases).id);
    };
    const ids = draw('cases');
    expect(ids).toEqual(draw('cases'));
    expect(ids).not.toContain('never');
    const often = ids.filter((id) => id === 'often').length;
    expect(often / ids.length).toBeGreaterThan(0.65);
    expect(often / ids.length).toBeLessThan(0.85);
  });
});
