import type { TOptions } from 'i18next';
import { familyTable } from './familyTable.tsx';
import type { DataColumn } from './table-logic.ts';
import { type TableKit, useTableColumns } from './useViewKit.ts';

/** A family `t` that has each list's title and empty message (see familyTable). */
type ListTexts<Prefix extends string, Name extends string> = (
  key: `${Prefix}tables.${Name}` | `${Prefix}empty.${Name}`,
  options?: TOptions,
) => string;

/**
 * The table a dashboard shows as several lists, declared instead of written: each list is a
 * `familyTable` name (its title and empty message), starts sorted by its own column, and has the
 * columns `columns` builds once per language from the table kit, the list's name and the table's
 * other props (what the cells need, such as `asOf`); `listColumns` gives lists their own last columns.
 * `export const InvoicesTable = familyListTable(useFinanceT, 'invoices.', { invoices: 'issued', … }, build)`,
 * then `<InvoicesTable name="overdue" rows={rows} asOf={asOf} />`.
 */
export function familyListTable<
  Name extends string,
  Prefix extends string,
  T extends ListTexts<Prefix, Name>,
  Row,
  Props extends object = Record<never, never>,
>(
  useFamilyT: () => { t: T },
  prefix: Prefix,
  initialSort: Record<Name, string>,
  columns: (kit: TableKit<T>, name: Name, props: Props) => DataColumn<Row>[],
) {
  const List = familyTable<Name, Prefix>(useFamilyT, prefix);
  return function ListTable({ name, rows, ...props }: { name: Name; rows: readonly Row[] } & Props) {
    // The props besides name and rows are what the columns read: they rebuild them when they change.
    const built = useTableColumns(useFamilyT, (kit) => columns(kit, name, props as Props), [
      name,
      ...Object.values(props),
    ]);
    return <List name={name} rows={rows} columns={built} initialSort={initialSort[name]} />;
  };
}
