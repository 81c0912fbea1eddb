// @vitest-environment happy-dom
/** PlainTable as assistive technology reads it: its name, headers, row headers, cells and actions. */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { column, type PlainColumn, PlainTable, RowButton } from './PlainTable.tsx';

afterEach(cleanup);

interface Fruit {
  id: string;
  name: string;
  price: number;
}
const FRUITS: Fruit[] = [
  { id: 'a', name: 'Apple', price: 3 },
  { id: 'b', name: 'Banana', price: 12 },
];

function renderFruits(onEdit: (fruit: Fruit) => void = () => {}, stackOnPhone = false) {
  const columns: PlainColumn<Fruit>[] = [
    column('Name', (fruit) => fruit.name, { rowHeader: true }),
    column('Price', (fruit) => String(fruit.price), { align: 'right', testId: 'price' }),
    column(
      'Actions',
      (fruit) => (
        <RowButton label="Edit" accessibleLabel={`Edit ${fruit.name}`} onClick={() => onEdit(fruit)} />
      ),
      { nowrap: true, bareWhenStacked: true },
    ),
  ];
  render(
    <PlainTable
      label="Fruits"
      testId="fruits"
      columns={columns}
      rows={FRUITS}
      rowKey={(fruit) => fruit.id}
      rowData={(fruit) => ({ 'data-id': fruit.id })}
      stackOnPhone={stackOnPhone}
    />,
  );
}

describe('PlainTable', () => {
  it('shows the headers and, per row, a row header and its cells', () => {
    renderFruits();
    const table = screen.getByRole('table', { name: 'Fruits' });
    expect(table.getAttribute('data-testid')).toBe('fruits');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Price', 'Actions']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Apple', 'Banana']);
    expect(screen.getAllByTestId('price').map((c) => c.textContent)).toEqual(['3', '12']);
    const banana = table.querySelector('[data-id="b"]');
    expect(banana?.textContent).toContain('Banana');
  });

  it("runs a row's action, named for that row", () => {
    const edited: string[] = [];
    renderFruits((fruit) => edited.push(fruit.id));
    fireEvent.click(screen.getByRole('button', { name: 'Edit Banana' }));
    expect(edited).toEqual(['b']);
  });

  it('names each stacked cell by its column, except the row header and bare cells, only when asked', () => {
    renderFruits(undefined, true);
    const labels = (row: HTMLElement) =>
      Array.from(row.querySelectorAll('th, td')).map((cell) => cell.getAttribute('data-label'));
    const apple = screen.getByRole('row', { name: /Apple/ });
    expect(labels(apple)).toEqual([null, 'Price', null]);
    cleanup();
    renderFruits();
    expect(labels(screen.getByRole('row', { name: /Apple/ }))).toEqual([null, null, null]);
  });
});
