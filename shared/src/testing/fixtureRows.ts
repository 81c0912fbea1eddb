/**
 * Hand-made rows for a dashboard's figure tests: a valid row of sensible defaults, changed only where
 * a test cares, with moments counted back from a fixed `asOf`, so a test reads as a timeline.
 */

/** Midnight in Doha opening 1 April 2026: the period of the figures is 2-31 March (Doha days). */
export const TEST_AS_OF = '2026-03-31T21:00:00.000Z';

/** The ISO moment `daysAgo` days before `asOf`, plus `hours`: `const at = momentsBefore(TEST_AS_OF)`. */
export const momentsBefore =
  (asOf: string) =>
  (daysAgo: number, hours = 0): string =>
    new Date(Date.parse(asOf) - daysAgo * 86_400_000 + hours * 3_600_000).toISOString();

/**
 * A builder of test rows with numbered ids (`r1`, `r2`…): `const request = rowBuilder('r', { … })`,
 * then `request({ status: 'open' })`.
 */
export function rowBuilder<Row extends { id: string }>(
  idPrefix: string,
  defaults: Omit<Row, 'id'>,
): (over?: Partial<Row>) => Row {
  let n = 0;
  return (over = {}) => ({ id: `${idPrefix}${++n}`, ...defaults, ...over }) as Row;
}

/** The values of a fixture table's line, one per column named, each of that column's type. */
export type FixtureLine<Row, C extends readonly (keyof Row)[]> = { [I in keyof C]: Row[C[I]] };

/**
 * Rows written as a table, the columns a test sets and then one line per row, built by `build`:
 * `fixtureTable(invoice, ['status', 'amount_qar'], [['sent', 3000], ['paid', 4000]])`.
 */
export function fixtureTable<Row, const C extends readonly (keyof Row)[]>(
  build: (over: Partial<Row>) => Row,
  columns: C,
  lines: readonly FixtureLine<Row, C>[],
): Row[] {
  return lines.map((line) => build(Object.fromEntries(columns.map((c, i) => [c, line[i]])) as Partial<Row>));
}
