import { DataTable, type DataTableProps } from './DataTable.tsx';

/** A family table's props: its name stands for its title and its empty message. */
export type FamilyTableProps<Name extends string, Row> = { name: Name } & Omit<
  DataTableProps<Row>,
  'title' | 'emptyMessage'
>;

/**
 * The tables of a family whose namespace names each table twice, `tables.<name>` (its title) and
 * `empty.<name>` (what it says without rows), at its root or under a dashboard's `prefix`:
 * `const RagTable = familyTable<'staff' | …>(useRagT)`, then `<RagTable name="staff" rows={…} columns={…} />`.
 */
export function familyTable<Name extends string, Prefix extends string = ''>(
  useFamilyT: () => { t: (key: `${Prefix}tables.${Name}` | `${Prefix}empty.${Name}`) => string },
  prefix = '' as Prefix,
) {
  return function FamilyTable<Row>({ name, ...table }: FamilyTableProps<Name, Row>) {
    const { t } = useFamilyT();
    return (
      <DataTable {...table} title={t(`${prefix}tables.${name}`)} emptyMessage={t(`${prefix}empty.${name}`)} />
    );
  };
}
