export * from './bilingual.ts';
export * from './campaigns.ts';
export * from './dailyRows.ts';
export * from './dates.ts';
export * from './leads.ts';
export * from './pools.ts';
export * from './random.ts';
export * from './runs.ts';
