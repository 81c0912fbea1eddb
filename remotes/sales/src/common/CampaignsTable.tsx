import { useFormatters } from '@portal/shared/i18n';
import { type DataColumn, DataTable, StatusChip } from '@portal/shared/ui';
import { useMemo } from 'react';
import { useSalesTranslation } from '../i18n/index.ts';
import { CAMPAIGN_STATUS_TONE, CAMPAIGN_STATUSES, type CampaignPerformance } from './campaigns.ts';

export interface CampaignsTableProps {
  campaigns: readonly CampaignPerformance[];
  title: string;
  emptyMessage: string;
}

/** Campaigns with their reach, response and cost, largest first. */
export function CampaignsTable({ campaigns, title, emptyMessage }: CampaignsTableProps) {
  const { t } = useSalesTranslation();
  const f = useFormatters();
  const columns = useMemo<DataColumn<CampaignPerformance>[]>(
    () => [
      { id: 'name', header: t('columns.campaign'), value: (c) => c.name },
      { id: 'channel', header: t('columns.channel'), value: (c) => t(`enums.campaignChannel.${c.channel}`) },
      {
        id: 'status',
        header: t('columns.status'),
        value: (c) => CAMPAIGN_STATUSES.indexOf(c.status),
        searchText: (c) => t(`enums.campaignStatus.${c.status}`),
        csv: (c) => t(`enums.campaignStatus.${c.status}`),
        render: (c) => (
          <StatusChip label={t(`enums.campaignStatus.${c.status}`)} tone={CAMPAIGN_STATUS_TONE[c.status]} />
        ),
      },
      { id: 'sent', header: t('columns.sent'), value: (c) => c.sent, align: 'end' },
      {
        id: 'openRate',
        header: t('columns.openRate'),
        value: (c) => c.openRate,
        render: (c) => f.percent(c.openRate),
        align: 'end',
      },
      {
        id: 'replyRate',
        header: t('columns.replyRate'),
        value: (c) => c.replyRate,
        render: (c) => f.percent(c.replyRate),
        align: 'end',
      },
      { id: 'converted', header: t('columns.converted'), value: (c) => c.converted, align: 'end' },
      {
        id: 'budget',
        header: t('columns.budget'),
        value: (c) => c.budget,
        render: (c) => (c.budget === null ? f.missing : f.qar(c.budget)),
        align: 'end',
      },
      {
        id: 'costPerConversion',
        header: t('columns.costPerConversion'),
        value: (c) => c.costPerConversion,
        render: (c) => (c.costPerConversion === undefined ? f.missing : f.qar(c.costPerConversion)),
        align: 'end',
      },
      {
        id: 'started',
        nowrap: true,
        header: t('columns.started'),
        value: (c) => (c.startedAt ? new Date(c.startedAt) : null),
        render: (c) => (c.startedAt ? f.date(c.startedAt) : f.missing),
      },
    ],
    [t, f],
  );
  return (
    <DataTable
      title={title}
      rows={campaigns}
      columns={columns}
      getRowId={(c) => c.id}
      initialSort={{ columnId: 'sent', direction: 'desc' }}
      emptyMessage={emptyMessage}
    />
  );
}
