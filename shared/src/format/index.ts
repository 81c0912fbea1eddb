export * from './days.ts';
export * from './intl.ts';
