import type { ReactNode } from 'react';
import type { CsvCell } from './csv.ts';
import { DownloadCsvButton } from './DownloadCsvButton.tsx';
import type { DataColumn } from './table-logic.ts';

/** What a row downloads: its name (for the file and screen readers) and its lines under the header. */
export type RowFile = { name: string; rows: readonly CsvCell[][] };

export interface DownloadSpec<Row> {
  /** The buttons' visible text ("Download"). */
  label: string;
  /** The header of every row's file ("Item", "Value"). */
  header: readonly string[];
  /** The row's file, or null when it has none to give yet (a report still being generated). */
  file: (row: Row) => RowFile | null;
}

/**
 * A column of one button (or link) a row: Manage, Open, Download. A button is not a value: the column
 * neither sorts nor goes into the table's export. Tables write it as `col.button(id, header, render)`.
 */
export const buttonColumn = <Row,>(
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

/**
 * A column of download buttons, one per row that has a file (see DownloadCsvButton); the others show
 * `missing`. Dashboards write it as `col.download(id, header, { label, header, file })`.
 */
export const downloadColumn = <Row,>(
  id: string,
  header: string,
  { label, header: fileHeader, file }: DownloadSpec<Row>,
  missing: string,
): DataColumn<Row> =>
  buttonColumn(id, header, (row) => {
    const given = file(row);
    return given ? <DownloadCsvButton label={label} header={fileHeader} {...given} /> : missing;
  });
