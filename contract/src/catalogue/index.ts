export * from './families.ts';
export * from './inputs.ts';
export * from './slugs.ts';
export * from './workflows.ts';
