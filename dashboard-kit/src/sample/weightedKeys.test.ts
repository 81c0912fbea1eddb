import { describe, expect, it } from 'vitest';
import { createRandom } from './random.ts';
import { pickWeighted } from './weightedKeys.ts';

describe('pickWeighted', () => {
  it('picks the keys in proportion to their weights, never one weighted zero', () => {
    const r = createRandom('keys');
    const picks = Array.from({ length: 1000 }, () => pickWeighted(r, { often: 9, rare: 1, never: 0 }));
    const often = picks.filter((p) => p === 'often').length;
    expect(often).toBeGreaterThan(850);
    expect(often).toBeLessThan(950);
    expect(picks).not.toContain('never');
  });
});
