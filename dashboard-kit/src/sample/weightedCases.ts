import type { Random } from './random.ts';

/**
 * One case of a sample's table of scripted cases, chosen by its relative `weight`:
 * `pickCase(random, [{ type: 'leave', weight: 6, … }, { type: 'payslip', weight: 5, … }])`.
 */
export const pickCase = <T extends { weight: number }>(random: Random, cases: readonly T[]): T =>
  random.weighted(
    cases,
    cases.map((c) => c.weight),
  );
