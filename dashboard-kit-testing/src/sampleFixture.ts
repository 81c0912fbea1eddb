/**
 * A figure test's data in one call: the dashboard's one list written as a `fixtureTable` whose rows
 * are like its own first sample row (`rowsLike`), as of `TEST_AS_OF`:
 * `const data = sampleFixture(sample, 'applications', 'stage source applied_at', [['hired', 'website', at(4)], …])`.
 * As with `rowsLike`, the columns the figures read are the ones the test sets.
 */
import type { Locale } from '@portal/contract';
import { type FixtureLine, fixtureTable, TEST_AS_OF } from './fixtureRows.ts';
import { rowsLike } from './rowsLike.ts';

type RowOfList<L> = L extends readonly (infer Row extends { id: string })[] ? Row : never;

export function sampleFixture<
  Data extends { asOf: string },
  List extends keyof Data & string,
  const C extends string,
>(
  sample: (locale: Locale, anchor: Date) => Data,
  list: List,
  columns: C,
  lines: readonly FixtureLine<RowOfList<Data[List]>, C>[],
): Pick<Data, 'asOf' | List> {
  const like = rowsLike(`${list}-`, sample('en', new Date(TEST_AS_OF))[list] as RowOfList<Data[List]>[]);
  return { asOf: TEST_AS_OF, [list]: fixtureTable(like, columns, lines) } as Pick<Data, 'asOf' | List>;
}
