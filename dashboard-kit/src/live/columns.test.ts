import { describe, expect, expectTypeOf, it } from 'vitest';
import { columnList, type SelectedRow, selection } from './columns.ts';
import type { RowOf } from './query.ts';

describe('columnList', () => {
  it('lists the columns in the order written, as one list', () => {
    expect(columnList('leads', 'id status created_at')).toEqual(['id', 'status', 'created_at']);
  });

  it('rejects a name that is not a column of the table at compile time', () => {
    // @ts-expect-error: 'nonsense' is not a column of leads.
    expect(columnList('leads', 'id nonsense')).toEqual(['id', 'nonsense']);
  });
});

describe('selection', () => {
  it('declares a table and its columns once, in the order written', () => {
    expect(selection({ invoices: 'id status due_on' })).toEqual({
      table: 'invoices',
      columns: ['id', 'status', 'due_on'],
    });
  });

  it('derives the row type of exactly the selected columns', () => {
    const invoices = selection({ invoices: 'id status due_on' });
    expectTypeOf<SelectedRow<typeof invoices>>().toEqualTypeOf<
      RowOf<'invoices', 'id' | 'status' | 'due_on'>
    >();
    expectTypeOf(invoices.table).toEqualTypeOf<'invoices'>();
  });

  it('rejects a name that is not a column of the table at compile time', () => {
    // @ts-expect-error: 'nonsense' is not a column of leads.
    expect(selection({ leads: 'id nonsense' }).columns).toEqual(['id', 'nonsense']);
  });

  it('names exactly one table', () => {
    // @ts-expect-error: two tables are two selections.
    expect(() => selection({ leads: 'id', deals: 'id' })).toThrow('exactly one table');
  });
});
