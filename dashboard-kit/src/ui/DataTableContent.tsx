/**
 * A table for dashboard rows with search, sort, paging and CSV export. Describe the columns once
 * (DataColumn: raw value + optional render) and the table does the rest; the export contains every
 * row that matches the search, in the current order, not just the visible page. The rows are either
 * in the browser (a sample, a short list) or on the server (`ServerRows`, a live dashboard's
 * `tableOf`): then the page, the order, the search, the count and the export are the server's.
 * Dashboards import it as `DataTable` (DataTable.tsx), which downloads this module when a table is
 * first shown.
 */
import FileDownload from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { type ReactNode, useDeferredValue, useId, useMemo, useState } from 'react';
import type { Formatters } from '../format/intl.ts';
import { useFormatters, useLocale, useUiTranslation } from '../i18n/index.ts';
import { isServerRows, type TableRows } from '../live/tableRows.ts';
import { visuallyHidden } from './a11y.ts';
import { SearchField } from './SearchField.tsx';
import { useServerPage } from './serverPage.ts';
import { TablePager } from './TablePager.tsx';
import {
  type CellValue,
  type DataColumn,
  filterRows,
  nextSort,
  pageOf,
  type SortState,
  sortRows,
} from './table-logic.ts';

const idOf = (row: unknown): string => String((row as { id?: unknown }).id);

const NO_ROWS: readonly never[] = [];

export interface DataTableProps<Row> {
  /** The rows, or the server's (`ServerRows`: paged, sorted, searched and exported there). */
  rows: TableRows<Row>;
  columns: readonly DataColumn<Row>[];
  /** Columns of the CSV when they differ from the visible ones (e.g. an e-mail shown under the name). */
  exportColumns?: readonly DataColumn<Row>[];
  /** The row's stable id; default its `id` field. */
  getRowId?: (row: Row) => string;
  /** The text field that identifies a row when it has no `id` (`rowKey="topic"`); shorter than a getRowId. */
  rowKey?: { [K in keyof Row]-?: Row[K] extends string ? K : never }[keyof Row];
  /** Heading above the table; also the table's accessible name and the default CSV file name. */
  title: string;
  /** Render the title as this heading level (default 2: dashboard sections sit under the page's h1). */
  headingLevel?: 2 | 3 | 4;
  /** The sort it opens with; a column id alone sorts by that column, highest or newest first. */
  initialSort?: SortState | string;
  pageSizeOptions?: readonly number[];
  searchable?: boolean;
  /** CSV file name without extension; `false` hides the export button. Default: the title. */
  exportFileName?: string | false;
  /** Shown instead of the table when there are no rows at all. */
  emptyMessage?: string;
  /** Extra controls next to search and export (filters…). */
  toolbar?: ReactNode;
}

const DEFAULT_PAGE_SIZES = [10, 25, 50] as const;

function defaultCell(value: CellValue, f: Formatters): ReactNode {
  if (value === null || value === undefined || value === '') return f.missing;
  if (value instanceof Date) return f.dateTime(value);
  if (typeof value === 'number') return f.number(value);
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  // A name or a company as it was written, in its own direction: an English "Doha Events Co." in an
  // Arabic table otherwise shows its full stop first.
  return <bdi>{value}</bdi>;
}

