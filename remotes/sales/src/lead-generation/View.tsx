import Groups from '@mui/icons-material/Groups';
import Payments from '@mui/icons-material/Payments';
import Percent from '@mui/icons-material/Percent';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Stack from '@mui/material/Stack';
import type { DashboardViewProps } from '@portal/contract';
import { dayKeyToDate } from '@portal/dashboard-kit/format';
import { bars, DashboardPages, kpi, lines, series, TabPage, useViewKit } from '@portal/dashboard-kit/ui';
import { useMemo } from 'react';
import { useLeadBlocks } from '../common/LeadBlocks.tsx';
import { campaignPerformance } from '../common/leads.ts';
import { useSalesTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';

/** The four tabs of docs/product.md (§2): Overview, Recent Leads, Campaigns and Analytics. */
export function LeadGenerationView({ data }: DashboardViewProps<figures.LeadGenerationData>) {
  const { t, f, labels, period } = useViewKit(useSalesTranslation);
  const blocks = useLeadBlocks();
  const k = figures.leadKpis(data);
  const perDay = figures.leadsPerDay(data);
  const campaigns = useMemo(() => campaignPerformance(data.campaigns), [data]);
  const sending = campaigns.filter((c) => c.sent > 0);
  const leads = t('series.leads');
  const kpiLabel = (key: 'leads' | 'qualified' | 'conversion' | 'pipeline') => t(`leadGeneration.kpi.${key}`);
  const pipelineCaption = t('leadGeneration.kpi.pipelineCaption');
  const overview = {
    kpis: [
      kpi(kpiLabel('leads'), f.number(k.leads), <Groups />, period, k.leadsChange),
      kpi(kpiLabel('qualified'), f.number(k.qualified), <TaskAlt />, undefined, k.qualifiedChange),
      kpi(kpiLabel('conversion'), f.percent(k.conversionRate), <Percent />, undefined, k.conversionChange),
      kpi(kpiLabel('pipeline'), f.qar(k.pipelineValue), <Payments />, pipelineCaption),
    ],
    charts: [
      lines(t('leadGeneration.charts.leadsPerDay'), perDay.days, {
        subtitle: period,
        category: (day) => f.dayMonth(dayKeyToDate(day)),
        series: [series('leads', leads, perDay.counts)],
        area: true,
      }),
      blocks.bySource(t('leadGeneration.charts.bySource'), data.figures),
    ],
  };
  const text = (table: 'recentLeads' | 'campaigns', empty: 'leads' | 'campaigns') => ({
    title: t(`leadGeneration.tables.${table}`),
    emptyMessage: t(`leadGeneration.empty.${empty}`),
  });
  const results = bars(t('leadGeneration.charts.campaignResults'), sending, {
    category: (c) => c.name,
    series: {
      replied: [t('series.replied'), (c) => c.replied],
      converted: [t('series.converted'), (c) => c.converted],
    },
    layout: 'horizontal',
    height: Math.max(240, sending.length * 56),
  });
  const tabs = [
    blocks.leadsTab(data.leads, text('recentLeads', 'leads')),
    blocks.campaignsTab(campaigns, text('campaigns', 'campaigns'), results),
  ];
  // The conversion trend runs the page's full width, above the two breakdowns.
  const analytics = (
    <Stack spacing={3}>
      {lines(t('leadGeneration.charts.conversionTrend'), figures.weeklyConversion(data), {
        subtitle: t('leadGeneration.charts.conversionTrendSubtitle'),
        category: (w) => f.dayMonth(w.weekStart),
        series: { rate: [t('series.conversionRate'), (w) => w.rate] },
        valueFormat: (v) => f.percent(v, 0),
      })}
      <TabPage
        charts={[
          blocks.byStatus(t('leadGeneration.charts.byStatus'), data.figures, leads),
          bars(t('leadGeneration.charts.scoreBySource'), figures.averageScoreBySource(data), {
            category: (s) => labels.leadSource(s.source),
            series: { score: [t('series.averageScore'), (s) => s.score] },
            valueFormat: (v) => f.number(v, 0),
            layout: 'horizontal',
          }),
        ]}
      />
    </Stack>
  );
  const label = t('leadGeneration.tabsLabel');
  return <DashboardPages label={label} overview={overview} tabs={tabs} analytics={analytics} />;
}
