export { sampleRuns } from '../blocks/runs/sample.ts';
export { type Bilingual, bi } from './bilingual.ts';
export { daysAfter, daysBefore } from './dates.ts';
export { COMPANIES, samplePerson, samplePhone } from './pools.ts';
export { createRandom, type Random } from './random.ts';
export { type SampleRowContext, sampleList } from './sampleList.ts';
export { sampleDays, scriptedDays } from './scriptedDays.ts';
export { pickCase } from './weightedCases.ts';
