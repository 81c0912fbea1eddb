import { renderWithProviders } from '@portal/dashboard-kit-testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState, ErrorState, LoadingState } from './states.tsx';

describe('states', () => {
  it('announces loading politely', () => {
    renderWithProviders(<LoadingState />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('shows an empty state with defaults or given texts', () => {
    renderWithProviders(<EmptyState />);
    expect(screen.getByText('Nothing here yet')).toBeTruthy();
    renderWithProviders(<EmptyState title="No posts" message="Schedule your first post." />);
    expect(screen.getByText('Schedule your first post.')).toBeTruthy();
  });

  it('shows an error as an alert with Retry that calls back', () => {
    let retries = 0;
    renderWithProviders(<ErrorState onRetry={() => retries++} />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load this data');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retries).toBe(1);
  });

  it('disables Retry while retrying and hides it without a handler', () => {
    renderWithProviders(<ErrorState onRetry={() => {}} retrying />);
    expect((screen.getByRole('button', { name: 'Retry' }) as HTMLButtonElement).disabled).toBe(true);
    renderWithProviders(<ErrorState />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('speaks Arabic', () => {
    renderWithProviders(<ErrorState onRetry={() => {}} />, { locale: 'ar' });
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeTruthy();
    expect(screen.getByText('تعذّر تحميل هذه البيانات')).toBeTruthy();
  });
});
