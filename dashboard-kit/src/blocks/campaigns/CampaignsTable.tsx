import { useUiTranslation } from '../../i18n/index.ts';
import { DataTable } from '../../ui/DataTable.tsx';
import { useEnumLabels } from '../../ui/enumLabels.ts';
import type { DataColumn } from '../../ui/table-logic.ts';
import { useTableColumns } from '../../ui/useViewKit.ts';
import { CAMPAIGN_STATUS_TONE, CAMPAIGN_STATUSES, type CampaignPerformance } from './campaigns.ts';

export interface CampaignsTableProps {
  campaigns: readonly CampaignPerformance[];
  title: string;
  emptyMessage: string;
}

/** Campaigns with their reach, response and cost, largest first. */
export function CampaignsTable({ campaigns, title, emptyMessage }: CampaignsTableProps) {
  const labels = useEnumLabels();
  const columns = useTableColumns(
    useUiTranslation,
    ({ t, f, col }): DataColumn<CampaignPerformance>[] => [
      col.text<CampaignPerformance>('name', t('columns.campaign'), (c) => c.name),
      col.label<CampaignPerformance, CampaignPerformance['channel']>(
        'channel',
        t('columns.channel'),
        (c) => c.channel,
        labels.campaignChannel,
      ),
      col.status<CampaignPerformance, CampaignPerformance['status']>(
        'status',
        t('columns.status'),
        (c) => c.status,
        {
          order: CAMPAIGN_STATUSES,
          tones: CAMPAIGN_STATUS_TONE,
          label: labels.campaignStatus,
        },
      ),
      col.number<CampaignPerformance>('sent', t('columns.sent'), (c) => c.sent),
      col.percent<CampaignPerformance>('openRate', t('columns.openRate'), (c) => c.openRate),
      col.percent<CampaignPerformance>('replyRate', t('columns.replyRate'), (c) => c.replyRate),
      col.number<CampaignPerformance>('converted', t('columns.converted'), (c) => c.converted),
      col.qar<CampaignPerformance>('budget', t('columns.budget'), (c) => c.budget),
      col.qar<CampaignPerformance>(
        'costPerConversion',
        t('columns.costPerConversion'),
        (c) => c.costPerConversion,
      ),
      col.date<CampaignPerformance>('started', t('columns.started'), (c) => c.startedAt, {
        render: (c) => (c.startedAt ? f.date(c.startedAt) : f.missing),
      }),
    ],
    [labels],
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
