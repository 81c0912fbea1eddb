import { rowBuilder } from './fixtureRows.ts';

/**
 * A builder of test rows shaped like the dashboard's own rows (`rowBuilder`), its defaults taken from
 * the first of `rows`, usually its sample: `const invoice = rowsLike('i', sample('en', anchor).invoices)`.
 * A figure test sets every column its figures read (with `fixtureTable`), so what the sample says in
 * the others (names, contacts) cannot change a result.
 */
export function rowsLike<Row extends { id: string }>(idPrefix: string, rows: readonly Row[]) {
  const [first] = rows;
  if (!first) throw new Error('rowsLike needs a row to copy');
  const { id: _, ...defaults } = first;
  return rowBuilder<Row>(idPrefix, defaults);
}
