/**
 * The value columns of a table (status, type, stage…) as a dashboard reads them: each column's allowed
 * values from the generated schema, and a reader that gives a row's value typed, or the column's
 * fallback when a newer migration added a value this build does not know (see `oneOf`).
 * `const { values, read } = enumColumns('invoices', { status: 'sent' })`: `values.status` lists the
 * statuses in schema order, `read.status(row)` is one of them.
 */
import { type ColumnValue, ColumnValues } from '@portal/contract/schema';
import { oneOf } from './values.ts';

type ValueTables = typeof ColumnValues;
export type ValueTable = keyof ValueTables;
/** The fallback of each column read: one of its allowed values. */
export type Fallbacks<T extends ValueTable> = { [C in keyof ValueTables[T]]?: ColumnValue<T, C> };

export interface EnumColumns<T extends ValueTable, C extends keyof ValueTables[T] & string> {
  /** Each column's allowed values, in the schema's order. */
  values: { [K in C]: ValueTables[T][K] };
  /** Each column's value of a row, one of `values` (the fallback for anything else). */
  read: { [K in C]: (row: { readonly [P in K]: unknown }) => ColumnValue<T, K> };
}

export function enumColumns<T extends ValueTable, const F extends Fallbacks<T>>(
  table: T,
  fallbacks: F,
): EnumColumns<T, keyof F & keyof ValueTables[T] & string> {
  const lists = ColumnValues[table] as Record<string, readonly string[]>;
  const columns = Object.keys(fallbacks);
  const values = Object.fromEntries(columns.map((c) => [c, lists[c] ?? []]));
  const read = Object.fromEntries(
    columns.map((c) => {
      const fallback = (fallbacks as Record<string, string>)[c] as string;
      return [c, (row: Record<string, unknown>) => oneOf(row[c], lists[c] ?? [], fallback)];
    }),
  );
  return { values, read } as unknown as EnumColumns<T, keyof F & keyof ValueTables[T] & string>;
}
