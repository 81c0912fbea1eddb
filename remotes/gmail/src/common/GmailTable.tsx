import { DataTable, type DataTableProps } from '@portal/shared/ui';
import type { en } from '../i18n/en.ts';
import { useGmailTranslation } from '../i18n/index.ts';

/** The family's tables, each with a title (`tables.<name>`) and an empty message (`empty.<name>`). */
export type GmailTableName = keyof typeof en.tables & keyof typeof en.empty;

export type GmailTableProps<Row> = { name: GmailTableName } & Omit<
  DataTableProps<Row>,
  'title' | 'emptyMessage'
>;

/** A DataTable named once: `<GmailTable name="replies" rows={…} columns={…} />`. */
export function GmailTable<Row>({ name, ...table }: GmailTableProps<Row>) {
  const { t } = useGmailTranslation();
  return <DataTable {...table} title={t(`tables.${name}`)} emptyMessage={t(`empty.${name}`)} />;
}
