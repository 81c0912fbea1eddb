/**
 * The pure part of DataTable: search, sort and paging over rows described by columns. Kept apart from
 * the component so it is easy to test and to reuse (e.g. a dashboard that exports without a table).
 */

import type { Locale } from '@portal/contract';
import type { ReactNode } from 'react';
import { INTL_LOCALE } from '../format/intl.ts';

export type CellValue = string | number | Date | boolean | null | undefined;
export type SortDirection = 'asc' | 'desc';

export interface DataColumn<Row> {
  id: string;
  header: string;
  /** The raw value: sorting, search, CSV and the default cell text use it. */
  value: (row: Row) => CellValue;
  /** Cell content (chips, links, formatted amounts). Default: the value, formatted for the locale. */
  render?: (row: Row) => ReactNode;
  /** What search matches. Default: the value when it is text (numbers and dates are not searched). */
  searchText?: (row: Row) => string | null | undefined;
  /** The CSV cell. Default: the value (dates as ISO 8601, so spreadsheets read them as dates). */
  csv?: (row: Row) => string | number | null | undefined;
  /** Numbers and amounts align to the end of the cell (right in English, left in Arabic). */
  align?: 'start' | 'end';
  sortable?: boolean;
  /** Leave the column out of the CSV (e.g. an actions column). */
  exportable?: boolean;
  /** Keep the cell on one line (default for end-aligned columns; useful for dates). */
  nowrap?: boolean;
  /** CSS width, e.g. 120 or '30%'. */
  width?: number | string;
}

export interface SortState {
  columnId: string;
  direction: SortDirection;
}

/**
 * Folds text so that a search finds what a person means: case, Latin accents, Arabic diacritics and
 * tatweel, the alef / ya / ta marbuta spellings people mix up, and Arabic-Indic digits.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // Latin combining accents
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '') // Arabic harakat, superscript alef, tatweel
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const defaultSearchText = <Row>(column: DataColumn<Row>, row: Row): string | null | undefined => {
  if (column.searchText) return column.searchText(row);
  const value = column.value(row);
  return typeof value === 'string' ? value : null;
};

/** Rows whose searchable text contains every word of the query (in any column, any order). */
export function filterRows<Row>(
  rows: readonly Row[],
  columns: readonly DataColumn<Row>[],
  query: string,
): Row[] {
  const terms = normalizeSearchText(query).split(' ').filter(Boolean);
  if (terms.length === 0) return [...rows];
  return rows.filter((row) => {
    const haystack = normalizeSearchText(
      columns
        .map((column) => defaultSearchText(column, row))
        .filter(Boolean)
        .join(' '),
    );
    return terms.every((term) => haystack.includes(term));
  });
}

const collators = new Map<Locale, Intl.Collator>();
const collatorFor = (locale: Locale) => {
  let collator = collators.get(locale);
  if (!collator) {
    // numeric: "Lead 2" before "Lead 10"; base sensitivity: case and accents do not split groups.
    collator = new Intl.Collator(INTL_LOCALE[locale], { numeric: true, sensitivity: 'base' });
    collators.set(locale, collator);
  }
  return collator;
};

const isMissing = (value: CellValue) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (typeof value === 'number' && Number.isNaN(value)) ||
  (value instanceof Date && Number.isNaN(value.getTime()));

/** Compares two present values of one column: numbers and dates by size, text by the locale's order. */
export function compareCells(a: CellValue, b: CellValue, locale: Locale): number {
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collatorFor(locale).compare(String(a), String(b));
}

/** A sorted copy. Stable (ties keep their order); missing values always go last, in both directions. */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly DataColumn<Row>[],
  sort: SortState | null,
  locale: Locale,
): Row[] {
  const column = sort && columns.find((c) => c.id === sort.columnId);
  if (!sort || !column) return [...rows];
  const factor = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row) => ({ row, value: column.value(row) }))
    .sort((x, y) => {
      const xMissing = isMissing(x.value);
      const yMissing = isMissing(y.value);
      if (xMissing || yMissing) return Number(xMissing) - Number(yMissing);
      return factor * compareCells(x.value, y.value, locale);
    })
    .map(({ row }) => row);
}

/** The last valid page index for a row count (0 when there are no rows). */
export const lastPage = (count: number, pageSize: number) => Math.max(0, Math.ceil(count / pageSize) - 1);

/** The rows of one page; a page past the end is clamped to the last page. */
export function pageOf<Row>(
  rows: readonly Row[],
  page: number,
  pageSize: number,
): { rows: Row[]; page: number } {
  const safePage = Math.min(Math.max(0, page), lastPage(rows.length, pageSize));
  return { rows: rows.slice(safePage * pageSize, (safePage + 1) * pageSize), page: safePage };
}

/** The next sort when a header is clicked: a new column starts ascending (numbers and dates
 * descending, where the largest or newest is what people look for), the same column flips. */
export function nextSort(
  current: SortState | null,
  columnId: string,
  firstDirection: SortDirection,
): SortState {
  if (current?.columnId === columnId) {
    return { columnId, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { columnId, direction: firstDirection };
}
