import { renderWithProviders } from '@portal/dashboard-kit-testing';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardPages, tab } from './DashboardPages.tsx';
import { perDaySeries } from './PerDayChart.tsx';
import { series } from './series.ts';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('DashboardPages', () => {
  it('lays out Overview from its parts, the own tabs, then Analytics', () => {
    renderWithProviders(
      <DashboardPages
        label="Sections"
        overview={{ kpis: [{ label: 'Requests', value: '42' }], children: <p>Below the figures</p> }}
        tabs={[tab('requests', 'Requests list', <p>The requests</p>)]}
        analytics={<p>A page of its own</p>}
      />,
    );
    const names = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(names).toEqual(['Overview', 'Requests list', 'Analytics']);
    expect(screen.getByText('42')).toBeTruthy();
    expect(screen.getByText('Below the figures')).toBeTruthy();
    expect(screen.queryByText('The requests')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Requests list' }));
    expect(screen.getByText('The requests')).toBeTruthy();
    expect(window.location.hash).toBe('#requests');
    fireEvent.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(screen.getByText('A page of its own')).toBeTruthy();
  });
});

describe('chart series helpers', () => {
  it('series() is one series in one call', () => {
    expect(series('median', 'Median', [1, 2])).toEqual({ id: 'median', label: 'Median', data: [1, 2] });
  });

  it('perDaySeries() takes each labelled series from the per-day figures, in the order written', () => {
    const perDay = { days: ['2026-11-23', '2026-11-24'], alone: [1, 2], byPerson: [3, 4], other: [9, 9] };
    expect(perDaySeries(perDay, { byPerson: 'By a person', alone: 'Alone' })).toEqual({
      days: perDay.days,
      series: [
        { id: 'byPerson', label: 'By a person', data: [3, 4] },
        { id: 'alone', label: 'Alone', data: [1, 2] },
      ],
    });
  });
});
