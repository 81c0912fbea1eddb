/**
 * A family's hook for table columns, made once from its translation hook: the row type given at the
 * call types every column, so a View writes `useWhatsappColumns<Client>(({ t, col }) => [col.text(…)])`
 * instead of repeating `useTableColumns(useWhatsappTranslation, …): DataColumn<Client>[]` per table.
 */
import type { DependencyList } from 'react';
import type { DataColumn } from './table-logic.ts';
import { type TableKit, useTableColumns } from './useViewKit.ts';

export function familyColumns<T>(useFamilyT: () => { t: T }) {
  return function useFamilyColumns<Row>(
    build: (kit: TableKit<T>) => DataColumn<Row>[],
    deps: DependencyList = [],
  ): DataColumn<Row>[] {
    return useTableColumns(useFamilyT, build, deps);
  };
}
