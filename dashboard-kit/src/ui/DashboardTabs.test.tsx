import { renderWithProviders } from '@portal/dashboard-kit-testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardTabs } from './DashboardTabs.tsx';

const tabs = [
  { id: 'overview', label: 'Overview', render: () => <p>Overview content</p> },
  { id: 'recent-leads', label: 'Recent Leads', render: () => <p>Leads content</p> },
  { id: 'analytics', label: 'Analytics', render: () => <p>Analytics content</p> },
];

afterEach(() => window.history.replaceState(null, '', '/'));

describe('DashboardTabs', () => {
  it('renders a named tab list and only the active panel, linked to its tab', () => {
    renderWithProviders(<DashboardTabs tabs={tabs} label="Lead generation sections" />);
    expect(screen.getByRole('tablist', { name: 'Lead generation sections' })).toBeTruthy();
    const overview = screen.getByRole('tab', { name: 'Overview' });
    expect(overview.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(overview.id);
    expect(overview.getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getByText('Overview content')).toBeTruthy();
    expect(screen.queryByText('Leads content')).toBeNull();
  });

  it('switches on click and keeps the tab in the URL hash', () => {
    renderWithProviders(<DashboardTabs tabs={tabs} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Recent Leads' }));
    expect(screen.getByText('Leads content')).toBeTruthy();
    expect(window.location.hash).toBe('#recent-leads');
  });

  it('opens the tab named by the hash, and follows later hash changes', () => {
    window.history.replaceState(null, '', '/#analytics');
    renderWithProviders(<DashboardTabs tabs={tabs} />);
    expect(screen.getByText('Analytics content')).toBeTruthy();
    act(() => {
      window.history.replaceState(null, '', '/#overview');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByText('Overview content')).toBeTruthy();
  });

  it('ignores an unknown hash and moves with the arrow keys', () => {
    window.history.replaceState(null, '', '/#nope');
    renderWithProviders(<DashboardTabs tabs={tabs} />);
    const overview = screen.getByRole('tab', { name: 'Overview' });
    expect(overview.getAttribute('aria-selected')).toBe('true');
    overview.focus();
    fireEvent.keyDown(overview, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Recent Leads' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Analytics' }));
  });

  it('mirrors the arrow keys in Arabic (right-to-left)', () => {
    renderWithProviders(<DashboardTabs tabs={tabs} />, { locale: 'ar' });
    const overview = screen.getByRole('tab', { name: 'Overview' });
    overview.focus();
    fireEvent.keyDown(overview, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Recent Leads' }));
  });

  it('can be controlled and leave the hash alone', () => {
    let selected = '';
    renderWithProviders(
      <DashboardTabs
        tabs={tabs}
        value="analytics"
        onChange={(id) => {
          selected = id;
        }}
        syncHash={false}
      />,
    );
    expect(screen.getByText('Analytics content')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(selected).toBe('overview');
    expect(window.location.hash).toBe('');
  });
});
