import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvFileName, csvTable, csvValue, LTR_MARK, toCsv, UTF8_BOM } from './csv.ts';
import type { DataColumn } from './table-logic.ts';

describe('toCsv', () => {
  it('starts with the UTF-8 byte order mark and uses CRLF line ends', async () => {
    const csv = await toCsv(['a', 'b'], [['1', '2']]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv).toBe(`${UTF8_BOM}a,b\r\n1,2`);
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', async () => {
    const csv = await toCsv(['text'], [['a,b'], ['say "hi"'], ['line\nbreak'], [' padded ']]);
    expect(csv).toBe(`${UTF8_BOM}text\r\n"a,b"\r\n"say ""hi"""\r\n"line\nbreak"\r\n" padded "`);
  });

  it('keeps Arabic text as it is, quoting only when needed', async () => {
    const csv = await toCsv(
      ['الاسم', 'الشركة'],
      [
        ['أحمد الكواري', 'لؤلؤة الساحل، للتجارة'],
        ['سارة', 'قال "مرحبا"'],
      ],
    );
    expect(csv).toBe(`${UTF8_BOM}الاسم,الشركة\r\nأحمد الكواري,لؤلؤة الساحل، للتجارة\r\nسارة,"قال ""مرحبا"""`);
  });

  it('neutralises cells that a spreadsheet would run as formulas, including multi-line ones', async () => {
    const csv = await toCsv(
      ['x'],
      [
        ['=HYPERLINK("http://x")'],
        ['+974 5512 3456'],
        ['@SUM(A1)'],
        ['=1+1\nnote'],
        ['-'],
        ['+1+HYPERLINK("x")'],
      ],
    );
    const cells = Papa.parse<string[]>(csv.slice(1))
      .data.slice(1)
      .map((row) => row[0]);
    expect(cells).toEqual([
      '\'=HYPERLINK("http://x")',
      `${LTR_MARK}+974 5512 3456`,
      "'@SUM(A1)",
      "'=1+1\nnote",
      "'-",
      '\'+1+HYPERLINK("x")',
    ]);
  });

  it('keeps phone numbers readable: no apostrophe, an invisible mark that makes them text', async () => {
    const phones = ['+974 5512 3456', '+974-4444-0000', '+1 (555) 010.2030'];
    const csv = await toCsv(
      ['phone'],
      phones.map((p) => [p]),
    );
    const cells = Papa.parse<string[]>(csv.slice(1))
      .data.slice(1)
      .map((row) => row[0] ?? '');
    for (const [i, cell] of cells.entries()) {
      expect(cell).not.toContain("'");
      expect(cell.replace(LTR_MARK, '')).toBe(phones[i]);
      // What a spreadsheet looks at: the first character starts no formula.
      expect(cell[0]).toBe(LTR_MARK);
    }
  });

  it('leaves numbers, including negative ones, as numbers', async () => {
    expect(await toCsv(['n'], [[-5], [1500.5], [0]])).toBe(`${UTF8_BOM}n\r\n-5\r\n1500.5\r\n0`);
  });

  it('writes missing cells as empty fields', async () => {
    expect(await toCsv(['a', 'b', 'c'], [[null, undefined, 'x']])).toBe(`${UTF8_BOM}a,b,c\r\n,,x`);
  });

  it('round-trips through a CSV parser', async () => {
    const data = [['Khalid, Jr.', 'line1\r\nline2', '"quoted"', 'عربي', 42]];
    const csv = await toCsv(['a', 'b', 'c', 'd', 'e'], data);
    const parsed = Papa.parse<string[]>(csv.slice(1), { newline: '\r\n' }).data;
    expect(parsed[1]).toEqual(['Khalid, Jr.', 'line1\r\nline2', '"quoted"', 'عربي', '42']);
  });
});

describe('csvTable and csvValue', () => {
  interface Row {
    name: string;
    when: Date;
    ok: boolean;
    secret: string;
  }
  const columns: DataColumn<Row>[] = [
    { id: 'name', header: 'Name', value: (r) => r.name, csv: (r) => r.name.toUpperCase() },
    { id: 'when', header: 'When', value: (r) => r.when },
    { id: 'ok', header: 'OK', value: (r) => r.ok },
    { id: 'secret', header: 'Secret', value: (r) => r.secret, exportable: false },
  ];

  it('exports raw values: moments in Doha time, booleans as words, custom csv() first, skipping hidden columns', () => {
    const { header, data } = csvTable(columns, [
      { name: 'a', when: new Date('2026-01-02T22:04:05Z'), ok: true, secret: 's' },
    ]);
    expect(header).toEqual(['Name', 'When', 'OK']);
    // 22:04 UTC is 01:04 the next day in Doha (UTC+3), as the page shows it.
    expect(data).toEqual([['A', '2026-01-03 01:04', 'true']]);
  });

  it('writes invalid values as empty', () => {
    expect(csvValue(new Date('x'))).toBe('');
    expect(csvValue(Number.NaN)).toBe('');
    expect(csvValue(null)).toBeNull();
  });
});

describe('csvFileName', () => {
  it('keeps Arabic, drops characters that are not allowed in file names', () => {
    expect(csvFileName('أحدث العملاء المحتملين')).toBe('أحدث العملاء المحتملين.csv');
    expect(csvFileName('Leads: 2026/03 <draft>')).toBe('Leads 2026 03 draft.csv');
    expect(csvFileName(' ?* ')).toBe('export.csv');
  });

  it('has no commas (English or Arabic) or semicolons', () => {
    expect(csvFileName('Profit and loss, Oct 2026')).toBe('Profit and loss - Oct 2026.csv');
    expect(csvFileName('الأرباح والخسائر، أكتوبر 2026')).toBe('الأرباح والخسائر - أكتوبر 2026.csv');
    expect(csvFileName('a;b')).toBe('a - b.csv');
  });
});
