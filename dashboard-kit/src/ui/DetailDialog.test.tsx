import { renderWithProviders } from '@portal/dashboard-kit-testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DetailDialog } from './DetailDialog.tsx';

describe('DetailDialog', () => {
  it('is named by its title, shows its content and closes by its button', () => {
    const onClose = vi.fn();
    renderWithProviders(
      <DetailDialog open title="Query for “Top products”" closeLabel="Close" onClose={onClose}>
        <p>select 1;</p>
      </DetailDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Query for “Top products”' });
    expect(dialog.textContent).toContain('select 1;');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('renders nothing while closed', () => {
    renderWithProviders(
      <DetailDialog open={false} title="Hidden" closeLabel="Close" onClose={() => {}}>
        <p>secret</p>
      </DetailDialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
