import type { ChartSeries } from './charts.tsx';

/**
 * The series of a stacked bar chart of a cross table (one line per row key, its counts in the order of
 * the column keys): one series per column key, each with one
 * value per row. `crossSeries(byType, STATUSES, (s) => t(`values.status.${s}`))`.
 */
export const crossSeries = <C extends string>(
  table: readonly { counts: readonly number[] }[],
  columnKeys: readonly C[],
  label: (key: C) => string,
): ChartSeries[] =>
  columnKeys.map((key, i) => ({ id: key, label: label(key), data: table.map((row) => row.counts[i] ?? 0) }));
