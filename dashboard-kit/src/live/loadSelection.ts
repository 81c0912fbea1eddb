/**
 * A live loader declared instead of written: most dashboards read one selection (see `selection`)
 * with `recentRows` and give it as one list of their data, computed as of the moment they loaded.
 * `export const live = loadSelection('invoices', INVOICES, { limit: 5000, dateColumn: 'issued_on' })`;
 * options that depend on that moment (an `or` filter with a date) are a function of it. The loader
 * carries what it reads (`reads`), so a live test reads the same rows as the superuser without
 * restating the loader's window (`loaderWhere` in the test kit).
 */
import type { LiveContext } from '@portal/contract';
import { REPORTING_HISTORY_DAYS } from '../format/reportingPeriod.ts';
import type { Selection } from './columns.ts';
import {
  type AsOf,
  type ColumnOf,
  type RecentRowsOptions,
  type RowOf,
  recentRows,
  type TableName,
} from './query.ts';

/** What a loader reads besides the moment: it reads as of the moment it loads. */
export type LoadOptions<T extends TableName> = Omit<RecentRowsOptions<T>, 'asOf'>;

/**
 * A selection's options may name the column of its reporting history instead of `days` and
 * `dateColumn`: `history: 'created_at'` reads the rows of this period and the one before (for the
 * change), dated and ordered by that column.
 */
export type SelectionOptions<T extends TableName> = LoadOptions<T> & { history?: ColumnOf<T> };

/** What a `loadSelection` loader reads, as declared: its list, its selection and its options at a moment. */
export interface SelectionReads {
  list: string;
  from: Selection;
  options(asOf: Date): Omit<LoadOptions<TableName>, 'dateColumn' | 'match'> & {
    dateColumn?: string;
    match?: Partial<Record<string, string>>;
  };
}

export function loadSelection<K extends string, T extends TableName, C extends ColumnOf<T>>(
  list: K,
  from: Selection<T, C>,
  options: SelectionOptions<T> | ((asOf: Date) => SelectionOptions<T>),
): ((ctx: LiveContext) => Promise<AsOf<Record<K, RowOf<T, C>[]>>>) & { reads: SelectionReads } {
  const at = (asOf: Date): LoadOptions<T> => {
    const { history, ...read } = typeof options === 'function' ? options(asOf) : options;
    return history ? { ...read, dateColumn: history, days: REPORTING_HISTORY_DAYS } : read;
  };
  const load = async (ctx: LiveContext) => {
    const asOf = new Date();
    const rows = await recentRows(ctx, from.table, from.columns, { ...at(asOf), asOf });
    return { [list]: rows, asOf: asOf.toISOString() } as AsOf<Record<K, RowOf<T, C>[]>>;
  };
  return Object.assign(load, { reads: { list, from, options: at } as SelectionReads });
}
