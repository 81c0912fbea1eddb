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
 * A column of download buttons, one per row that has a file (see DownloadCsvButton); the others show
 * `missing`. A button is not a value: the column neither sorts nor goes into the table's export.
 * Dashboards write it as `col.download(id, header, { label, header, file })`.
 */
export const downloadColumn = <Row,>(
  id: string,
  header: string,
  { label, header: fileHeader, file }: DownloadSpec<Row>,
  missing: string,
): DataColumn<Row> => ({
  id,
  header,
  value: () => null,
  sortable: false,
  exportable: false,
  render: (row) => {
    const given = file(row);
    return given ? <DownloadCsvButton label={label} header={fileHeader} {...given} /> : missing;
  },
});
