/**
 * The parts every dashboard of leads repeats (docs/product.md: a Recent Leads and a Campaigns tab where
 * the workflow has leads or campaigns), declared once and labelled in the `ui` namespace: the two tabs,
 * the leads-per-status bars and the leads-per-source pie. `const blocks = useLeadBlocks()`, then
 * `blocks.leadsTab(data.leads, texts)` in a View's tab list; the charts count the period's `Figures`.
 */
import { type ReactNode, useMemo } from 'react';
import { useUiTranslation } from '../../i18n/index.ts';
import type { Figures } from '../../live/figures.ts';
import type { TableRows } from '../../live/tableRows.ts';
import { tab } from '../../ui/DashboardPages.tsx';
import { bars, pie } from '../../ui/describe.tsx';
import { useEnumLabels } from '../../ui/enumLabels.ts';
import { TabPage } from '../../ui/TabPage.tsx';
import { CampaignsTable } from '../campaigns/CampaignsTable.tsx';
import type { CampaignPerformance } from '../campaigns/campaigns.ts';
import { LeadsTable } from './LeadsTable.tsx';
import { leadsBySource, leadsByStatus } from './leadCounts.ts';
import type { Lead } from './leads.ts';

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
