/**
 * The parts every sales dashboard of leads repeats (docs/product.md: a Recent Leads and a Campaigns tab where
 * the workflow has leads or campaigns), declared once and labelled in the `ui` namespace: the two tabs,
 * the leads-per-status bars and the leads-per-source pie. `const blocks = useLeadBlocks()`, then
 * `blocks.leadsTab(data.leads, texts)` in a View's tab list; the charts count the period's `Figures`.
 */
import { campaignsValues } from '@portal/contract/schema';
import type { Campaign, Lead } from '@portal/dashboard-kit/entities';
import { useUiTranslation } from '@portal/dashboard-kit/i18n';
import type { Figures, TableRows } from '@portal/dashboard-kit/live';
import {
  bars,
  type DataColumn,
  DataTable,
  LeadsTable,
  pie,
  type StatusTone,
  TabPage,
  tab,
  useEnumLabels,
  useTableColumns,
} from '@portal/dashboard-kit/ui';
import { type ReactNode, useMemo } from 'react';
import { type CampaignPerformance, leadsBySource, leadsByStatus } from './leads.ts';

/** A table's title and what it says without rows. */
export interface TableTexts {
  title: string;
  emptyMessage: string;
}

export function useLeadBlocks() {
  const { t } = useUiTranslation();
  const labels = useEnumLabels();
  return useMemo(
    () => ({
      /** The Recent Leads tab: every lead, newest first. */
      leadsTab: (leads: TableRows<Lead>, texts: TableTexts) =>
        tab('recent-leads', t('tabs.recentLeads'), <LeadsTable leads={leads} {...texts} />),
      /** The Campaigns tab: each campaign's performance, below the dashboard's own charts if it has any. */
      campaignsTab: (campaigns: readonly CampaignPerformance[], texts: TableTexts, charts?: ReactNode) =>
        tab(
          'campaigns',
          t('tabs.campaigns'),
          <TabPage charts={charts}>
            <CampaignsTable campaigns={campaigns} {...texts} />
          </TabPage>,
        ),
      /** The period's leads per status, in the funnel's order; `series` names the bars. */
      byStatus: (title: string, leads: Figures, series: string) =>
        bars(title, leadsByStatus(leads), {
          category: (s) => labels.leadStatus(s.key),
          series: { leads: [series, (s) => s.count] },
        }),
      /** The share of the period's leads from each source that has any. */
      bySource: (title: string, leads: Figures) =>
        pie(title, leadsBySource(leads), (s) => [s.key, labels.leadSource(s.key), s.count]),
    }),
    [t, labels],
  );
}

const CAMPAIGN_STATUS_TONE: Record<Campaign['status'], StatusTone> = {
  draft: 'neutral',
  scheduled: 'info',
  active: 'success',
  paused: 'warning',
  completed: 'primary',
};

/** Campaigns with their reach, response and cost, largest first. */
function CampaignsTable({
  campaigns,
  title,
  emptyMessage,
}: { campaigns: readonly CampaignPerformance[] } & TableTexts) {
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
          order: campaignsValues.status,
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
