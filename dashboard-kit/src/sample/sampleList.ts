/**
 * A sample declared instead of written: one list of `count` rows drawn from one seeded generator, as
 * of the sample anchor, in the visitor's language.
 * `export const sample = sampleList('requests', 'hr/hr-service/v1', 150, ({ random, locale, anchor, n }) => …)`;
 * the row function says only what its workflow's rows say.
 */
import type { Locale } from '@portal/contract';
import type { AsOf } from '../live/query.ts';
import { createRandom, type Random } from './random.ts';

/** What a row is drawn from: the generator, the visitor's language, the anchor, its number (1, 2, …). */
export interface SampleRowContext {
  random: Random;
  locale: Locale;
  anchor: Date;
  n: number;
}

export function sampleList<K extends string, Row>(
  list: K,
  seed: string,
  count: number,
  row: (context: SampleRowContext) => Row,
): (locale: Locale, anchor: Date) => AsOf<Record<K, Row[]>> {
  return (locale, anchor) => {
    const random = createRandom(seed);
    const rows = Array.from({ length: count }, (_, i) => row({ random, locale, anchor, n: i + 1 }));
    return { [list]: rows, asOf: anchor.toISOString() } as AsOf<Record<K, Row[]>>;
  };
}
