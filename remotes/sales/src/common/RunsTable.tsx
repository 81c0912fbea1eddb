import { useUiTranslation } from '@portal/dashboard-kit/i18n';
import { RunsTable, useColumns, useEnumLabels } from '@portal/dashboard-kit/ui';
import { useMemo } from 'react';
import { useSalesTranslation } from '../i18n/index.ts';
import type { LeadSearchRun } from './runs.ts';

export interface LeadSearchRunsTableProps {
  runs: readonly LeadSearchRun[];
  title: string;
  emptyMessage: string;
}

/** The lead search's runs: the shared runs table plus where it searched and what it found. */
export function LeadSearchRunsTable(props: LeadSearchRunsTableProps) {
  const { t } = useSalesTranslation();
  const { t: ui } = useUiTranslation();
  const labels = useEnumLabels();
  const col = useColumns();
  const extraColumns = useMemo(
    () => [
      col.label<LeadSearchRun, NonNullable<LeadSearchRun['source']>>(
        'source',
        ui('columns.source'),
        (r) => r.source,
        labels.leadSource,
      ),
      col.number<LeadSearchRun>('found', t('columns.leadsFound'), (r) => r.leadsFound),
      col.number<LeadSearchRun>('qualified', t('columns.qualified'), (r) => r.qualified),
    ],
    [t, ui, labels, col],
  );
  return <RunsTable {...props} extraColumns={extraColumns} />;
}
