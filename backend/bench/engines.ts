/** The engines a bench runs on: BENCH_ENGINES (comma-separated), both by default; unknown names are dropped. */
import type { Engine } from '../src/db/port.ts';

export const benchEngines = (): Engine[] =>
  (process.env.BENCH_ENGINES ?? 'pglite,postgres')
    .split(',')
    .map((s) => s.trim())
    .filter((e): e is Engine => e === 'pglite' || e === 'postgres');
