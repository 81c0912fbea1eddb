/**
 * A dashboard's table declared in one call: the columns it reads (a `selection`) and how it reads its
 * enumerated columns (`enumColumns`): `export const DEALS = selectedTable({ deals: 'id stage value_qar' },
 * { stage: 'prospect' })`. `DEALS` is the selection loaders and live tests read, `SelectedRow<typeof
 * DEALS>` its row, `DEALS.values.stage` the allowed stages and `DEALS.read.stage(row)` a row's stage.
 */
import { selection } from './columns.ts';
import { enumColumns, type Fallbacks, type ValueTable } from './enumColumns.ts';

export function selectedTable<T extends ValueTable, const S extends string, const F extends Fallbacks<T>>(
  declared: Parameters<typeof selection<T, S>>[0],
  fallbacks: F,
): ReturnType<typeof selection<T, S>> & ReturnType<typeof enumColumns<T, F>> {
  const selected = selection<T, S>(declared);
  return { ...selected, ...enumColumns<T, F>(selected.table, fallbacks) };
}
