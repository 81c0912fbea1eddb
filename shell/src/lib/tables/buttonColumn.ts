import type { DataColumn } from '@portal/dashboard-kit/ui';
import type { ReactNode } from 'react';

/**
 * A DataTable column of one button a row (Manage, Open, View). A button is not a value: the column
 * neither sorts nor goes into the table's export, as the kit's download column.
 */
export const buttonColumn = <Row>(
  id: string,
  header: string,
  button: (row: Row) => ReactNode,
): DataColumn<Row> => ({
  id,
  header,
  value: () => null,
  sortable: false,
  exportable: false,
  render: button,
});
