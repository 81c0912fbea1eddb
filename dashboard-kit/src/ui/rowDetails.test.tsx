import { renderWithProviders } from '@portal/dashboard-kit-testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DetailDialog } from './DetailDialog.tsx';
import { useRowDetails } from './rowDetails.tsx';

const ROWS = [
  { id: 'a', question: 'Top products' },
  { id: 'b', question: 'Sales by day' },
];

function Questions() {
  const details = useRowDetails<(typeof ROWS)[number]>();
  return (
    <>
      {ROWS.map((r) => (
        <div key={r.id}>{details.button(r, 'Show', `Show: ${r.question}`)}</div>
      ))}
      <DetailDialog {...details.dialog} title="Details" closeLabel="Close">
        {details.row?.question}
      </DetailDialog>
    </>
  );
}

describe('useRowDetails', () => {
  it('opens the row whose button was pressed, each button named for its row, and closes', async () => {
    renderWithProviders(<Questions />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show: Sales by day' }));
    expect(screen.getByRole('dialog', { name: 'Details' }).textContent).toContain('Sales by day');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
