import { type DataColumn, type DataTableProps, familyTable, tab } from '@portal/shared/ui';
import type { en } from '../i18n/en.ts';
import { useGmailTranslation } from '../i18n/index.ts';

type TableName = keyof typeof en.tables & keyof typeof en.empty;

/** The family's tables, each with a title (`tables.<name>`) and an empty message (`empty.<name>`). */
export const GmailTable = familyTable<TableName>(useGmailTranslation);

/**
 * A tab that is one of the family's email tables, the latest received first unless `initialSort`
 * says otherwise: `emailTab('threads', t('tabs.threads'), 'threads', rows, columns)`.
 */
export function emailTab<Row>(
  id: string,
  label: string,
  name: TableName,
  rows: readonly Row[],
  columns: readonly DataColumn<Row>[],
  initialSort: DataTableProps<Row>['initialSort'] = 'received',
) {
  return tab(id, label, <GmailTable name={name} rows={rows} columns={columns} initialSort={initialSort} />);
}
