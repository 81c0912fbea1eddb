import { describe, expect, it } from 'vitest';
import { listColumns } from './listColumns.ts';
import type { DataColumn } from './table-logic.ts';

type Invoice = { number: string; paidAt: string | null; daysOverdue: number };
const column = (id: string): DataColumn<Invoice> => ({ id, header: id, value: () => null });

describe('listColumns', () => {
  it('gives each list the shared first columns followed by its own', () => {
    const own = { invoices: [column('paid')], overdue: [column('days-overdue'), column('last-reminder')] };
    const ids = (name: 'invoices' | 'overdue') =>
      listColumns(name, [column('number'), column('amount')], own).map((c) => c.id);
    expect(ids('invoices')).toEqual(['number', 'amount', 'paid']);
    expect(ids('overdue')).toEqual(['number', 'amount', 'days-overdue', 'last-reminder']);
  });
});
