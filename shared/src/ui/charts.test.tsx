import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChartCard, LineChartCard, PieChartCard } from './charts.tsx';
import { renderWithProviders } from './testing.tsx';

const translateX = (element: Element | null) =>
  Number(/translate\(([-\d.]+)/.exec(element?.getAttribute('transform') ?? '')?.[1] ?? Number.NaN);

/** x of each category tick label, by label text. */
function categoryTicks(container: HTMLElement): Record<string, number> {
  const xAxis = container.querySelector('.MuiChartsAxis-directionX');
  const ticks: Record<string, number> = {};
  for (const tick of xAxis?.querySelectorAll('.MuiChartsAxis-tickContainer') ?? []) {
    const label = tick.textContent?.trim();
    if (label) ticks[label] = translateX(tick);
  }
  return ticks;
}

const yAxisX = (container: HTMLElement) => translateX(container.querySelector('.MuiChartsAxis-directionY'));

const series = [{ id: 'leads', label: 'Leads', data: [3, 5, 8] }];

describe('chart cards', () => {
  it('run categories left to right with the value axis on the left in English', () => {
    const { container } = renderWithProviders(
      <BarChartCard title="Leads by status" categories={['New', 'Won', 'Lost']} series={series} />,
    );
    expect(screen.getByRole('figure', { name: 'Leads by status' })).toBeTruthy();
    const x = categoryTicks(container);
    expect(x.New).toBeLessThan(x.Won as number);
    expect(x.Won).toBeLessThan(x.Lost as number);
    expect(yAxisX(container)).toBeLessThanOrEqual(Math.min(...Object.values(x)));
  });

  it('run categories right to left with the value axis on the right in Arabic', () => {
    const { container } = renderWithProviders(
      <BarChartCard title="حسب الحالة" categories={['جديد', 'فوز', 'خسارة']} series={series} />,
      { locale: 'ar' },
    );
    const x = categoryTicks(container);
    expect(x.جديد).toBeGreaterThan(x.فوز as number);
    expect(x.فوز).toBeGreaterThan(x.خسارة as number);
    expect(yAxisX(container)).toBeGreaterThanOrEqual(Math.max(...Object.values(x)));
  });

  it('reverses the time axis of line charts in Arabic', () => {
    const days = ['1 Mar', '2 Mar', '3 Mar'];
    const { container: ltr } = renderWithProviders(
      <LineChartCard title="Per day" xLabels={days} series={series} />,
    );
    const en = categoryTicks(ltr);
    expect(en['1 Mar']).toBeLessThan(en['3 Mar'] as number);
    const { container: rtl } = renderWithProviders(
      <LineChartCard title="Per day" xLabels={days} series={series} />,
      {
        locale: 'ar',
      },
    );
    const ar = categoryTicks(rtl);
    expect(ar['1 Mar']).toBeGreaterThan(ar['3 Mar'] as number);
  });

  it('formats the value axis with the given formatter', () => {
    const { container } = renderWithProviders(
      <BarChartCard
        title="Revenue"
        categories={['Jan', 'Feb']}
        series={[{ id: 'r', label: 'R', data: [1000, 3000] }]}
        valueFormat={(v) => `Q${v}`}
      />,
    );
    const yLabels = [
      ...(container.querySelector('.MuiChartsAxis-directionY')?.querySelectorAll('text') ?? []),
    ].map((t) => t.textContent);
    expect(yLabels.length).toBeGreaterThan(1);
    for (const label of yLabels) expect(label).toMatch(/^Q\d+$/);
  });

  it('shows the empty state instead of an empty chart', () => {
    renderWithProviders(
      <LineChartCard title="Per day" xLabels={['a', 'b']} series={[{ id: 's', label: 'S', data: [0, 0] }]} />,
    );
    expect(screen.getByText('Nothing here yet')).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
    renderWithProviders(<PieChartCard title="By source" slices={[{ id: 'a', label: 'A', value: 0 }]} />, {
      locale: 'ar',
    });
    expect(screen.getByText('لا يوجد شيء هنا بعد')).toBeTruthy();
  });

  it('draws a pie slice per non-zero value with a legend of their labels', () => {
    const { container } = renderWithProviders(
      <PieChartCard
        title="By source"
        slices={[
          { id: 'web', label: 'Website', value: 10 },
          { id: 'li', label: 'LinkedIn', value: 5 },
          { id: 'none', label: 'Fax', value: 0 },
        ]}
      />,
    );
    expect(container.querySelectorAll('.MuiPieArc-root, path[class*="PieArc"]').length).toBe(2);
    expect(screen.getByText('Website')).toBeTruthy();
    expect(screen.queryByText('Fax')).toBeNull();
  });
});
