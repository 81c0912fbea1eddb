import { renderWithProviders } from '@portal/dashboard-kit-testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { familyListTable, type ListColumns } from './familyListTable.tsx';

/**
 * A family whose texts are their own keys, so the test sees which key each part of the table used,
 * followed by the values given (`invoices.tables.overdue 3`).
 */
const useKeys = () => ({
  t: (key: string, values?: { count?: number }) =>
    values?.count === undefined ? key : `${key} ${values.count}`,
});

interface Invoice {
  id: string;
  number: string;
  dueDay: number;
  paid: number | null;
}

const InvoicesTable = familyListTable(
  useKeys,
  'invoices.',
  { invoices: 'number', overdue: 'late' },
  ({ t, col }, { today }: { today: number }): ListColumns<'invoices' | 'overdue', Invoice> => ({
    columns: [col.text('number', t('columns.number'), (i) => i.number)],
    invoices: [col.number('paid', t('columns.paid'), (i) => i.paid)],
    overdue: [col.number('late', t('columns.late'), (i) => today - i.dueDay)],
  }),
);

const ROWS = [
  { id: '1', number: 'INV-1', dueDay: 10, paid: null },
  { id: '2', number: 'INV-2', dueDay: 4, paid: 300 },
];
// A header's text (without what it tells screen readers of the sort) and how the table is sorted by it.
const headers = () =>
  screen
    .getAllByRole('columnheader')
    .map((h) => [h.textContent?.replace(/sorted \w+$/, ''), h.getAttribute('aria-sort')]);
const firstCells = () =>
  within(screen.getAllByRole('row')[1] as HTMLElement)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('familyListTable', () => {
  it('titles each list by its name, with its own last columns and its own first sort', () => {
    renderWithProviders(<InvoicesTable name="overdue" rows={ROWS} today={12} />);
    expect(screen.getByText('invoices.tables.overdue')).toBeTruthy();
    expect(headers()).toEqual([
      ['columns.number', null],
      ['columns.late', 'descending'],
    ]);
    expect(firstCells()).toEqual(['INV-2', '8']); // the most days late first
    renderWithProviders(<InvoicesTable name="invoices" rows={ROWS} today={12} />);
    expect(headers()).toEqual([
      ['columns.number', 'descending'],
      ['columns.paid', null],
    ]);
    renderWithProviders(<InvoicesTable name="invoices" rows={[]} today={12} />);
    expect(screen.getByText('invoices.empty.invoices')).toBeTruthy();
  });

  it("fills the list title's placeholders from titleValues", () => {
    renderWithProviders(<InvoicesTable name="overdue" rows={ROWS} today={12} titleValues={{ count: 3 }} />);
    expect(screen.getByText('invoices.tables.overdue 3')).toBeTruthy();
  });

  it('builds its columns again when a prop they read changes', () => {
    const { rerender } = renderWithProviders(<InvoicesTable name="overdue" rows={ROWS} today={12} />);
    rerender(<InvoicesTable name="overdue" rows={ROWS} today={20} />);
    expect(firstCells()).toEqual(['INV-2', '16']);
  });

  it('starts each list with its own sort when the tab changes, not the one the other list was left in', () => {
    // One place in the page showing one list, then the other, as a dashboard's tabs do.
    function Lists() {
      const [name, setName] = useState<'invoices' | 'overdue'>('invoices');
      return (
        <>
          <button type="button" onClick={() => setName('overdue')}>
            overdue
          </button>
          <InvoicesTable name={name} rows={ROWS} today={12} />
        </>
      );
    }
    renderWithProviders(<Lists />);
    // Sorted by a column both lists have: the one the other list could keep.
    fireEvent.click(screen.getByRole('button', { name: /columns\.number/ }));
    expect(headers()[0]).toEqual(['columns.number', 'ascending']);
    fireEvent.click(screen.getByRole('button', { name: 'overdue' }));
    expect(headers()).toEqual([
      ['columns.number', null],
      ['columns.late', 'descending'],
    ]);
  });
});
