import type { TableRows } from '@portal/dashboard-kit/live';
import { type DataColumn, familyColumns, familyTable, tab } from '@portal/dashboard-kit/ui';
import type { ComponentProps } from 'react';
import type { en } from '../i18n/en.ts';
import { useGmailTranslation } from '../i18n/index.ts';

type TableName = keyof typeof en.tables & keyof typeof en.empty;

/** The family's tables, each with a title (`tables.<name>`) and an empty message (`empty.<name>`). */
export const GmailTable = familyTable<TableName>(useGmailTranslation);

type TableOptions<Row> = Partial<
  Omit<ComponentProps<typeof GmailTable<Row>>, 'name' | 'rows' | 'columns' | 'title' | 'emptyMessage'>
>;

/**
 * A tab that is one of the family's email tables, the latest received first unless its options say
 * otherwise; its rows are a sample's (or a short list) or the server's, paged there:
 * `emailTab('threads', t('tabs.threads'), 'threads', data.emails, columns)`.
 */
export const emailTab = <Row,>(
  id: string,
  label: string,
  name: TableName,
  rows: TableRows<Row>,
  columns: readonly DataColumn<Row>[],
  options: TableOptions<Row> = {},
) =>
  tab(
    id,
    label,
    <GmailTable initialSort="received" {...options} name={name} rows={rows} columns={columns} />,
  );

/** A table's columns in the family's texts: `useGmailColumns<Row>(({ t, ui, col }) => [col.text(…), …])`. */
export const useGmailColumns = familyColumns(useGmailTranslation);
