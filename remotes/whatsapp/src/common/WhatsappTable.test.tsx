import { useColumns } from '@portal/dashboard-kit/ui';
import { renderWithProviders } from '@portal/dashboard-kit-testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { whatsappNamespace } from '../i18n/index.ts';
import { whatsappTab } from './WhatsappTable.tsx';

interface Client {
  name: string;
  sent: number;
}

function ClientsTab({ rows, sortByName }: { rows: Client[]; sortByName?: boolean }) {
  const col = useColumns();
  const columns = [
    col.text<Client>('name', 'Name', (c) => c.name),
    col.number<Client>('sent', 'Sent', (c) => c.sent),
  ];
  const sort = sortByName
    ? { columnId: 'name', direction: 'asc' as const }
    : { columnId: 'sent', direction: 'desc' as const };
  const clients = whatsappTab('stopped', 'Stopped', 'stopped', rows, columns, {
    initialSort: sort,
    rowKey: 'name',
  });
  return (
    <section aria-label={clients.label} id={clients.id}>
      {clients.content}
    </section>
  );
}

const ROWS = [
  { name: 'Khalid', sent: 3 },
  { name: 'Mariam', sent: 9 },
];
const render = (rows: Client[], sortByName?: boolean) =>
  renderWithProviders(<ClientsTab rows={rows} sortByName={sortByName} />, {
    namespaces: { whatsapp: whatsappNamespace.messages },
  });
const firstName = () =>
  within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')[0]?.textContent;

describe('whatsappTab', () => {
  it('makes a tab of the family’s named table, titled from the family’s texts, with the options given', () => {
    render(ROWS);
    const tab = screen.getByRole('region', { name: 'Stopped' });
    expect(tab.id).toBe('stopped');
    expect(within(tab).getByText('Clients who stopped answering')).toBeTruthy();
    expect(firstName()).toBe('Mariam');
  });

  it('lets a tab choose its own sort, and says the table’s empty message without rows', () => {
    render(ROWS, true);
    expect(firstName()).toBe('Khalid');
    render([]);
    expect(screen.getByText('No clients to show.')).toBeTruthy();
  });
});
