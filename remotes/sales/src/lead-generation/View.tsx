import type { DashboardViewProps } from '@portal/shared/contract';
import { useUiTranslation } from '@portal/shared/i18n';
import { DashboardTabs, LeadsTable } from '@portal/shared/ui';
import { useSalesTranslation } from '../i18n/index.ts';
import { AnalyticsTab } from './AnalyticsTab.tsx';
import { CampaignsTab } from './CampaignsTab.tsx';
import type { LeadGenerationData } from './data.ts';
import { OverviewTab } from './OverviewTab.tsx';

/** The four tabs of docs/product.md (§2): Overview, Recent Leads, Campaigns and Analytics. */
export function LeadGenerationView({ data }: DashboardViewProps<LeadGenerationData>) {
  const { t } = useSalesTranslation();
  const { t: ui } = useUiTranslation();
  return (
    <DashboardTabs
      label={t('leadGeneration.tabsLabel')}
      tabs={[
        { id: 'overview', label: ui('tabs.overview'), render: () => <OverviewTab data={data} /> },
        {
          id: 'recent-leads',
          label: ui('tabs.recentLeads'),
          render: () => (
            <LeadsTable
              leads={data.leads}
              title={t('leadGeneration.tables.recentLeads')}
              emptyMessage={t('leadGeneration.empty.leads')}
            />
          ),
        },
        { id: 'campaigns', label: ui('tabs.campaigns'), render: () => <CampaignsTab data={data} /> },
        { id: 'analytics', label: ui('tabs.analytics'), render: () => <AnalyticsTab data={data} /> },
      ]}
    />
  );
}
