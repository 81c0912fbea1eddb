import { renderWithProviders } from '@portal/dashboard-kit-testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useColumns } from './columns.tsx';
import { familyTable } from './familyTable.tsx';
import { familyTableTab } from './familyTableTab.tsx';

/** A family whose texts are their own keys, so the test sees which key each part of the table used. */
const useKeys = () => ({ t: (key: string) => key });
const PeopleTable = familyTable<'people'>(useKeys);
const peopleTab = familyTableTab(PeopleTable, { initialSort: 'sent' });

interface Person {
  id: string;
  name: string;
  sent: number;
}

function PeopleTab({ rows, sortByName }: { rows: Person[]; sortByName?: boolean }) {
  const col = useColumns();
  const columns = [
    col.text<Person>('name', 'Name', (p) => p.name),
    col.number<Person>('sent', 'Sent', (p) => p.sent),
  ];
  const options = sortByName ? { initialSort: { columnId: 'name', direction: 'asc' } as const } : {};
  const people = peopleTab('people', 'People', 'people', rows, columns, options);
  return (
    <section aria-label={people.label} id={people.id}>
      {people.content}
    </section>
  );
}

const ROWS = [
  { id: '1', name: 'Khalid', sent: 3 },
  { id: '2', name: 'Mariam', sent: 9 },
];
const firstName = () =>
  within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')[0]?.textContent;

describe('familyTableTab', () => {
  it('makes a tab of the family’s named table, sorted as the family’s tables start', () => {
    renderWithProviders(<PeopleTab rows={ROWS} />);
    const tab = screen.getByRole('region', { name: 'People' });
    expect(tab.id).toBe('people');
    expect(within(tab).getByText('tables.people')).toBeTruthy();
    expect(firstName()).toBe('Mariam'); // the most sent first
  });

  it('lets a tab choose its own sort, and says the table’s empty message without rows', () => {
    renderWithProviders(<PeopleTab rows={ROWS} sortByName />);
    expect(firstName()).toBe('Khalid');
    renderWithProviders(<PeopleTab rows={[]} />);
    expect(screen.getByText('empty.people')).toBeTruthy();
  });
});
