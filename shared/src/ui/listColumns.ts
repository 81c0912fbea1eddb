import type { DataColumn } from './table-logic.ts';

/**
 * The columns of one of a dashboard's lists shown with the same table, which share their first
 * columns and differ in their last (invoices end with the payment date, overdue invoices with the
 * days overdue and the last reminder):
 * `listColumns(name, [col.text(…), …], { invoices: [col.date(…)], overdue: [col.number(…), …] })`.
 * As the return of a `useTableColumns` builder typed `DataColumn<Row>[]`, every preset takes its row type.
 */
export function listColumns<Row, Name extends string>(
  name: Name,
  common: readonly DataColumn<Row>[],
  own: Record<Name, readonly DataColumn<Row>[]>,
): DataColumn<Row>[] {
  return [...common, ...own[name]];
}
