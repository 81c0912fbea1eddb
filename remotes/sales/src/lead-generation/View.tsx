import { DashboardTabs } from '@portal/shared/ui';
import { LeadsTable } from '../common/LeadsTable.tsx';
import type { ViewProps } from '../common/types.ts';
import { useSalesTranslation } from '../i18n/index.ts';
import { AnalyticsTab } from './AnalyticsTab.tsx';
import { CampaignsTab } from './CampaignsTab.tsx';
import type { LeadGenerationData } from './data.ts';
import { OverviewTab } from './OverviewTab.tsx';

/** The four tabs of the spec (§2): Overview, Recent Leads, Campaigns and Analytics. */
export function LeadGenerationView({ data }: ViewProps<LeadGenerationData>) {
  const { t } = useSalesTranslation();
  return (
    <DashboardTabs
      label={t('leadGeneration.tabsLabel')}
      tabs={[
        { id: 'overview', label: t('tabs.overview'), render: () => <OverviewTab data={data} /> },
        {
          id: 'recent-leads',
          label: t('tabs.recentLeads'),
          render: () => (
            <LeadsTable
              leads={data.leads}
              title={t('leadGeneration.tables.recentLeads')}
              emptyMessage={t('leadGeneration.empty.leads')}
            />
          ),
        },
        { id: 'campaigns', label: t('tabs.campaigns'), render: () => <CampaignsTab data={data} /> },
        { id: 'analytics', label: t('tabs.analytics'), render: () => <AnalyticsTab data={data} /> },
      ]}
    />
  );
}
