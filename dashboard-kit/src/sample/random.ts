/**
 * A small seeded pseudo-random generator for sample data. Same seed, same sequence, on every machine:
 * sample dashboards must look the same for every visitor and in every test run. Not for security.
 */

/** Turns any string into a 32-bit seed (FNV-1a), so seeds can be readable names like 'sales/leads'. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  /** true with probability p. */
  chance(p: number): boolean;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** One element, chosen with the given relative weights (same length as items). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  /** n distinct elements in random order (n is capped at items.length). */
  sample<T>(items: readonly T[], n: number): T[];
  /** A new generator whose sequence depends only on this seed and the label: adding draws to one
   * part of a sample data set does not change the others. */
  fork(label: string): Random;
}

/** mulberry32: tiny, fast and well distributed enough for demo data. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRandom(seed: number | string): Random {
  const seedNumber = typeof seed === 'string' ? hashSeed(seed) : seed >>> 0;
  const next = mulberry32(seedNumber);
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick() needs a non-empty array');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    weighted: (items, weights) => {
      if (items.length === 0 || items.length !== weights.length) {
        throw new Error('weighted() needs items and weights of the same non-zero length');
      }
      const total = weights.reduce((sum, w) => sum + w, 0);
      let roll = next() * total;
      for (let i = 0; i < items.length; i++) {
        roll -= weights[i] as number;
        if (roll < 0) return items[i] as (typeof items)[number];
      }
      return items[items.length - 1] as (typeof items)[number];
    },
    sample: (items, n) => {
      const copy = [...items];
      // Fisher–Yates, stopped after n swaps.
      const count = Math.min(n, copy.length);
      for (let i = 0; i < count; i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy.slice(0, count);
    },
    fork: (label) => createRandom(hashSeed(`${seedNumber}:${label}`)),
  };
  return random;
}
