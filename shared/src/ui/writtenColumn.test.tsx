import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useColumns } from './columns.tsx';
import { DataTable } from './DataTable.tsx';
import { renderWithProviders } from './testing.tsx';

interface Question {
  id: string;
  text: string;
}

function Questions({ rows }: { rows: Question[] }) {
  const col = useColumns();
  const columns = [col.written<Question>('text', 'Question', (q) => q.text)];
  return <DataTable title="Questions" rows={rows} columns={columns} />;
}

describe('written column', () => {
  it('shows what someone wrote in its own direction', () => {
    renderWithProviders(<Questions rows={[{ id: '1', text: 'كم المبيعات؟' }]} />);
    const cell = within(screen.getByRole('table')).getByText('كم المبيعات؟');
    expect(cell.tagName).toBe('SPAN');
    expect(cell.getAttribute('dir')).toBe('auto');
  });
});
