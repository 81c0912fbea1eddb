import type { ColumnOf, TableName } from './query.ts';

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
