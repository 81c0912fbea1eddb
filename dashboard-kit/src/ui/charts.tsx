/**
 * Line, bar and pie charts in a ChartCard, on @mui/x-charts, with the few props dashboards need.
 *
 * RTL: x-charts mirrors text anchors and the legend in RTL, but not the axes. Arabic readers expect
 * time and categories to run right to left with the value axis on the right. We reverse the DATA
 * (labels and every series) instead of setting `reverse` on the axis: with a reversed axis x-charts
 * 9 applies the label gap with the wrong sign (getVisibleLabels), so Arabic dates ran into each
 * other, and tooltips of reversed axes have had bugs before (mui-x #12371). The value axis moves to
 * the right. Horizontal bars grow to the left through a reversed value axis, whose few numeric
 * labels are spaced far apart anyway. Legend and label bugs of older versions: mui-x #12118, #13613,
 * #16094. Direction comes from the shell's theme.
 *
 * The chart code (chartParts.ts) loads on first use, after the dashboard's own chunk and after the
 * frame that paints the KPI row: the card's frame and title paint at once, at their final size, and
 * the chart fills in once it nears the screen, one chart at a time (chartDrawing.ts, docs/architecture.md).
 */
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useFormatters, useUiTranslation } from '../i18n/index.ts';
import { ChartCard, type ChartCardProps } from './ChartCard.tsx';
import { useChartParts } from './chartDrawing.ts';
import type { ChartParts } from './chartParts.ts';

/** Holds the chart's place (the card's chart area has a fixed height, so nothing moves). */
const ChartPending = ({ ref }: { ref: (element: Element | null) => void }) => (
  <Box ref={ref} aria-busy="true" sx={{ height: '100%' }} />
);

export interface ChartSeries {
  id: string;
  label: string;
  /** null where nothing was measured (a day without answers): a gap in a line, no bar. */
  data: readonly (number | null)[];
  color?: string;
}

export interface PieSlice {
  id: string;
  label: string;
  value: number;
  color?: string;
}

type CardProps = Omit<ChartCardProps, 'children' | 'empty'> & {
  /** Draw at once without the entry animation (tests, print, users who asked for less motion). */
  skipAnimation?: boolean;
};

/** Names of the axes, shown along them: what the categories are (days…) and what the values count. */
interface AxisLabels {
  categoryAxisLabel?: string;
  valueAxisLabel?: string;
}

export interface LineChartCardProps extends CardProps, AxisLabels {
  /** One label per point, already formatted (e.g. f.dayMonth(date)). */
  xLabels: readonly string[];
  series: readonly ChartSeries[];
  /** Formats values in tooltips and on the value axis (default: the locale's number format). */
  valueFormat?: (value: number) => string;
  /** Fill the area under the lines. */
  area?: boolean;
}

export interface BarChartCardProps extends CardProps, AxisLabels {
  categories: readonly string[];
  series: readonly ChartSeries[];
  valueFormat?: (value: number) => string;
  /** 'horizontal' puts categories on the vertical axis (good for long names). */
  layout?: 'vertical' | 'horizontal';
  stacked?: boolean;
}

export interface PieChartCardProps extends CardProps {
  slices: readonly PieSlice[];
  valueFormat?: (value: number) => string;
  /** A ring instead of a full pie. */
  donut?: boolean;
}

/** Space between category labels; the default (4 px) lets Arabic dates touch. */
const LABEL_GAP = 12;

/** A category label longer than this goes on two lines under its bar. */
const LONG_LABEL = 14;

/**
 * A long category label on two lines, broken at the space nearest its middle: beside narrow bars the
 * axis would otherwise drop labels that would fit on two lines ("After 1 reminder" had none).
 */
export function twoLines(label: string): string {
  if (label.length <= LONG_LABEL) return label;
  const middle = label.length / 2;
  let best = -1;
  for (let i = label.indexOf(' '); i !== -1; i = label.indexOf(' ', i + 1))
    if (best === -1 || Math.abs(i - middle) < Math.abs(best - middle)) best = i;
  return best === -1 ? label : `${label.slice(0, best)}\n${label.slice(best + 1)}`;
}

/** In RTL the first category is drawn on the right: reverse the order of labels and values alike. */
const inReadingOrder = <T,>(items: readonly T[], rtl: boolean): T[] =>
  rtl ? [...items].reverse() : [...items];

const hasData = (series: readonly ChartSeries[]) =>
  series.some((s) => s.data.some((v) => v !== 0 && v !== null));

/**
 * Shared chart settings: direction, the chart code (once loaded), the value format (the locale's
 * numbers unless the card names its own), translated overlay texts and the legend under the chart.
 */
function useChartBasics(valueFormat: ((value: number) => string) | undefined) {
  const theme = useTheme();
  const { t } = useUiTranslation();
  const f = useFormatters();
  return {
    rtl: theme.direction === 'rtl',
    format: valueFormat ?? ((v: number) => f.number(v)),
    localeText: { noData: t('chart.noData'), loading: t('chart.loading') },
    legend: { position: { vertical: 'bottom', horizontal: 'center' } } as const,
  };
}

interface ChartInCardProps {
  card: Omit<ChartCardProps, 'children' | 'empty'>;
  empty: boolean;
  /** Draws the chart with the loaded chart code. */
  draw: (parts: ChartParts) => ReactNode;
}

/**
 * The chart's card, with its place held until the chart code is here. x-charts draws a chart at size 0,
 * measures its box in a layout effect and draws it again at once, in the same task: drawn at its
 * area's size from the start (the `width` and `height` props) it still draws again there, because its
 * axes take the theme's tick label style in a layout effect too (x-charts 9), so that was tried and left
 * (docs/performance.md, "Live dashboards' main thread").
 */
