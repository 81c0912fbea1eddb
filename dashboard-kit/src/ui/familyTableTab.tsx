/**
 * Tabs that are each one of a family's tables (see familyTable): the tab's id, label, table name,
 * rows and columns in one call, and the table options every table of the family starts from.
 * `const whatsappTab = familyTableTab(WhatsappTable)`, then
 * `whatsappTab('clients', t('tabs.clients'), 'clients', rows, columns, { rowKey: 'phone' })`.
 */
import type { ReactElement } from 'react';
import { tab } from './DashboardPages.tsx';
import type { DataTableProps } from './DataTable.tsx';
import type { FamilyTableProps } from './familyTable.tsx';
import type { DataColumn } from './table-logic.ts';

/** What a table tab may set besides its name, rows and columns: the first sort, row keys, paging. */
export type TableTabOptions<Row> = Partial<
  Omit<DataTableProps<Row>, 'title' | 'emptyMessage' | 'rows' | 'columns'>
>;

export function familyTableTab<Name extends string>(
  Table: <Row>(props: FamilyTableProps<Name, Row>) => ReactElement,
  defaults: Pick<TableTabOptions<unknown>, 'initialSort' | 'pageSizeOptions' | 'searchable'> = {},
) {
  return <Row,>(
    id: string,
    label: string,
    name: Name,
    rows: readonly Row[],
    columns: readonly DataColumn<Row>[],
    options: TableTabOptions<Row> = {},
  ) => tab(id, label, <Table {...defaults} {...options} name={name} rows={rows} columns={columns} />);
}
