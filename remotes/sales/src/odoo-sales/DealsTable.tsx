import { useFormatters, useUiTranslation } from '@portal/shared/i18n';
import { type DataColumn, DataTable, Ltr, StatusChip } from '@portal/shared/ui';
import { useMemo } from 'react';
import { useSalesTranslation } from '../i18n/index.ts';
import { DEAL_STAGES, type Deal, STAGE_TONE } from './data.ts';

type DealColumn = 'created' | 'expectedClose' | 'value';

export interface DealsTableProps {
  deals: readonly Deal[];
  title: string;
  emptyMessage: string;
  /** A column id (highest or newest first) or a column and a direction. */
  initialSort: DealColumn | { columnId: DealColumn; direction: 'asc' | 'desc' };
}

export function DealsTable({ deals, ...table }: DealsTableProps) {
  const { t } = useSalesTranslation();
  const { t: ui } = useUiTranslation();
  const f = useFormatters();
  const columns = useMemo<DataColumn<Deal>[]>(
    () => [
      {
        id: 'ref',
        header: t('columns.reference'),
        value: (d) => d.ref,
        render: (d) => (d.ref ? <Ltr>{d.ref}</Ltr> : f.missing),
        nowrap: true,
      },
      { id: 'title', header: t('columns.opportunity'), value: (d) => d.title },
      { id: 'customer', header: ui('columns.customer'), value: (d) => d.customer },
      {
        id: 'stage',
        header: t('columns.stage'),
        value: (d) => DEAL_STAGES.indexOf(d.stage),
        searchText: (d) => t(`enums.dealStage.${d.stage}`),
        csv: (d) => t(`enums.dealStage.${d.stage}`),
        render: (d) => <StatusChip label={t(`enums.dealStage.${d.stage}`)} tone={STAGE_TONE[d.stage]} />,
      },
      {
        id: 'value',
        header: t('columns.value'),
        value: (d) => d.value,
        render: (d) => f.qar(d.value),
        align: 'end',
      },
      {
        id: 'probability',
        header: t('columns.probability'),
        value: (d) => d.probability,
        render: (d) => f.percent(d.probability / 100, 0),
        csv: (d) => d.probability / 100,
        align: 'end',
      },
      {
        id: 'expectedClose',
        header: t('columns.expectedClose'),
        // A calendar date: compare and show it as that day in Doha, whatever the viewer's zone.
        value: (d) => d.expectedClose,
        render: (d) => (d.expectedClose ? f.date(`${d.expectedClose}T12:00:00+03:00`) : f.missing),
        nowrap: true,
      },
      {
        id: 'created',
        header: ui('columns.created'),
        value: (d) => new Date(d.createdAt),
        render: (d) => f.date(d.createdAt),
        nowrap: true,
      },
    ],
    [t, f],
  );
  return <DataTable {...table} rows={deals} columns={columns} />;
}
