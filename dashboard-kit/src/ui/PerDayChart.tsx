/**
 * A figure per day over the reporting period: the chart most dashboards open with. The days are the
 * categories (day and month in the active locale), the period is the subtitle, so a View names only
 * what it counts.
 */
import { dayKeyToDate } from '../format/days.ts';
import { useFormatters, useUiTranslation } from '../i18n/index.ts';
import { BarChartCard, type ChartSeries, LineChartCard } from './charts.tsx';

/** Figures per day as data.ts computes them: the days and one list of values per series. */
export type PerDayValues = { days: readonly (string | Date)[] } & { [series: string]: readonly unknown[] };

export interface PerDayChartProps {
  title: string;
  /** The period's days, oldest first: Doha day keys (`2026-11-24`) or dates. */
  days: readonly (string | Date)[];
  /** The period's length in days, shown as "Last N days". */
  periodDays: number;
  valueAxisLabel?: string;
  series: readonly ChartSeries[];
  /** Lines instead of bars (for rates and trends). */
  line?: boolean;
  stacked?: boolean;
  valueFormat?: (value: number) => string;
}

export function PerDayChart({ title, days, periodDays, line, stacked, ...values }: PerDayChartProps) {
  const { t } = useUiTranslation();
  const f = useFormatters();
  const labels = days.map((day) => f.dayMonth(typeof day === 'string' ? dayKeyToDate(day) : day));
  const axes = {
    title,
    subtitle: t('common.lastDays', { count: periodDays }),
    categoryAxisLabel: t('chart.day'),
  };
  return line ? (
    <LineChartCard {...axes} {...values} xLabels={labels} />
  ) : (
    <BarChartCard {...axes} {...values} categories={labels} stacked={stacked} />
  );
}

/**
 * The series of a per-day chart named by their labels: `perDaySeries(perDay, { alone: t('…') })` takes
 * `perDay.alone` as the values of the series `alone`, in the order the labels are written.
 */
export function perDaySeries<V extends PerDayValues>(
  values: V,
  labels: Partial<Record<Exclude<keyof V, 'days'> & string, string>>,
): Pick<PerDayChartProps, 'days' | 'series'> {
  const series = Object.entries(labels).map(([id, label]) => ({
    id,
    label: label as string,
    data: values[id] as ChartSeries['data'],
  }));
  return { days: values.days, series };
}
