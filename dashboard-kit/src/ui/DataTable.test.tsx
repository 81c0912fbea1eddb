import { renderWithProviders } from '@portal/dashboard-kit-testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable.tsx';
import type { DataColumn } from './table-logic.ts';

interface Lead {
  id: string;
  name: string;
  city: string;
  value: number;
}

const cities = ['Doha', 'Lusail', 'Al Wakrah'];
const leads: Lead[] = Array.from({ length: 27 }, (_, i) => ({
  id: `l${i + 1}`,
  name: `Lead ${i + 1}`,
  city: cities[i % 3] as string,
  value: (i * 37) % 100,
}));

const columns: DataColumn<Lead>[] = [
  { id: 'name', header: 'Name', value: (l) => l.name },
  { id: 'city', header: 'City', value: (l) => l.city },
  { id: 'value', header: 'Value', value: (l) => l.value, align: 'end' },
];

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

afterEach(() => vi.restoreAllMocks());

describe('DataTable', () => {
  it('shows the first page and moves through pages', () => {
    renderWithProviders(<DataTable title="Leads" rows={leads} columns={columns} getRowId={(l) => l.id} />);
    expect(screen.getByRole('heading', { name: 'Leads' })).toBeTruthy();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('1–10 of 27')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to last page' }));
    expect(firstCells()).toEqual([
      'Lead 21',
      'Lead 22',
      'Lead 23',
      'Lead 24',
      'Lead 25',
      'Lead 26',
      'Lead 27',
    ]);
    expect(screen.getByText('21–27 of 27')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(firstCells()[0]).toBe('Lead 11');
    expect((screen.getByRole('button', { name: 'Go to first page' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('shows written text in its own direction, isolated from the page around it', () => {
    const rows = [{ id: 'c1', name: 'Doha Events Co.', city: 'الدوحة', value: 3 }];
    renderWithProviders(<DataTable title="Leads" rows={rows} columns={columns} getRowId={(l) => l.id} />, {
      locale: 'ar',
    });
    const [name, city, value] = within(bodyRows()[0] as HTMLElement).getAllByRole('cell');
    expect(name?.querySelector('bdi')?.textContent).toBe('Doha Events Co.');
    expect(city?.querySelector('bdi')?.textContent).toBe('الدوحة');
    expect(value?.querySelector('bdi')).toBeNull(); // a number is formatted for the page's language
  });

  it('changes the page size and goes back to the first page', () => {
    renderWithProviders(<DataTable title="Leads" rows={leads} columns={columns} getRowId={(l) => l.id} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page:' }), { target: { value: '25' } });
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('1–25 of 27')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Go to previous page' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('sorts by a header, numbers largest first, and flips on a second click', () => {
    renderWithProviders(<DataTable title="Leads" rows={leads} columns={columns} getRowId={(l) => l.id} />);
    const valueHeader = screen.getByRole('columnheader', { name: 'Value' });
    fireEvent.click(within(valueHeader).getByRole('button'));
    expect(valueHeader.getAttribute('aria-sort')).toBe('descending');
    const values = () => bodyRows().map((row) => Number(within(row).getAllByRole('cell')[2]?.textContent));
    const desc = values();
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc[0]).toBe(Math.max(...leads.map((l) => l.value)));
    fireEvent.click(within(valueHeader).getByRole('button'));
    expect(valueHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(values()[0]).toBe(Math.min(...leads.map((l) => l.value)));
  });

  it('searches, announces the result count and returns to the first page', async () => {
    renderWithProviders(<DataTable title="Leads" rows={leads} columns={columns} getRowId={(l) => l.id} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'lusail' } });
    await waitFor(() => expect(screen.getByText('9 results')).toBeTruthy());
    expect(bodyRows()).toHaveLength(9);
    expect(firstCells()[0]).toBe('Lead 2');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'nowhere' } });
    await waitFor(() => expect(screen.getByText('No rows match “nowhere”.')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
  });

  it('exports every matching row in the current order as CSV with a BOM', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    renderWithProviders(
      <DataTable
        title="Leads"
        rows={leads}
        columns={columns}
        getRowId={(l) => l.id}
        initialSort={{ columnId: 'value', direction: 'asc' }}
      />,
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'doha' } });
    await waitFor(() => expect(screen.getByText('9 results')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const bytes = new Uint8Array(await (blobs[0] as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    const doha = leads.filter((l) => l.city === 'Doha').sort((a, b) => a.value - b.value);
    expect(lines).toEqual(['Name,City,Value', ...doha.map((l) => `${l.name},Doha,${l.value}`)]);
  });

  it('keys rows by their id and opens sorted by a named column, highest first', async () => {
    renderWithProviders(<DataTable title="Leads" rows={leads} columns={columns} initialSort="value" />);
    const rows = screen.getAllByRole('row').slice(1);
    const highest = [...leads].sort((a, b) => b.value - a.value)[0];
    expect(rows[0]?.textContent).toContain(highest?.name);
  });

  it('speaks Arabic: labels, pagination text and an Arabic plural for the result count', async () => {
    renderWithProviders(<DataTable title="العملاء" rows={leads} columns={columns} getRowId={(l) => l.id} />, {
      locale: 'ar',
    });
    expect(screen.getByRole('button', { name: 'تصدير CSV' })).toBeTruthy();
    expect(screen.getByText('1–10 من 27')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'بحث' }), { target: { value: 'Lead 1' } });
    // Every word must match somewhere: "Lead 1", "Lead 10" … "Lead 19" and "Lead 21" (12, Arabic "many").
    await waitFor(() => expect(screen.getByText('12 نتيجة')).toBeTruthy());
    fireEvent.change(screen.getByRole('searchbox', { name: 'بحث' }), { target: { value: 'Lead 2' } });
    // "Lead 2", "Lead 12", "Lead 20" … "Lead 27": 10 rows, Arabic "few" form (3–10).
    await waitFor(() => expect(screen.getByText('10 نتائج')).toBeTruthy());
    fireEvent.change(screen.getByRole('searchbox', { name: 'بحث' }), { target: { value: 'Lead 27' } });
    await waitFor(() => expect(screen.getByText('نتيجة واحدة')).toBeTruthy());
  });

  it('shows the empty message and no table without rows', () => {
    renderWithProviders(
      <DataTable
        title="Leads"
        rows={[]}
        columns={columns}
        getRowId={(l) => l.id}
        emptyMessage="No leads yet."
      />,
    );
    expect(screen.getByText('No leads yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it('keys rows by the field rowKey names when they have no id (no duplicate keys)', () => {
    const topics = [
      { topic: 'Delivery', count: 3 },
      { topic: 'Prices', count: 2 },
    ];
    const columns: DataColumn<(typeof topics)[number]>[] = [
      { id: 'topic', header: 'Topic', value: (r) => r.topic },
      { id: 'count', header: 'Count', value: (r) => r.count },
    ];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderWithProviders(<DataTable title="Topics" rows={topics} columns={columns} rowKey="topic" />);
      expect(screen.getByText('Delivery')).toBeTruthy();
      expect(screen.getByText('Prices')).toBeTruthy();
      expect(errors.mock.calls.some((call) => String(call[0]).includes('same key'))).toBe(false);
      // Without it both rows would share the key "undefined": the check above can fail.
      renderWithProviders(<DataTable title="Topics" rows={topics} columns={columns} />);
      expect(errors.mock.calls.some((call) => String(call[0]).includes('same key'))).toBe(true);
    } finally {
      errors.mockRestore();
    }
  });
});
