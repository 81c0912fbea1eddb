/**
 * Line, bar and pie charts in a ChartCard, on @mui/x-charts, with the few props dashboards need.
 *
 * RTL: x-charts mirrors text anchors in RTL, but not the axes. Arabic readers expect time and
 * categories to run right to left with the value axis on the right. We reverse the DATA (labels and
 * every series) instead of setting `reverse` on the axis: with a reversed axis x-charts 9 applies the
 * label gap with the wrong sign (getVisibleLabels), so Arabic dates ran into each other, and tooltips
 * of reversed axes have had bugs before (mui-x #12371). The value axis moves to the right. Horizontal
 * bars grow to the left through a reversed value axis, whose few numeric labels are spaced far apart
 * anyway. Label bugs of older versions: mui-x #12118, #13613, #16094. The legend is the card's own, a
 * row in the page's direction. Direction comes from the shell's theme.
 *
 * The chart code (chartParts.ts) loads on first use, after the dashboard's own chunk and after the
 * frame that paints the KPI row: the card's frame, title and legend paint at once, at their final size,
 * and the chart fills in at its area's size once it nears the screen, one chart at a time
 * (chartDrawing.ts, docs/architecture.md).
 */
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { useFormatters, useLocale, useUiTranslation } from '../i18n/index.ts';
import { ChartCard, type ChartCardProps } from './ChartCard.tsx';
import { ChartLegend, type LegendItem, useColoured } from './ChartLegend.tsx';
import { type ChartSize, useChartParts } from './chartDrawing.ts';
import type { ChartParts } from './chartParts.ts';

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
 * Shared chart settings: direction, the value format (the locale's numbers unless the card names its
 * own) and translated overlay texts, all of which follow the locale.
 */
function useChartBasics(valueFormat: ((value: number) => string) | undefined) {
  const theme = useTheme();
  const { t } = useUiTranslation();
  const f = useFormatters();
  return {
    locale: useLocale(),
    rtl: theme.direction === 'rtl',
    format: valueFormat ?? ((v: number) => f.number(v)),
    localeText: { noData: t('chart.noData'), loading: t('chart.loading') },
  };
}

interface ChartInCardProps {
  card: Omit<ChartCardProps, 'children' | 'empty'>;
  empty: boolean;
  /** Under the chart, when it has more than one colour to tell apart. */
  legend?: readonly LegendItem[];
  /**
   * Everything the chart shows, as one value (`shown(…)`): data, labels, colours, options, locale.
   * The drawn chart is kept while it stays the same.
   */
  shows: string;
  /** Draws the chart with the loaded chart code, at the chart area's size (where it is known). */
  draw: (parts: ChartParts, size: ChartSize | undefined) => ReactNode;
}

/** What a chart shows, as one value that compares by content (ChartInCard's `shows`). */
const shown = (...inputs: unknown[]) => JSON.stringify(inputs);

/**
 * The chart's card: the chart's area and the legend under it. The area is held, busy, until the chart
 * may draw (chartDrawing.ts); then x-charts draws at the area's size, its own legend hidden (the card's
 * is drawn from the start, so the area's size is known before the chart draws).
 *
 * A card drawn again with the same data (its page drew again: new rows of another table, a status)
 * keeps the chart it drew. x-charts takes each new axis or series object for new data and copies it
 * into its store in an effect, and a store update is rendered at once: the whole chart was drawn twice
 * more, in one task, on every drawing of its page (docs/performance.md, "Tabs without measuring, and
 * charts kept while their data is").
 */
function ChartInCard({ card, empty, legend, shows, draw }: ChartInCardProps) {
  const { parts, size, area } = useChartParts();
  // `shows` stands for all that `draw` reads; useChartParts keeps one size object while the size is
  // the same.
  const chart = useMemo(() => parts && draw(parts, size), [parts, size, shows]);
  return (
    <ChartCard {...card} empty={empty}>
      <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
        <Box ref={area} aria-busy={parts ? undefined : 'true'} sx={{ flex: 1, minHeight: 0 }}>
          {chart}
        </Box>
        {legend && <ChartLegend items={legend} />}
      </Box>
    </ChartCard>
  );
}

/** The legend of several series; one series needs none (the card's title names it). */
const seriesLegend = (series: readonly LegendItem[]) => (series.length < 2 ? undefined : series);

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
  const { locale, rtl, format, localeText } = useChartBasics(valueFormat);
  const coloured = useColoured(series);
  return (
    <ChartInCard
      card={card}
      empty={!hasData(series)}
      legend={seriesLegend(coloured)}
      shows={shown(xLabels, coloured, area, skipAnimation, categoryAxisLabel, valueAxisLabel, locale, rtl)}
      draw={({ LineChart }, size) => (
        <LineChart
          {...size}
          hideLegend
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
          series={coloured.map((s) => ({
            id: s.id,
            label: s.label,
            data: inReadingOrder(s.data, rtl),
            color: s.color,
            area,
            // Marks on short series, and wherever a gap could leave a lone point without a line.
            showMark: xLabels.length <= 14 || s.data.includes(null),
            valueFormatter: (v: number | null) => (v === null ? '' : format(v)),
          }))}
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
  const { locale, rtl, format, localeText } = useChartBasics(valueFormat);
  const coloured = useColoured(series);
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
      legend={seriesLegend(coloured)}
      shows={shown(
        categories,
        coloured,
        layout,
        stacked,
        skipAnimation,
        categoryAxisLabel,
        valueAxisLabel,
        locale,
        rtl,
      )}
      draw={({ BarChart }, size) => (
        <BarChart
          {...size}
          hideLegend
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
          series={coloured.map((s) => ({
            id: s.id,
            label: s.label,
            data: inReadingOrder(s.data, flip),
            color: s.color,
            stack: stacked ? 'total' : undefined,
            valueFormatter: (v: number | null) => (v === null ? '' : format(v)),
          }))}
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
  const { locale, format, localeText } = useChartBasics(valueFormat);
  const visible = useColoured(slices.filter((s) => s.value > 0));
  return (
    <ChartInCard
      card={card}
      empty={visible.length === 0}
      legend={visible}
      shows={shown(visible, donut, skipAnimation, locale)}
      draw={({ PieChart }, size) => (
        <PieChart
          {...size}
          hideLegend
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
        />
      )}
    />
  );
}
