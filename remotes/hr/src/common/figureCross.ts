/**
 * A period's figure lines counted per pair of keys read from each line's status and kind: requests per
 * type split by status, applications per source split by stage. The lines come from SQL
 * (`dashboard_figures`) or from a sample's rows (`fromRows`), the same in both modes.
 */
import type { Figures } from '@portal/dashboard-kit/live';

type Line = Figures['lines'][number];

/** One row per `rowKeys` key with its rows per `columnKeys` key, in their order (keys without rows count 0). */
export function crossFigures<R extends string, C extends string>(
  figures: Figures,
  period: 'current' | 'previous',
  rowOf: (line: Line) => R,
  rowKeys: readonly R[],
  columnOf: (line: Line) => C,
  columnKeys: readonly C[],
): { key: R; counts: number[] }[] {
  const lines = figures.lines.filter((line) => line.period === period);
  return rowKeys.map((key) => {
    const inRow = lines.filter((line) => rowOf(line) === key);
    const count = (column: C) =>
      inRow.filter((line) => columnOf(line) === column).reduce((sum, line) => sum + line.rows, 0);
    return { key, counts: columnKeys.map(count) };
  });
}
