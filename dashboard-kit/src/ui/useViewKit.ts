import { type DependencyList, useMemo } from 'react';
import { REPORTING_DAYS } from '../format/reportingPeriod.ts';
import { useFormatters, useUiTranslation } from '../i18n/index.ts';
import { type ColumnPresets, useColumns } from './columns.tsx';
import { useEnumLabels } from './enumLabels.ts';
import type { DataColumn } from './table-logic.ts';

/**
 * What every dashboard View starts with, in one call: its family's typed `t`, the toolkit's `ui`
 * texts (tab names, periods), the locale's formatters, the shared entities' enum labels and the
 * reporting period's name ("Last 30 days", a chart's usual subtitle).
 * `const { t, ui, f, labels, period } = useViewKit(useHrTranslation);`
 */
export function useViewKit<T>(useFamilyT: () => { t: T }) {
  const { t } = useFamilyT();
  const { t: ui } = useUiTranslation();
  const f = useFormatters();
  const labels = useEnumLabels();
  return { t, ui, f, labels, period: ui('common.lastDays', { count: REPORTING_DAYS }) };
}

/** The kit a table's columns are written with: the View's kit and the column presets. */
export type TableKit<T> = Omit<ReturnType<typeof useViewKit<T>>, 'period' | 'labels'> & {
  col: ColumnPresets;
};

/**
 * A table's columns, built once per language and whatever else `deps` names:
 * `useTableColumns(useHrTranslation, ({ t, ui, col }) => [col.text(…), …], [asOf])`.
 */
export function useTableColumns<T, Row>(
  useFamilyT: () => { t: T },
  build: (kit: TableKit<T>) => DataColumn<Row>[],
  deps: DependencyList = [],
): DataColumn<Row>[] {
  const { t, ui, f } = useViewKit(useFamilyT);
  const col = useColumns();
  // `build` is a fresh closure each render; what it reads besides the kit is in `deps`.
  return useMemo(() => build({ t, ui, f, col }), [t, ui, f, col, ...deps]);
}
