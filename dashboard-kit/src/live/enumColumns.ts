/**
 * The value columns of a table (status, type, stage…) as a dashboard reads them: each column's allowed
 * values from the generated schema, and a reader that gives a row's value typed, or the column's
 * fallback when a newer migration added a value this build does not know (see `oneOf`).
 * `const { values, read } = enumColumns(invoicesValues, { status: 'sent' })`: `values.status` lists the
 * statuses in schema order, `read.status(row)` is one of them. The table's own constant of
 * `@portal/contract/schema` (`<table>Values`), not `ColumnValues[table]`: an app then bundles the
 * values of the tables it reads only.
 */
import { oneOf } from './values.ts';

/** A table's allowed values per enumerated column, as `@portal/contract/schema` generates them. */
export type ValueLists = { readonly [column: string]: readonly string[] };
/** The fallback of each column read: one of its allowed values. */
export type Fallbacks<V extends ValueLists> = { [C in keyof V]?: V[C][number] };

export interface EnumColumns<V extends ValueLists, C extends keyof V & string> {
  /** Each column's allowed values, in the schema's order. */
  values: { [K in C]: V[K] };
  /** Each column's value of a row, one of `values` (the fallback for anything else). */
  read: { [K in C]: (row: { readonly [P in K]: unknown }) => V[K][number] };
}

export function enumColumns<V extends ValueLists, const F extends Fallbacks<V>>(
  lists: V,
  fallbacks: F,
): EnumColumns<V, keyof F & keyof V & string> {
  const columns = Object.keys(fallbacks);
  const values = Object.fromEntries(columns.map((c) => [c, lists[c] ?? []]));
  const read = Object.fromEntries(
    columns.map((c) => {
      const fallback = (fallbacks as Record<string, string>)[c] as string;
      return [c, (row: Record<string, unknown>) => oneOf(row[c], lists[c] ?? [], fallback)];
    }),
  );
  return { values, read } as unknown as EnumColumns<V, keyof F & keyof V & string>;
}
