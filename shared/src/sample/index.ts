export * from './bilingual.ts';
export * from './dates.ts';
export * from './pools.ts';
export * from './random.ts';
export * from './runs.ts';
export * from './scriptedDays.ts';
export * from './weightedCases.ts';
