import { renderWithProviders } from '@portal/dashboard-kit-testing';
import { act, screen } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadChartParts, useChartParts } from './chartDrawing.ts';
import { BarChartCard, LineChartCard, PieChartCard, twoLines } from './charts.tsx';

const number = (element: Element, name: string) => Number(element.getAttribute(name));

/** Bars' x, ordered by height: smallest value first. */
function barsBySize(container: HTMLElement): number[] {
  return [...container.querySelectorAll('.MuiBarChart-element')]
    .map((bar) => ({ x: number(bar, 'x'), height: number(bar, 'height') }))
    .sort((a, b) => a.height - b.height)
    .map((bar) => bar.x);
}

/** Line marks' x, ordered by value: smallest value (largest cy, lowest on screen) first. */
function marksBySize(container: HTMLElement): number[] {
  return [...container.querySelectorAll('.MuiLineChart-mark')]
    .map((mark) => ({ x: number(mark, 'cx'), y: number(mark, 'cy') }))
    .sort((a, b) => b.y - a.y)
    .map((mark) => mark.x);
}

const yAxisX = (container: HTMLElement) =>
  Number(
    /translate\(([-\d.]+)/.exec(
      container.querySelector('.MuiChartsAxis-directionY')?.getAttribute('transform') ?? '',
    )?.[1],
  );

const isIncreasing = (values: number[]) => values.every((v, i) => i === 0 || v > (values[i - 1] as number));
const isDecreasing = (values: number[]) => values.every((v, i) => i === 0 || v < (values[i - 1] as number));

// Values grow with the category index, so "smallest value first" means "first category first".
const series = [{ id: 'leads', label: 'Leads', data: [3, 5, 8] }];

describe('chart cards', () => {
  // The chart code loads lazily (charts.tsx); once loaded, every chart draws on its first render.
  beforeAll(() => loadChartParts());
  afterEach(() => vi.restoreAllMocks());

  it('run categories left to right with the value axis on the left in English', () => {
    const { container } = renderWithProviders(
      <BarChartCard
        title="Leads by status"
        categories={['New', 'Won', 'Lost']}
        series={series}
        skipAnimation
      />,
    );
    expect(screen.getByRole('figure', { name: 'Leads by status' })).toBeTruthy();
    const x = barsBySize(container);
    expect(x).toHaveLength(3);
    expect(isIncreasing(x)).toBe(true);
    expect(yAxisX(container)).toBeLessThanOrEqual(Math.min(...x));
  });

  it('run categories right to left with the value axis on the right in Arabic', () => {
    const { container } = renderWithProviders(
      <BarChartCard title="حسب الحالة" categories={['جديد', 'فوز', 'خسارة']} series={series} skipAnimation />,
      { locale: 'ar' },
    );
    const x = barsBySize(container);
    expect(x).toHaveLength(3);
    expect(isDecreasing(x)).toBe(true);
    expect(yAxisX(container)).toBeGreaterThanOrEqual(Math.max(...x));
  });

  it('runs time right to left in Arabic line charts', () => {
    // jsdom lays nothing out: the chart reads its card's width '100%' as 100 px, too narrow for the
    // room its edge label keeps. A card's width on a desktop.
    const computed = window.getComputedStyle.bind(window);
    vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
      const style = computed(element, pseudo);
      return style.width === '100%'
        ? ({ ...style, width: '560px', height: style.height } as CSSStyleDeclaration)
        : style;
    });
    const days = ['1 Mar', '2 Mar', '3 Mar'];
    const { container: ltr } = renderWithProviders(
      <LineChartCard title="Per day" xLabels={days} series={series} skipAnimation />,
    );
    expect(marksBySize(ltr)).toHaveLength(3);
    expect(isIncreasing(marksBySize(ltr))).toBe(true);
    const { container: rtl } = renderWithProviders(
      <LineChartCard title="Per day" xLabels={days} series={series} skipAnimation />,
      { locale: 'ar' },
    );
    const x = marksBySize(rtl);
    expect(x).toHaveLength(3);
    expect(isDecreasing(x)).toBe(true);
  });

  it('lets horizontal bars grow to the left in Arabic, categories top to bottom', () => {
    const { container } = renderWithProviders(
      <BarChartCard
        title="By campaign"
        categories={['A', 'B', 'C']}
        series={series}
        layout="horizontal"
        skipAnimation
      />,
      { locale: 'ar' },
    );
    const bars = [...container.querySelectorAll('.MuiBarChart-element')].map((bar) => ({
      x: number(bar, 'x'),
      y: number(bar, 'y'),
      width: number(bar, 'width'),
    }));
    expect(bars).toHaveLength(3);
    // One right edge (the zero line); bigger values reach further left.
    expect(new Set(bars.map((b) => Math.round(b.x + b.width))).size).toBe(1);
    const topToBottom = [...bars].sort((a, b) => a.y - b.y);
    expect(isIncreasing(topToBottom.map((b) => b.width))).toBe(true);
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

  it('puts a legend of the series under the chart, each in the colour its bars are drawn in', () => {
    const { container } = renderWithProviders(
      <BarChartCard
        title="Answers per day"
        categories={['1 Nov', '2 Nov']}
        series={[
          { id: 'answered', label: 'Answered', data: [3, 4], color: '#0b5cad' },
          { id: 'unknown', label: 'Not known', data: [1, 2] },
        ]}
        stacked
        skipAnimation
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Answered', 'Not known']);
    const swatches = items.map((item) => getComputedStyle(item.firstElementChild as Element).backgroundColor);
    const bars = [...container.querySelectorAll('.MuiBarChart-element')].map(
      (bar) => getComputedStyle(bar).fill || bar.getAttribute('fill'),
    );
    expect(new Set(bars.map(String))).toEqual(new Set(swatches.map(String)));
    expect(swatches[0]).not.toBe(swatches[1]);
  });

  it('watches a chart area without setting state while React commits', () => {
    // State set during a commit (as a ref that stored its element in state did) is rendered again at
    // once, in the same task, and takes the page's passive effects with it.
    function Area() {
      const { area } = useChartParts();
      return <div ref={area} />;
    }
    const commits: string[] = [];
    renderWithProviders(
      <Profiler id="area" onRender={(_id, phase) => commits.push(phase)}>
        <Area />
      </Profiler>,
    );
    expect(commits).toEqual(['mount']);
  });

  it('keeps a drawn chart while its page draws it again with the same data, and draws it for new data', async () => {
    // x-charts copies each new series or axis object into its store and draws the whole chart again at
    // once: the card hands it new ones only when what the chart shows has changed.
    const parts = await loadChartParts();
    const { LineChart } = parts;
    let drawings = 0;
    parts.LineChart = ((props: Parameters<typeof LineChart>[0]) => {
      drawings += 1;
      return <LineChart {...props} />;
    }) as typeof LineChart;
    let showData: (data: number[]) => void = () => undefined;
    function Page() {
      const [data, setData] = useState([3, 5, 8]);
      showData = setData;
      return (
        <LineChartCard
          title="Leads per day"
          xLabels={['Mon', 'Tue', 'Wed']}
          series={[{ id: 'leads', label: 'Leads', data }]}
          skipAnimation
        />
      );
    }
    try {
      renderWithProviders(<Page />);
      expect(drawings).toBe(1);
      act(() => showData([3, 5, 8]));
      expect(drawings).toBe(1);
      act(() => showData([3, 5, 9]));
      expect(drawings).toBe(2);
    } finally {
      parts.LineChart = LineChart;
    }
  });

  it('draws each bar and each category label once as its chart mounts (patches/)', async () => {
    // x-charts 9.17 drew a chart twice in the task of its mount: it wrote the theme's tick label
    // style into its store in an effect after the first drawing (and the axes sized from their labels,
    // 'auto' as the cards' are, were measured again), and the category axis measured its labels only
    // in a second drawing of its own (docs/performance.md, "x-charts patched"). Unpatched: 6 and 6.
    const { BarChart } = await loadChartParts();
    const drawings = { bars: 0, categoryLabels: 0 };
    function CountedBar() {
      drawings.bars += 1;
      return null;
    }
    function CountedLabel({ text }: { text?: string }) {
      if (text === 'New' || text === 'Won' || text === 'Lost') drawings.categoryLabels += 1;
      return null;
    }
    renderWithProviders(
      <BarChart
        width={320}
        height={200}
        xAxis={[{ scaleType: 'band', data: ['New', 'Won', 'Lost'], height: 'auto' }]}
        yAxis={[{ width: 'auto' }]}
        series={[{ data: [3, 5, 8] }]}
        slots={{ bar: CountedBar, axisTickLabel: CountedLabel as never }}
      />,
    );
    expect(drawings).toEqual({ bars: 3, categoryLabels: 3 });
  });

  it('leaves the legend out for a single series: the title names it', () => {
    renderWithProviders(<BarChartCard title="Leads" categories={['New', 'Won', 'Lost']} series={series} />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('twoLines', () => {
  it('breaks a long category label at the space nearest its middle, and leaves short ones alone', () => {
    expect(twoLines('Before any reminder')).toBe('Before any\nreminder');
    expect(twoLines('After 1 reminder')).toBe('After 1\nreminder');
    expect(twoLines('قبل أي تذكير مرسل')).toBe('قبل أي\nتذكير مرسل');
    expect(twoLines('0–30 days')).toBe('0–30 days');
    expect(twoLines('Supercalifragilistic')).toBe('Supercalifragilistic'); // no space: one line
  });
});
