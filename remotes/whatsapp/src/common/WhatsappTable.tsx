import {
  type DataColumn,
  type DataTable,
  familyColumns,
  familyTable,
  type StatusTone,
  statusPreset,
  tab,
} from '@portal/dashboard-kit/ui';
import type { ComponentProps } from 'react';
import type { en } from '../i18n/en.ts';
import { useWhatsappTranslation } from '../i18n/index.ts';

/** The family's tables, each with a title (`tables.<name>`) and an empty message (`empty.<name>`). */
export const WhatsappTable = familyTable<TableName>(useWhatsappTranslation);

type TableName = keyof typeof en.tables & keyof typeof en.empty;

/** What a table tab may set besides its name, rows and columns: the first sort, row keys, paging. */
type TableTabOptions<Row> = Partial<
  Omit<ComponentProps<typeof DataTable<Row>>, 'title' | 'emptyMessage' | 'rows' | 'columns'>
>;

/**
 * A tab that is one of the family's tables, its id, label, table name, rows and columns in one call:
 * `whatsappTab('clients', t('tabs.clients'), 'clients', rows, columns, { rowKey: 'phone' })`.
 */
export const whatsappTab = <Row,>(
  id: string,
  label: string,
  name: TableName,
  rows: readonly Row[],
  columns: readonly DataColumn<Row>[],
  options: TableTabOptions<Row> = {},
) => tab(id, label, <WhatsappTable {...options} name={name} rows={rows} columns={columns} />);

/** A table's columns in the family's texts: `useWhatsappColumns<Row>(({ t, col }) => [col.text(…), …])`. */
export const useWhatsappColumns = familyColumns(useWhatsappTranslation);

/**
 * The preset of a status column whose states are labelled `values.<state>` (shown or hidden,
 * answering or stopped), in the order the tones are written.
 */
export const valuesPreset = <S extends keyof typeof en.values>(
  t: (key: `values.${NoInfer<S>}`) => string,
  tones: Record<S, StatusTone>,
) => statusPreset(Object.keys(tones) as S[], tones, (s) => t(`values.${s}`));
