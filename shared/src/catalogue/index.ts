export * from './slugs.ts';
