/**
 * CSV export. Escaping is Papa Parse's (quotes, commas, line breaks, leading/trailing spaces), with
 * formula escaping on: a cell such as "=HYPERLINK(…)" is prefixed with ' so a spreadsheet shows it as
 * text instead of running it. A phone number ("+974 5555 1234") is not: the apostrophe would show in
 * the cell (issue 36). Made only of digits, spaces and + - ( ) . it can call no function, and an
 * invisible left-to-right mark in front keeps it text (and left to right beside Arabic) instead.
 * Moments are written in Doha time, as the page shows them. The file starts with a UTF-8 byte order mark:
 * without it Excel reads UTF-8 as a legacy code page and Arabic turns into mojibake. Papa Parse is
 * loaded on the first export only, so it costs a dashboard nothing until someone exports.
 */
import type { CellValue, DataColumn } from './table-logic.ts';

export const UTF8_BOM = '\uFEFF';

/**
 * Cells a spreadsheet would treat as a formula (OWASP's list plus the full-width forms Excel also
 * accepts). Papa Parse's own pattern ends in `.*$` without the s flag, so it misses multi-line cells
 * such as "=1+1\nnote": this one only looks at the first character.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A phone number as people write it: a leading +, then digits with spaces, dashes, dots, brackets. */
const PHONE = /^\+[0-9][0-9 ().-]{5,}$/;
/** U+200E LEFT-TO-RIGHT MARK: zero-width, not a formula's first character. */
export const LTR_MARK = '\u200E';

/** Doha is UTC+3 all year (no daylight saving): its wall-clock time is a fixed shift of UTC. */
const DOHA_OFFSET_MS = 3 * 3_600_000;

/** "2026-11-29 10:15": a moment in Doha time, as a spreadsheet reads a date and time. */
export function dohaDateTime(value: Date): string {
  return new Date(value.getTime() + DOHA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

export type CsvCell = string | number | null | undefined;

/** The CSV form of a raw value: dates in Doha time, booleans as true/false, missing as empty. */
export function csvValue(value: CellValue): CsvCell {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : dohaDateTime(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' && !Number.isFinite(value)) return '';
  return value;
}

/** Header and data rows of the exportable columns, in the given row order. */
export function csvTable<Row>(
  columns: readonly DataColumn<Row>[],
  rows: readonly Row[],
): { header: string[]; data: CsvCell[][] } {
  const exported = columns.filter((c) => c.exportable !== false);
  return {
    header: exported.map((c) => c.header),
    data: rows.map((row) => exported.map((c) => (c.csv ? c.csv(row) : csvValue(c.value(row))))),
  };
}

/** RFC 4180 text (CRLF line ends) with the UTF-8 BOM in front. */
export async function toCsv(header: readonly string[], data: readonly CsvCell[][]): Promise<string> {
  const { unparse } = await import('papaparse');
  const body = unparse(
    {
      fields: [...header],
      data: data.map((row) =>
        row.map((cell) => (typeof cell === 'string' && PHONE.test(cell) ? LTR_MARK + cell : (cell ?? ''))),
      ),
    },
    { newline: '\r\n', escapeFormulae: FORMULA_START },
  );
  return UTF8_BOM + body;
}

/**
 * A file name safe on every OS and in every download header, keeping Arabic letters: "Recent leads" →
 * "Recent leads.csv", "Profit and loss, Oct 2026" → "Profit and loss - Oct 2026.csv" (no commas:
 * issue 36).
 */
export function csvFileName(name: string): string {
  const safe = [...name]
    .map((ch) =>
      ch.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(ch) ? ' ' : ',،;'.includes(ch) ? ' - ' : ch,
    )
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'export'}.csv`;
}

/** Hands the text to the browser as a download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke on the next tick: some browsers start the download asynchronously after click().
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
