/**
 * A small table described as data: its columns (a header and what each row shows under it) and its
 * rows. For the shell's short lists that need no search, sort or paging (the workflow manager's tabs,
 * the client's workflows, the test-run history); long lists use DataTable of @portal/dashboard-kit/ui.
 */
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export interface PlainColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Numbers line up on the end side, header and cells alike. */
  align?: 'right';
  /** The `data-testid` of this column's cells. */
  testId?: string;
  /** The cells keep to one line (a column of buttons). */
  nowrap?: boolean;
  /** The column that names the row: its cells are the row's header (`th scope="row"`). */
  rowHeader?: boolean;
  /** In rows stacked on a phone, the cell goes without its column's name (a button says what it is). */
  bareWhenStacked?: boolean;
}

/** One column: its header, its cell, and how it sits. */
export function column<T>(
  header: string,
  cell: (row: T) => ReactNode,
  options: Omit<PlainColumn<T>, 'header' | 'cell'> = {},
): PlainColumn<T> {
  return { header, cell, ...options };
}

interface PlainTableProps<T> {
  /** The table's accessible name: a label, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  testId?: string;
  columns: readonly PlainColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** `data-*` attributes a row carries (what tests and scripts find it by). */
  rowData?: (row: T) => Record<`data-${string}`, string>;
  /**
   * Below the `sm` breakpoint each row becomes a card of its cells, one under the other, each after its
   * column's name: no column (a row's action, say) is left off-screen beside a table wider than a phone.
   */
  stackOnPhone?: boolean;
}

/** The column's name before each stacked cell (`data-label`); the row header and bare cells have none. */
const STACKED_ROWS = {
  '& thead': { display: 'none' },
  '& table, & tbody, & tr, & td, & th': { display: 'block' },
  '& tr': { border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mb: 1.5 },
  '& td, & th': { border: 0, p: 0, py: 0.25, textAlign: 'start' },
  '& td[data-label]::before': { content: 'attr(data-label) ": "', color: 'text.secondary' },
} as const;

export function PlainTable<T>({
  label,
  labelledBy,
  testId,
  columns,
  rows,
  rowKey,
  rowData,
  stackOnPhone = false,
}: PlainTableProps<T>) {
  return (
    <TableContainer
      sx={stackOnPhone ? (theme) => ({ [theme.breakpoints.down('sm')]: STACKED_ROWS }) : undefined}
    >
      <Table size="small" aria-label={label} aria-labelledby={labelledBy} data-testid={testId}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.header} align={c.align}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} {...rowData?.(row)}>
              {columns.map((c) => (
                <TableCell
                  key={c.header}
                  align={c.align}
                  data-testid={c.testId}
                  sx={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                  data-label={stackOnPhone && !c.rowHeader && !c.bareWhenStacked ? c.header : undefined}
                  {...(c.rowHeader ? { component: 'th', scope: 'row' } : {})}
                >
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A row's action: the visible word, and a label that names the row for screen readers. */
export function RowButton({
  label,
  accessibleLabel,
  onClick,
}: {
  label: string;
  accessibleLabel: string;
  onClick: () => void;
}) {
  return (
    <Button size="small" onClick={onClick} aria-label={accessibleLabel}>
      {label}
    </Button>
  );
}
