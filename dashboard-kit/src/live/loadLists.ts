/**
 * A live loader of several lists read at once (a dashboard's leads and its campaigns, its runs): each
 * list one `recentRows` read of its table, each row mapped to the dashboard's entity, all of them as of
 * the same moment. The many-list twin of `loadSelection`:
 * `export const live = loadLists({ leads: listOf('leads', LEAD_COLUMNS, leadFromRow, { limit: 2000, days: 60 }) })`.
 */
import type { LiveContext } from '@portal/contract';
import type { LoadOptions } from './loadSelection.ts';
import { type AsOf, type ColumnOf, type RowOf, recentRows, type TableName } from './query.ts';

/** One list of the data: how it is read as of a moment. */
export interface ListRead<Item> {
  read(ctx: LiveContext, asOf: Date): Promise<Item[]>;
}

/** A list of `table`'s `columns`, read with `options`, each row mapped by `map`. */
export const listOf = <T extends TableName, C extends ColumnOf<T>, Item>(
  table: T,
  columns: readonly C[],
  map: (row: RowOf<T, C>) => Item,
  options: LoadOptions<T>,
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
