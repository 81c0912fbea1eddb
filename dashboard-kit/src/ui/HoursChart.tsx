import { INTL_LOCALE } from '../format/intl.ts';
import { useFormatters } from '../i18n/index.ts';
import { BarChartCard } from './charts.tsx';

export interface HoursChartProps {
  title: string;
  subtitle?: string;
  /** 24 counts, index 0 is midnight to 1 am on Doha's clock (countByHour). */
  counts: readonly number[];
  /** What is counted (the series and the value axis), e.g. "Conversations". */
  valueLabel: string;
  /** The hour axis, saying the clock: e.g. "Hour of the day (Doha time)". */
  hourLabel: string;
}

/** "When are we busiest?": a bar per hour of the Doha day, hours written as the locale writes them. */
export function HoursChart({ title, subtitle, counts, valueLabel, hourLabel }: HoursChartProps) {
  const f = useFormatters();
  // The hour on a fixed UTC date, printed in UTC: the label is the hour itself, whatever the viewer's zone.
  const hour = new Intl.DateTimeFormat(INTL_LOCALE[f.locale], { hour: 'numeric', timeZone: 'UTC' });
  return (
    <BarChartCard
      title={title}
      subtitle={subtitle}
      categories={counts.map((_, h) => hour.format(Date.UTC(2026, 0, 1, h)))}
      categoryAxisLabel={hourLabel}
      valueAxisLabel={valueLabel}
      series={[{ id: 'hours', label: valueLabel, data: counts }]}
    />
  );
}
