import { describe, expect, it } from 'vitest';
import { createRandom, hashSeed } from './random.ts';

const draw = (seed: number | string, n = 20) => {
  const r = createRandom(seed);
  return Array.from({ length: n }, () => r.next());
};

describe('createRandom', () => {
  it('repeats the same sequence for the same seed and differs for another seed', () => {
    expect(draw('sales/leads')).toEqual(draw('sales/leads'));
    expect(draw(42)).toEqual(draw(42));
    expect(draw('sales/leads')).not.toEqual(draw('sales/deals'));
  });

  it('hashes string seeds stably', () => {
    expect(hashSeed('abc')).toBe(hashSeed('abc'));
    expect(hashSeed('abc')).not.toBe(hashSeed('abd'));
    expect(createRandom('x').next()).toBe(createRandom(hashSeed('x')).next());
  });

  it('keeps values in range', () => {
    const r = createRandom(7);
    for (let i = 0; i < 2000; i++) {
      const n = r.next();
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(1);
      const k = r.int(3, 5);
      expect([3, 4, 5]).toContain(k);
    }
  });

  it('reaches every integer of a small range', () => {
    const r = createRandom(1);
    const seen = new Set(Array.from({ length: 500 }, () => r.int(1, 6)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('honours weights', () => {
    const r = createRandom('weights');
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 4000; i++) counts[r.weighted(['a', 'b'] as const, [9, 1])]++;
    expect(counts.a).toBeGreaterThan(counts.b * 5);
    expect(counts.b).toBeGreaterThan(0);
  });

  it('samples distinct elements', () => {
    const picked = createRandom(3).sample([1, 2, 3, 4, 5, 6, 7, 8], 5);
    expect(picked).toHaveLength(5);
    expect(new Set(picked).size).toBe(5);
    expect(createRandom(3).sample([1, 2], 5)).toHaveLength(2);
  });

  it('forks independent, reproducible streams', () => {
    const a = createRandom('root');
    const b = createRandom('root');
    a.next(); // draws on the parent do not move the fork
    expect(a.fork('leads').next()).toBe(b.fork('leads').next());
    expect(a.fork('leads').next()).not.toBe(a.fork('deals').next());
  });

  it('rejects empty picks', () => {
    expect(() => createRandom(1).pick([])).toThrow();
    expect(() => createRandom(1).weighted(['a'], [])).toThrow();
  });
});
