/**
 * One table shown as several lists that differ only in their last columns and their first sort: all
 * HR requests and the open ones (how each was resolved, or how long it has waited), all journeys and
 * the stalled ones, all invoices and the overdue ones. The shared columns are written once and each
 * list's own beside them, each list one of the family's tables (`familyTable`, titled by its name):
 * `export const RequestsTable = variantTable(HrTable, useHrT, ({ t, col }): Variants<'all' | 'open', Row> => ({
 *   columns: [col.text(…), …], all: ['received', [col.duration(…)]], open: ['waiting', [col.duration(…)]] }))`,
 * then `<RequestsTable name="open" rows={open} />`. Columns that depend on more than the language
 * read it from the rows (a `waitingMs` the figures computed), so they are built once per language.
 */
import type { TOptions } from 'i18next';
import { type ReactElement, useMemo } from 'react';
import { useColumns } from './columns.tsx';
import type { FamilyTableProps } from './familyTable.tsx';
import type { DataColumn } from './table-logic.ts';
import { type TableKit, useViewKit } from './useViewKit.ts';

/** The shared columns, and per list its first sort and its own last columns. */
export type Variants<Name extends string, Row> = { columns: DataColumn<Row>[] } & Record<
  Name,
  readonly [initialSort: string, columns: DataColumn<Row>[]]
>;

export function variantTable<Name extends string, T, Row>(
  Table: <R>(props: FamilyTableProps<Name, R>) => ReactElement,
  useFamilyT: () => { t: T },
  build: (kit: TableKit<T>) => Variants<NoInfer<Name>, Row>,
) {
  return function VariantTable(props: { name: Name; rows: readonly Row[]; titleValues?: TOptions }) {
    const { t, ui, f } = useViewKit(useFamilyT);
    const col = useColumns();
    const variants = useMemo(() => build({ t, ui, f, col }), [t, ui, f, col]);
    const [initialSort, own] = variants[props.name];
    const columns = useMemo(() => [...variants.columns, ...own], [variants, own]);
    return <Table {...props} columns={columns} initialSort={initialSort} />;
  };
}