function ChartInCard({ card, empty, draw }: ChartInCardProps) {
  const { parts, placeholder } = useChartParts();
  return (
    <ChartCard {...card} empty={empty}>
      {parts ? draw(parts) : <ChartPending ref={placeholder} />}
    </ChartCard>
  );
}

/** Half of the widest day label ("28 نوفمبر", "Nov 28") in the axis's font, in px. */
const EDGE_LABEL_ROOM = 36;

export function LineChartCard({
  xLabels,
  series,
  valueFormat,
  area = false,
  skipAnimation,
  categoryAxisLabel,
  valueAxisLabel,
  ...card
}: LineChartCardProps) {
  const { rtl, format, localeText, legend } = useChartBasics(valueFormat);
  return (
    <ChartInCard
      card={card}
      empty={!hasData(series)}
      draw={({ LineChart }) => (
        <LineChart
          skipAnimation={skipAnimation}
          localeText={localeText}
          // A point axis puts its last label on the chart's edge, half of it beyond the plot: room for
          // that half on the side away from the value axis, or it is cut to "28 ن…".
          margin={rtl ? { left: EDGE_LABEL_ROOM } : { right: EDGE_LABEL_ROOM }}
          xAxis={[
            {
              scaleType: 'point',
              data: inReadingOrder(xLabels, rtl),
              tickLabelMinGap: LABEL_GAP,
              label: categoryAxisLabel,
              // As tall as its labels: at the default height an Arabic day ("28 نوفمبر", whose script
              // measures taller) does not fit and is cut to "28 ن…".
              height: 'auto',
            },
          ]}
          yAxis={[
            {
              position: rtl ? 'right' : 'left',
              valueFormatter: (v: number) => format(v),
              width: 'auto',
              label: valueAxisLabel,
            },
          ]}
          series={series.map((s) => ({
            id: s.id,
            label: s.label,
            data: inReadingOrder(s.data, rtl),
            color: s.color,
            area,
            // Marks on short series, and wherever a gap could leave a lone point without a line.
            showMark: xLabels.length <= 14 || s.data.includes(null),
            valueFormatter: (v: number | null) => (v === null ? '' : format(v)),
          }))}
          hideLegend={series.length < 2}
          slotProps={{ legend }}
          grid={{ horizontal: true }}
        />
      )}
    />
  );
}

export function BarChartCard({
  categories,
  series,
  valueFormat,
  layout = 'vertical',
  stacked = false,
  skipAnimation,
  categoryAxisLabel,
  valueAxisLabel,
  ...card
}: BarChartCardProps) {
  const { rtl, format, localeText, legend } = useChartBasics(valueFormat);
  const horizontal = layout === 'horizontal';
  // Only a horizontal category axis runs in reading order; vertical categories read top to bottom.
  const flip = rtl && !horizontal;
  const band = {
    scaleType: 'band' as const,
    data: inReadingOrder(categories, flip),
    tickLabelMinGap: LABEL_GAP,
    label: categoryAxisLabel,
  };
  return (
    <ChartInCard
      card={card}
      empty={!hasData(series)}
      draw={({ BarChart }) => (
        <BarChart
          skipAnimation={skipAnimation}
          localeText={localeText}
          layout={layout}
          xAxis={[
            horizontal
              ? {
                  valueFormatter: (v: number) => format(v),
                  reverse: rtl,
                  label: valueAxisLabel,
                  height: 'auto',
                }
              : {
                  ...band,
                  // Long labels under vertical bars go on two lines (the axis grows for them), so
                  // that they fit beside each other; where even then they would overlap (a phone),
                  // the axis still leaves some out.
                  valueFormatter: (value: string, context: { location: string }) =>
                    context.location === 'tick' ? twoLines(value) : value,
                  height: 'auto',
                },
          ]}
          yAxis={[
            horizontal
              ? { ...band, position: rtl ? 'right' : 'left', width: 'auto' }
              : {
                  position: rtl ? 'right' : 'left',
                  valueFormatter: (v: number) => format(v),
                  width: 'auto',
                  label: valueAxisLabel,
                },
          ]}
          series={series.map((s) => ({
            id: s.id,
            label: s.label,
            data: inReadingOrder(s.data, flip),
            color: s.color,
            stack: stacked ? 'total' : undefined,
            valueFormatter: (v: number | null) => (v === null ? '' : format(v)),
          }))}
          hideLegend={series.length < 2}
          slotProps={{ legend }}
          grid={horizontal ? { vertical: true } : { horizontal: true }}
        />
      )}
    />
  );
}

export function PieChartCard({
  slices,
  valueFormat,
  donut = true,
  skipAnimation,
  ...card
}: PieChartCardProps) {
  const { format, localeText, legend } = useChartBasics(valueFormat);
  const visible = slices.filter((s) => s.value > 0);
  return (
    <ChartInCard
      card={card}
      empty={visible.length === 0}
      draw={({ PieChart }) => (
        <PieChart
          skipAnimation={skipAnimation}
          localeText={localeText}
          series={[
            {
              data: visible.map((s) => ({ id: s.id, label: s.label, value: s.value, color: s.color })),
              innerRadius: donut ? '55%' : 0,
              paddingAngle: 1,
              cornerRadius: 3,
              valueFormatter: (item: { value: number }) => format(item.value),
            },
          ]}
          slotProps={{ legend }}
        />
      )}
    />
  );
}
