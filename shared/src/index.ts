export * from './catalogue/index.ts';
export * from './contract/index.ts';
