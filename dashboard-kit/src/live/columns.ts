import type { ColumnOf, RowOf, TableName } from './query.ts';

/** The names of a space-separated list, as a union type: 'id title status' → 'id' | 'title' | 'status'. */
export type ListedNames<S extends string> = S extends `${infer Head} ${infer Rest}`
  ? Head | ListedNames<Rest>
  : S;

/** Every listed name must be a column of the table; otherwise tsc names the stray ones. */
type ColumnsCheck<T extends TableName, S extends string> =
  Exclude<ListedNames<S>, ColumnOf<T>> extends never
    ? unknown
    : { notColumnsOfTheTable: Exclude<ListedNames<S>, ColumnOf<T>> };

/**
 * The columns a dashboard reads from `table`, written once as one space-separated list and checked
 * against the generated schema. The result is what `recentRows` selects, and
 * `RowOf<table, (typeof LIST)[number]>` the row type that sample and live data share.
 */
export function columnList<T extends TableName, const S extends string>(
  _table: T,
  list: S & ColumnsCheck<T, S>,
): readonly (ListedNames<S> & ColumnOf<T>)[] {
  return list.trim().split(/\s+/) as (ListedNames<S> & ColumnOf<T>)[];
}

type IsUnion<T, All = T> = T extends unknown ? ([All] extends [T] ? false : true) : never;
/** Unknown for one table; for several, a type naming them, so tsc rejects the declaration. */
type OneTable<T> = true extends IsUnion<T> ? { oneTablePerSelection: T } : unknown;

/** A table and the columns a dashboard reads from it: what its loader selects and its live test reads again. */
export interface Selection<T extends TableName = TableName, C extends string = string> {
  readonly table: T;
  readonly columns: readonly C[];
}

/** The row type of a selection: `SelectedRow<typeof INVOICES>` = `RowOf<'invoices', its columns>`. */
export type SelectedRow<S> =
  S extends Selection<infer T, infer C> ? ([C] extends [ColumnOf<T>] ? RowOf<T, C> : never) : never;

/**
 * A table selection declared once, as `{ table: 'its columns' }` (one table, the columns space-separated
 * and checked like `columnList`'s): `selection({ invoices: 'id status due_on' })`. Loaders select
 * `.columns` from `.table`, the live fixture reads the same rows as the superuser, and `SelectedRow`
 * derives the row type, so the three never drift apart.
 */
export function selection<T extends TableName, const S extends string>(
  declared: {
    [K in T]: S & ColumnsCheck<T, S>;
  } & OneTable<T>,
): Selection<T, ListedNames<S> & ColumnOf<T>> {
  const entries = Object.entries(declared) as [T, S][];
  const [first, ...more] = entries;
  if (!first || more.length > 0) throw new Error('a selection names exactly one table');
  return { table: first[0], columns: columnList<T, S>(first[0], first[1] as S & ColumnsCheck<T, S>) };
}
