export * from './slugs.ts';
export * from './workflows.ts';
export * from './inputs.ts';
