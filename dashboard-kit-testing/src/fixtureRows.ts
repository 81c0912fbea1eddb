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

/** The words of a space-separated list, in order: 'status amount_qar' → ['status', 'amount_qar']. */
type Words<S extends string> = S extends `${infer Head} ${infer Rest}` ? [Head, ...Words<Rest>] : [S];

/** One value per column named, each of that column's type (a column not of the row takes none). */
type ValuesOf<Row, Names extends readonly string[]> = {
  [I in keyof Names]: Names[I] extends keyof Row ? Row[Names[I]] : never;
};

/** The values of a fixture table's line, in the order of its columns. */
export type FixtureLine<Row, Columns extends string> = ValuesOf<Row, Words<Columns>>;

/**
 * Rows written as a table, built by `build`: the columns a test sets, space-separated as in a
 * `selection`, then one line per row:
 * `fixtureTable(invoice, 'status amount_qar', [['sent', 3000], ['paid', 4000]])`.
 */
export function fixtureTable<Row, const Columns extends string>(
  build: (over: Partial<Row>) => Row,
  columns: Columns,
  lines: readonly FixtureLine<Row, Columns>[],
): Row[] {
  const names = columns.trim().split(/\s+/);
  return lines.map((line) => {
    const values = line as readonly unknown[];
    return build(Object.fromEntries(names.map((name, i) => [name, values[i]])) as Partial<Row>);
  });
}
