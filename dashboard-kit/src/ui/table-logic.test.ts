import { describe, expect, it } from 'vitest';
import {
  type DataColumn,
  filterRows,
  lastPage,
  nextSort,
  normalizeSearchText,
  pageOf,
  sortRows,
} from './table-logic.ts';

interface Row {
  id: number;
  name: string;
  city: string;
  amount: number | null;
  created: Date | null;
}

const rows: Row[] = [
  { id: 1, name: 'Khalid Al-Marri', city: 'Doha', amount: 1500, created: new Date('2026-01-03') },
  { id: 2, name: 'أحمد الكواري', city: 'الدوحة', amount: 200, created: new Date('2026-01-01') },
  { id: 3, name: 'Émile Haddad', city: 'Lusail', amount: null, created: null },
  { id: 4, name: 'إيمان المري', city: 'الوكرة', amount: 90, created: new Date('2026-01-02') },
  { id: 5, name: 'amna nasr', city: 'Doha', amount: 1500, created: new Date('2026-01-05') },
];

const columns: DataColumn<Row>[] = [
  { id: 'name', header: 'Name', value: (r) => r.name },
  { id: 'city', header: 'City', value: (r) => r.city },
  { id: 'amount', header: 'Amount', value: (r) => r.amount },
  { id: 'created', header: 'Created', value: (r) => r.created },
];

const ids = (list: Row[]) => list.map((r) => r.id);

describe('normalizeSearchText', () => {
  it('folds case, Latin accents, Arabic diacritics, alef and ya forms, and Arabic digits', () => {
    expect(normalizeSearchText('  Émile   HADDAD ')).toBe('emile haddad');
    expect(normalizeSearchText('مُحَمَّد')).toBe('محمد');
    expect(normalizeSearchText('إيمان أحمد آمنة')).toBe('ايمان احمد امنه');
    expect(normalizeSearchText('مصطفى')).toBe('مصطفي');
    expect(normalizeSearchText('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalizeSearchText('عــلــي')).toBe('علي');
  });
});

describe('filterRows', () => {
  it('returns every row for an empty query', () => {
    expect(ids(filterRows(rows, columns, '   '))).toEqual([1, 2, 3, 4, 5]);
  });

  it('matches every word in any text column, ignoring case and accents', () => {
    expect(ids(filterRows(rows, columns, 'doha'))).toEqual([1, 5]);
    expect(ids(filterRows(rows, columns, 'emile lusail'))).toEqual([3]);
    expect(ids(filterRows(rows, columns, 'doha khalid'))).toEqual([1]);
    expect(ids(filterRows(rows, columns, 'doha zzz'))).toEqual([]);
  });

  it('finds Arabic names however the alef is written', () => {
    expect(ids(filterRows(rows, columns, 'ايمان'))).toEqual([4]);
    expect(ids(filterRows(rows, columns, 'احمد'))).toEqual([2]);
    expect(ids(filterRows(rows, columns, 'الدوحة'))).toEqual([2]);
  });

  it('does not search numbers and dates unless the column says how', () => {
    expect(ids(filterRows(rows, columns, '1500'))).toEqual([]);
    const withAmount = [
      ...columns,
      { id: 'a', header: 'A', value: () => null, searchText: (r: Row) => String(r.amount) },
    ];
    expect(ids(filterRows(rows, withAmount, '1500'))).toEqual([1, 5]);
  });
});

describe('sortRows', () => {
  it('sorts numbers both ways, keeps ties stable and puts missing values last', () => {
    expect(ids(sortRows(rows, columns, { columnId: 'amount', direction: 'asc' }, 'en'))).toEqual([
      4, 2, 1, 5, 3,
    ]);
    expect(ids(sortRows(rows, columns, { columnId: 'amount', direction: 'desc' }, 'en'))).toEqual([
      1, 5, 2, 4, 3,
    ]);
  });

  it('sorts dates by time', () => {
    expect(ids(sortRows(rows, columns, { columnId: 'created', direction: 'asc' }, 'en'))).toEqual([
      2, 4, 1, 5, 3,
    ]);
  });

  it('sorts text with the locale’s collation, case-insensitively and with numbers in order', () => {
    const named = ['b', 'Lead 10', 'a', 'Lead 2', 'B'].map((name, id) => ({ ...rows[0], id, name }) as Row);
    expect(sortRows(named, columns, { columnId: 'name', direction: 'asc' }, 'en').map((r) => r.name)).toEqual(
      ['a', 'b', 'B', 'Lead 2', 'Lead 10'],
    );
  });

  it('orders Arabic names alphabetically in Arabic', () => {
    const arabic = ['يوسف', 'أحمد', 'خالد', 'بدر'].map((name, id) => ({ ...rows[0], id, name }) as Row);
    expect(
      sortRows(arabic, columns, { columnId: 'name', direction: 'asc' }, 'ar').map((r) => r.name),
    ).toEqual(['أحمد', 'بدر', 'خالد', 'يوسف']);
  });

  it('leaves the order alone without a sort or with an unknown column', () => {
    expect(ids(sortRows(rows, columns, null, 'en'))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(sortRows(rows, columns, { columnId: 'nope', direction: 'asc' }, 'en'))).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });
});

describe('paging', () => {
  const many = Array.from({ length: 23 }, (_, i) => i);

  it('slices pages and clamps a page past the end', () => {
    expect(pageOf(many, 0, 10)).toEqual({ rows: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], page: 0 });
    expect(pageOf(many, 2, 10)).toEqual({ rows: [20, 21, 22], page: 2 });
    expect(pageOf(many, 7, 10).page).toBe(2);
    expect(pageOf(many, -1, 10).page).toBe(0);
    expect(pageOf([], 3, 10)).toEqual({ rows: [], page: 0 });
    expect(lastPage(20, 10)).toBe(1);
  });
});

describe('nextSort', () => {
  it('starts a new column in its first direction and flips the same column', () => {
    expect(nextSort(null, 'a', 'asc')).toEqual({ columnId: 'a', direction: 'asc' });
    expect(nextSort({ columnId: 'a', direction: 'asc' }, 'a', 'asc')).toEqual({
      columnId: 'a',
      direction: 'desc',
    });
    expect(nextSort({ columnId: 'a', direction: 'desc' }, 'b', 'desc')).toEqual({
      columnId: 'b',
      direction: 'desc',
    });
  });
});
