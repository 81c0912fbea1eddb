import Percent from '@mui/icons-material/Percent';
import PersonSearch from '@mui/icons-material/PersonSearch';
import Star from '@mui/icons-material/StarBorder';
import Sync from '@mui/icons-material/Sync';
import type { DashboardViewProps } from '@portal/contract';
import { DashboardPages, kpi, perDay, tab, useViewKit } from '@portal/dashboard-kit/ui';
import { useMemo } from 'react';
import { useLeadBlocks } from '../common/LeadBlocks.tsx';
import { campaignPerformance } from '../common/leads.ts';
import { LeadSearchRunsTable } from '../common/RunsTable.tsx';
import { useSalesTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';

/** Overview, the leads found, the outreach sequences, the automation's runs and the funnel. */
export function AutomatedLeadGenerationView({
  data,
}: DashboardViewProps<figures.AutomatedLeadGenerationData>) {
  const { t, ui, f, labels, period } = useViewKit(useSalesTranslation);
  const blocks = useLeadBlocks();
  const k = figures.automationKpis(data);
  const found = figures.foundPerDayBySource(data);
  const sequences = useMemo(() => campaignPerformance(data.sequences), [data]);
  const text = (table: 'leads' | 'sequences' | 'runs') => ({
    title: t(`automated.tables.${table}`),
    emptyMessage: t(`automated.empty.${table}`),
  });
  const bySource = found.series.map((s) => ({
    id: s.source,
    label: labels.leadSource(s.source),
    data: s.counts,
  }));
  const qualifiedCaption = t('automated.kpi.qualifiedCaption');
  const scoreCaption = t('automated.kpi.scoreCaption');
  const runsCaption = t('automated.kpi.runsCaption', { count: k.runs });
  const overview = {
    kpis: [
      kpi(t('automated.kpi.found'), f.number(k.found), <PersonSearch />, period, k.foundChange),
      kpi(t('automated.kpi.qualified'), f.percent(k.qualifiedRate), <Percent />, qualifiedCaption),
      kpi(t('automated.kpi.score'), f.number(k.averageScore, 0), <Star />, scoreCaption),
      kpi(t('automated.kpi.runs'), f.percent(k.runSuccessRate), <Sync />, runsCaption),
    ],
    charts: perDay(
      t('automated.charts.foundPerDay'),
      { days: found.days, series: bySource },
      { stacked: true },
    ),
  };
  const tabs = [
    blocks.leadsTab(data.leads, text('leads')),
    blocks.campaignsTab(sequences, text('sequences')),
    tab('runs', ui('tabs.runs'), <LeadSearchRunsTable runs={data.runs} {...text('runs')} />),
  ];
  const analytics = {
    charts: blocks.byStatus(t('automated.charts.byStatus'), data.figures, t('series.leads')),
  };
  return (
    <DashboardPages label={t('automated.tabsLabel')} overview={overview} tabs={tabs} analytics={analytics} />
  );
}
