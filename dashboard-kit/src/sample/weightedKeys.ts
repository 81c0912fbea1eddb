import type { Random } from './random.ts';

/**
 * One key of a table of relative weights, for samples whose cases are plain values (a lead's source,
 * a post's platform): `pickWeighted(random, { website: 30, linkedin: 20 })`.
 */
export const pickWeighted = <K extends string>(
  random: Random,
  weights: Readonly<Partial<Record<K, number>>>,
): K => random.weighted(Object.keys(weights) as K[], Object.values(weights) as number[]);
