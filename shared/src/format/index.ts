export * from './days.ts';
export * from './groups.ts';
export * from './hours.ts';
export * from './intl.ts';
export * from './periodRows.ts';
export * from './periods.ts';
export * from './reportingPeriod.ts';
export * from './stats.ts';
