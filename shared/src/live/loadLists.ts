/**
 * A live loader of several lists read at once (a dashboard's leads and its campaigns, its runs): each
 * list one `recentRows` read of its table, each row mapped to the dashboard's entity, all of them as of
 * the same moment. The many-list twin of `loadSelection`:
 * `export const live = loadLists({ leads: listOf('leads', LEAD_COLUMNS, leadFromRow, { limit: 2000, days: 60 }) })`.
 */
import type { LiveContext } from '../contract/index.ts';
import {
  type AsOf,
  type ColumnOf,
  type RecentRowsOptions,
  type RowOf,
  recentRows,
  type TableName,
} from './query.ts';

type Options<T extends TableName> = Omit<RecentRowsOptions<T>, 'asOf'>;

/** One list of the data: a table's columns, the read's options and what each row becomes. */
export interface ListRead<Item> {
  read(ctx: LiveContext, asOf: Date): Promise<Item[]>;
}

export const listOf = <T extends TableName, C extends ColumnOf<T>, Item>(
  table: T,
  columns: readonly C[],
  map: (row: RowOf<T, C>) => Item,
  options: Options<T>,
): ListRead<Item> => ({
  read: async (ctx, asOf) => (await recentRows(ctx, table, columns, { ...options, asOf })).map(map),
});

type Lists<L> = { [K in keyof L]: L[K] extends ListRead<infer Item> ? Item[] : never };

export function loadLists<L extends Record<string, ListRead<unknown>>>(
  lists: L,
): (ctx: LiveContext) => Promise<AsOf<Lists<L>>> {
  return async (ctx) => {
    const asOf = new Date();
    const names = Object.keys(lists);
    const read = await Promise.all(names.map((name) => lists[name]?.read(ctx, asOf)));
    const data = Object.fromEntries(names.map((name, i) => [name, read[i]]));
    return { ...data, asOf: asOf.toISOString() } as AsOf<Lists<L>>;
  };
}
