import type { TOptions } from 'i18next';
import { DataTable, type DataTableProps } from './DataTable.tsx';

/**
 * A family table's props: its name stands for its title and its empty message; `titleValues` fill
 * the title's placeholders ("stalled for over {{count}} days").
 */
export type FamilyTableProps<Name extends string, Row> = { name: Name; titleValues?: TOptions } & Omit<
  DataTableProps<Row>,
  'title' | 'emptyMessage'
>;

/**
 * The tables of a family whose namespace names each table twice, `tables.<name>` (its title) and
 * `empty.<name>` (what it says without rows), at its root or under a dashboard's `prefix`:
 * `const RagTable = familyTable<'staff' | …>(useRagT)`, then `<RagTable name="staff" rows={…} columns={…} />`.
 */
export function familyTable<Name extends string, Prefix extends string = ''>(
  useFamilyT: () => {
    t: (key: `${Prefix}tables.${Name}` | `${Prefix}empty.${Name}`, options?: TOptions) => string;
  },
  prefix = '' as Prefix,
) {
  return function FamilyTable<Row>({ name, titleValues, ...table }: FamilyTableProps<Name, Row>) {
    const { t } = useFamilyT();
    return (
      <DataTable
        {...table}
        title={t(`${prefix}tables.${name}`, titleValues)}
        emptyMessage={t(`${prefix}empty.${name}`)}
      />
    );
  };
}
