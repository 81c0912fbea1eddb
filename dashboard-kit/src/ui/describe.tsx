/**
 * A dashboard's figures and charts as one-call descriptions: a View says what it shows (a KPI's
 * label, value and icon; a chart's title, rows and series) and these build the cards, so the prop
 * blocks of KpiCard and the chart cards are written once, here.
 */
import type { ReactElement, ReactNode } from 'react';
import { REPORTING_DAYS } from '../format/reportingPeriod.ts';
import { BarChartCard, type ChartSeries, LineChartCard, PieChartCard } from './charts.tsx';
import type { Kpi } from './KpiRow.tsx';
import { PerDayChart, type PerDayChartProps } from './PerDayChart.tsx';

/** What a KPI may add to its label, value and icon. */
export type KpiMore = Omit<Kpi, 'label' | 'value' | 'icon'>;

/**
 * One headline figure, read as the card reads: label, value, icon, the line under the value, the
 * change against the previous period. `kpi(t('kpi.leads'), f.number(leads), <Groups />, period, change)`;
 * an id or `goodWhen` go in an object instead of the caption: `kpi(…, <Timer />, { caption, goodWhen: 'down' })`.
 */
export function kpi(
  label: string,
  value: ReactNode,
  icon?: ReactNode,
  caption?: string | KpiMore,
  change?: number,
): Kpi {
  const more = typeof caption === 'object' ? caption : { caption, change };
  return { label, value, icon, ...more };
}

/**
 * A chart's series read from rows: `{ id: [label, value of a row] }`, in the order written. A value
 * not measured (a rate of nothing) is a gap in the chart, not a 0.
 */
export type SeriesOf<R> = Record<
  string,
  readonly [label: string, value: (row: R, index: number) => number | null | undefined]
>;

/**
 * The series of a chart from rows: `seriesOf(weeks, { paid: [t('series.paid'), (w) => w.paidQar] })`;
 * series computed otherwise pass through.
 */
export const seriesOf = <R,>(
  rows: readonly R[],
  values: SeriesOf<R> | readonly ChartSeries[],
): ChartSeries[] =>
  isSeriesList(values)
    ? [...values]
    : Object.entries(values).map(([id, [label, value]]) => ({
        id,
        label,
        data: rows.map((row, i) => value(row, i) ?? null),
      }));

const isSeriesList = <R,>(values: SeriesOf<R> | readonly ChartSeries[]): values is readonly ChartSeries[] =>
  Array.isArray(values);

interface CardText {
  subtitle?: string;
  valueFormat?: (value: number) => string;
  /** The category axis's label, then the value axis's. */
  axes?: readonly [category: string | undefined, value: string];
}

/** A row's fields that hold numbers, by name. */
type NumberFields<R> = { [K in keyof R]: R[K] extends number ? K : never }[keyof R] & string;

/**
 * What a bar or line chart says about its rows: a category (bar, point) per row and the series, or
 * `fields`, series that are the rows' own numbers, each field named by its label:
 * `fields: { invoiced: t('series.invoiced'), paid: t('series.collected') }`.
 */
type RowsSpec<R> = CardText & {
  /** The category a row stands for (the bar's label, the point on the x axis). */
  category: (row: R, index: number) => string;
} & ({ series: SeriesOf<R> | readonly ChartSeries[] } | { fields: Partial<Record<NumberFields<R>, string>> });

/** The series that read the rows' own fields, in the order written. */
const fieldSeries = <R,>(fields: Partial<Record<string, string>>): SeriesOf<R> =>
  Object.fromEntries(
    Object.entries(fields).map(([field, label]) => [
      field,
      [label ?? field, (row: R) => (row as Record<string, number>)[field] ?? 0] as const,
    ]),
  );

export type BarsSpec<R> = RowsSpec<R> & {
  layout?: 'vertical' | 'horizontal';
  stacked?: boolean;
  height?: number;
};

export type LinesSpec<R> = RowsSpec<R> & { area?: boolean };

/** The card props both charts of rows share, and the spec's own options passed through. */
function rowsCard<R, S extends RowsSpec<R>>(title: string, rows: readonly R[], spec: S) {
  const { category, axes, ...rest } = spec;
  // A spec has its series or its fields (RowsSpec); neither is an option of the card.
  const { series, fields, ...options } = { series: undefined, fields: undefined, ...rest };
  const labels = rows.map((row, i) => category(row, i));
  const card = {
    title,
    series: seriesOf(rows, series ?? fieldSeries<R>(fields ?? {})),
    categoryAxisLabel: axes?.[0],
    valueAxisLabel: axes?.[1],
  };
  return { labels, card: { ...card, ...options } };
}

/** A bar chart with one bar (or group) per row: `bars(t('charts.ageing'), buckets, { category, series })`. */
export function bars<R>(title: string, rows: readonly R[], spec: BarsSpec<R>): ReactElement {
  const { labels, card } = rowsCard(title, rows, spec);
  return <BarChartCard {...card} categories={labels} />;
}

/** A line chart with one point per row: `lines(t('charts.trend'), weeks, { category, series })`. */
export function lines<R>(title: string, rows: readonly R[], spec: LinesSpec<R>): ReactElement {
  const { labels, card } = rowsCard(title, rows, spec);
  return <LineChartCard {...card} xLabels={labels} />;
}

export interface PieOptions {
  subtitle?: string;
  valueFormat?: (value: number) => string;
  donut?: boolean;
}

/** A pie of rows, a slice each: `pie(t('charts.bySource'), bySource, (s) => [s.key, label, s.count])`. */
export function pie<R>(
  title: string,
  rows: readonly R[],
  slice: (row: R) => readonly [id: string, label: string, value: number],
  options?: PieOptions,
): ReactElement {
  const slices = rows.map((row) => {
    const [id, label, value] = slice(row);
    return { id, label, value };
  });
  return <PieChartCard title={title} slices={slices} {...options} />;
}

export interface PerDayOptions
  extends Partial<Pick<PerDayChartProps, 'periodDays' | 'line' | 'stacked' | 'valueFormat'>> {
  /** The value axis's label. */
  axis?: string;
}

/**
 * A figure per day over the reporting period (docs/architecture.md): `perDay(title, perDaySeries(…))`
 * or the `{ days, series }` data.ts computed.
 */
export function perDay(
  title: string,
  values: Pick<PerDayChartProps, 'days' | 'series'>,
  { axis, periodDays = REPORTING_DAYS, ...options }: PerDayOptions = {},
): ReactElement {
  return <PerDayChart title={title} periodDays={periodDays} valueAxisLabel={axis} {...values} {...options} />;
}
