export * from './slugs.ts';
export * from './workflows.ts';
