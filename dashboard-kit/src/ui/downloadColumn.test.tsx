import { renderWithProviders } from '@portal/dashboard-kit-testing';
import { renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useColumns } from './columns.tsx';
import { csvTable } from './csv.ts';

type Report = { name: string; ready: boolean; total: number };
const reports: Report[] = [
  { name: 'March', ready: true, total: 1200 },
  { name: 'April', ready: false, total: 0 },
];

describe('col.download', () => {
  it('gives a named download button to each row with a file, the missing dash to the others', () => {
    const { result } = renderHook(() => useColumns());
    const column = result.current.download<Report>('download', 'Download', {
      label: 'Download',
      header: ['Item', 'Value'],
      file: (r) => (r.ready ? { name: r.name, rows: [['Total', r.total]] } : null),
    });
    expect(column.render?.(reports[1] as Report)).toBe('—');
    renderWithProviders(<div>{column.render?.(reports[0] as Report)}</div>);
    expect(screen.getByRole('button', { name: 'Download: March' })).toBeTruthy();
    // A button is no value: the column does not sort and stays out of the table's own export.
    expect(column.sortable).toBe(false);
    expect(csvTable([column], reports).header).toEqual([]);
  });
});