export function DataTableContent<Row>({
  rows,
  columns,
  exportColumns,
  getRowId: rowIdOf,
  rowKey,
  title,
  headingLevel = 2,
  initialSort,
  pageSizeOptions = DEFAULT_PAGE_SIZES,
  searchable = true,
  exportFileName,
  emptyMessage,
  toolbar,
}: DataTableProps<Row>) {
  const { t } = useUiTranslation();
  const getRowId = rowIdOf ?? (rowKey === undefined ? idOf : (row: Row) => row[rowKey] as string);
  const locale = useLocale();
  const f = useFormatters();
  const titleId = useId();
  const [query, setQuery] = useState('');
  // Typing stays responsive on long tables: filtering re-runs at lower priority than the input.
  const deferredQuery = useDeferredValue(query);
  const [sort, setSort] = useState<SortState | null>(
    typeof initialSort === 'string' ? { columnId: initialSort, direction: 'desc' } : (initialSort ?? null),
  );
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(pageSizeOptions[0] ?? 10);
  const [exportError, setExportError] = useState(false);

  const server = isServerRows(rows) ? rows : undefined;
  const local = server ? NO_ROWS : (rows as readonly Row[]);
  const matching = useMemo(() => filterRows(local, columns, deferredQuery), [local, columns, deferredQuery]);
  const ordered = useMemo(() => sortRows(matching, columns, sort, locale), [matching, columns, sort, locale]);
  const visible = pageOf(ordered, page, pageSize);
  const remote = useServerPage(server, { search: query, sort, page, pageSize });
  const busy = server !== undefined && remote.loading;
  const shown = server ? { rows: remote.rows, page } : visible;
  const matchCount = server ? remote.count : matching.length;
  // Without rows at all (not merely none matching the search) the table says so instead.
  const hasRows = server ? remote.count > 0 || query !== '' || busy : local.length > 0;
  const sortable = (column: DataColumn<Row>) =>
    column.sortable !== false && (!server || server.sortable.includes(column.id));

  const onSort = (column: DataColumn<Row>) => {
    const sample = (server ? remote.rows : local)
      .map(column.value)
      .find((v) => v !== null && v !== undefined);
    const firstDirection = typeof sample === 'number' || sample instanceof Date ? 'desc' : 'asc';
    setSort((current) => nextSort(current, column.id, firstDirection));
    setPage(0);
  };

  const onExport = async () => {
    setExportError(false);
    try {
      // The CSV code loads on the first export, not with every table.
      const { csvFileName, csvTable, downloadText, serverCsv, toCsv } = await import('./csv.ts');
      const file = csvFileName(exportFileName || title);
      if (server) {
        const order = sort ? { columnId: sort.columnId, direction: sort.direction } : undefined;
        downloadText(file, await serverCsv(await server.csv({ order, search: query })));
        return;
      }
      const { header, data } = csvTable(exportColumns ?? columns, ordered);
      downloadText(file, await toCsv(header, data));
    } catch {
      setExportError(true);
    }
  };

  const showExport = exportFileName !== false;
  const Heading = `h${headingLevel}` as const;

  return (
    <Card variant="outlined">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          paddingInline: 2,
          paddingBlock: 1.5,
        }}
      >
        <Typography id={titleId} variant="h6" component={Heading} sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {searchable && hasRows && (
          <SearchField
            label={t('table.search')}
            placeholder={t('table.searchPlaceholder')}
            clearLabel={t('table.clearSearch')}
            value={query}
            onChange={(value) => {
              setQuery(value);
              setPage(0);
            }}
          />
        )}
        {toolbar}
        {showExport && hasRows && (
          <Button variant="outlined" startIcon={<FileDownload />} onClick={onExport}>
            {t('table.exportCsv')}
          </Button>
        )}
      </Box>
      {exportError && (
        <Typography role="alert" color="error" variant="body2" sx={{ paddingInline: 2, paddingBlockEnd: 1 }}>
          {t('table.exportFailed')}
        </Typography>
      )}
      {server && remote.failed && (
        <Typography role="alert" color="error" variant="body2" sx={{ paddingInline: 2, paddingBlockEnd: 1 }}>
          {t('table.loadFailed')}
        </Typography>
      )}
      {deferredQuery && !busy && (
        <Box role="status" sx={visuallyHidden}>
          {t('table.results', { count: matchCount })}
        </Box>
      )}
      {!hasRows ? (
        <Typography color="text.secondary" sx={{ paddingInline: 2, paddingBlock: 4, textAlign: 'center' }}>
          {emptyMessage ?? t('table.noRows')}
        </Typography>
      ) : (
        <>
          {/* Focusable and named, so keyboard users can scroll a wide table sideways. */}
          <TableContainer tabIndex={0} role="region" aria-labelledby={titleId}>
            <Table size="small" aria-labelledby={titleId} aria-busy={busy || undefined}>
              <TableHead>
                <TableRow>
                  {columns.map((column) => {
                    const sorted = sort?.columnId === column.id ? sort.direction : undefined;
                    return (
                      <TableCell
                        key={column.id}
                        scope="col"
                        aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                        sx={{
                          fontWeight: 600,
                          whiteSpace: 'nowrap',
                          textAlign: column.align ?? 'start',
                          width: column.width,
                        }}
                      >
                        {!sortable(column) ? (
                          column.header
                        ) : (
                          <TableSortLabel
                            active={Boolean(sorted)}
                            direction={sorted ?? 'asc'}
                            onClick={() => onSort(column)}
                          >
                            {column.header}
                            {sorted && (
                              <Box component="span" sx={visuallyHidden}>
                                {t(sorted === 'asc' ? 'table.sortedAscending' : 'table.sortedDescending')}
                              </Box>
                            )}
                          </TableSortLabel>
                        )}
                      </TableCell>
                    );
                  })}
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.rows.map((row) => (
                  <TableRow key={getRowId(row)} hover>
                    {columns.map((column) => (
                      <TableCell
                        key={column.id}
                        sx={{
                          textAlign: column.align ?? 'start',
                          whiteSpace: (column.nowrap ?? column.align === 'end') ? 'nowrap' : undefined,
                        }}
                      >
                        {column.render ? column.render(row) : defaultCell(column.value(row), f)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
                {shown.rows.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={columns.length} sx={{ textAlign: 'center', paddingBlock: 4 }}>
                      {busy
                        ? t('table.loading')
                        : t('table.noMatches', {
                            query: deferredQuery,
                            interpolation: { escapeValue: false },
                          })}
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePager
            count={matchCount}
            page={shown.page}
            pageSize={pageSize}
            pageSizeOptions={pageSizeOptions}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(0);
            }}
          />
        </>
      )}
    </Card>
  );
}
