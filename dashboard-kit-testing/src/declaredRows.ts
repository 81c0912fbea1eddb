/**
 * A live test's expected data declared instead of written as code: for each list of the loader's data,
 * the selection the loader reads (see docs/contributing.md on `selection`) and, where the loader reads
 * only part of the table, the SQL condition of that part. The superuser reads each list with exactly
 * the loader's columns, so the comparison stays the real one, and the declarations stay short.
 */
import type { Selection, TableName } from '@portal/dashboard-kit/live';
import type { OwnerReader } from './ownerData.ts';

/** An SQL condition on the table's columns, given the superuser's reader and the loader's asOf. */
export type RowsWhere = (read: OwnerReader, asOf: string) => string;

/** Where one list of the data comes from: a selection, read whole or `where` the loader reads. */
export type RowsFrom<S extends Selection = Selection> = S | { from: S; where: RowsWhere };

/** One `RowsFrom` per list of `Data` (not `asOf`), each selecting rows of the list's type. */
export type DeclaredRows<Data> = {
  [K in Exclude<keyof Data, 'asOf'>]: Data[K] extends readonly (infer Row)[]
    ? RowsFrom<Selection<TableName, keyof Row & string>>
    : never;
};

const sourceOf = (declared: RowsFrom): { from: Selection; where?: RowsWhere } =>
  'from' in declared ? declared : { from: declared };

/** The superuser's reads of every declared list, at the loader's `asOf`. */
export async function readDeclared<Data extends { asOf: string }>(
  read: OwnerReader,
  asOf: string,
  declared: DeclaredRows<Data>,
): Promise<Data> {
  const expected: Record<string, unknown> = { asOf };
  for (const [list, rows] of Object.entries<RowsFrom>(declared)) {
    const { from, where } = sourceOf(rows);
    expected[list] = await read.select(from, where?.(read, asOf));
  }
  return expected as Data;
}

/** The lists a declaration names: the test checks that the owner got as many rows of each. */
export const declaredLists = <Data>(declared: DeclaredRows<Data>) =>
  Object.keys(declared) as Exclude<keyof Data, 'asOf'>[];
