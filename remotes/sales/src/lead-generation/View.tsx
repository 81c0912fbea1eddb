import type { DashboardViewProps } from '@portal/shared/contract';
import { useUiTranslation } from '@portal/shared/i18n';
import { DashboardPages, LeadsTable, tab } from '@portal/shared/ui';
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
    <DashboardPages
      label={t('leadGeneration.tabsLabel')}
      overview={<OverviewTab data={data} />}
      tabs={[
        tab(
          'recent-leads',
          ui('tabs.recentLeads'),
          <LeadsTable
            leads={data.leads}
            title={t('leadGeneration.tables.recentLeads')}
            emptyMessage={t('leadGeneration.empty.leads')}
          />,
        ),
        tab('campaigns', ui('tabs.campaigns'), <CampaignsTab data={data} />),
      ]}
      analytics={<AnalyticsTab data={data} />}
    />
  );
}
