import type { TableRows } from '@portal/dashboard-kit/live';
import { type DataColumn, familyTable, type TableKit, useTableColumns } from '@portal/dashboard-kit/ui';
import type { TOptions } from 'i18next';

/** A family `t` that has each list's title and empty message (see familyTable). */
type ListTexts<Prefix extends string, Name extends string> = (
  key: `${Prefix}tables.${Name}` | `${Prefix}empty.${Name}`,
  options?: TOptions,
) => string;

/** The columns every list shows (`columns`), and each list's own after them. */
export type ListColumns<Name extends string, Row> = { columns: DataColumn<Row>[] } & Record<
  Name,
  DataColumn<Row>[]
>;

/**
 * One table shown as several lists that differ in their last columns and their first sort (all
 * onboardings and the stalled ones, all requests and the open ones), declared instead of written. Each list is a `familyTable` name (its title and empty message) and starts sorted by its
 * column of `initialSort`; `columns` builds the shared columns and each list's own, once per language
 * and whatever the table's other props say (what the cells need, such as `asOf`):
 * `export const RequestsTable = familyListTable(useHrTranslation, 'hrService.', { requests: 'received', open: 'waiting' },
 * ({ t, col }, { asOf }: { asOf: string }): ListColumns<'requests' | 'open', Row> => ({ columns: […], requests: […], open: […] }))`,
 * then `<RequestsTable name="open" rows={rows} asOf={asOf} />` (`titleValues` fill the title's
 * placeholders, as familyTable's do). A helper of the hr family (the kit keeps `familyTable`).
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
  columns: (kit: TableKit<T>, props: Props) => ListColumns<NoInfer<Name>, Row>,
) {
  const List = familyTable<Name, Prefix>(useFamilyT, prefix);
  return function ListTable({
    name,
    rows,
    titleValues,
    ...props
  }: { name: Name; rows: TableRows<Row>; titleValues?: TOptions } & Props) {
    // The props besides name and rows are what the cells read: the columns are built again when they change.
    const built = useTableColumns(
      useFamilyT,
      (kit) => {
        const lists = columns(kit, props as Props);
        return [...lists.columns, ...lists[name]];
      },
      [name, ...Object.values(props)],
    );
    // Keyed by name: two lists of one family (invoices, then the overdue ones) each start with their
    // own sort, search and page, not the state the other one left.
    return (
      <List
        key={name}
        name={name}
        rows={rows}
        columns={built}
        initialSort={initialSort[name]}
        titleValues={titleValues}
      />
    );
  };
}
