export * from './days.ts';
export * from './intl.ts';
export * from './periods.ts';
