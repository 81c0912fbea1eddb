import type { ChartSeries } from './charts.tsx';

/** One series of a chart, in one line: `series('median', t('kpi.resolution'), medians)`. */
export const series = (id: string, label: string, data: ChartSeries['data']): ChartSeries => ({
  id,
  label,
  data,
});
