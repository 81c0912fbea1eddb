import { renderWithProviders } from '@portal/dashboard-kit-testing';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LineChartCard } from './charts.tsx';

// Apart from charts.test.tsx: here the chart code is not loaded before the charts mount, as on a page.
const series = [{ id: 'leads', label: 'Leads', data: [3, 5, 8] }];

describe('chart cards whose code arrives after they mount', () => {
  it('draw one at a time, each in its own commit, in the order they mounted', async () => {
    const { container } = renderWithProviders(
      <>
        <LineChartCard title="First" xLabels={['a', 'b', 'c']} series={series} skipAnimation />
        <LineChartCard title="Second" xLabels={['a', 'b', 'c']} series={series} skipAnimation />
        <LineChartCard title="Third" xLabels={['a', 'b', 'c']} series={series} skipAnimation />
      </>,
    );
    const drawn = () =>
      [...container.querySelectorAll('[role="figure"]')].map((figure) =>
        figure.querySelector('.MuiChartsSurface-root') ? 1 : 0,
      );
    // Every change of the DOM, as the commits make them: which charts are drawn after each.
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const now = drawn().join('');
      if (seen.at(-1) !== now) seen.push(now);
    });
    observer.observe(container, { childList: true, subtree: true });
    expect(drawn()).toEqual([0, 0, 0]);
    await waitFor(() => expect(drawn()).toEqual([1, 1, 1]), { timeout: 15_000 });
    observer.disconnect();
    expect(seen).toEqual(['100', '110', '111']);
  });
});
