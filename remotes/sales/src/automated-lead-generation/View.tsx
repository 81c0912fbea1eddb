import Percent from '@mui/icons-material/Percent';
import PersonSearch from '@mui/icons-material/PersonSearch';
import Star from '@mui/icons-material/StarBorder';
import Sync from '@mui/icons-material/Sync';
import Stack from '@mui/material/Stack';
import type { DashboardViewProps } from '@portal/shared/contract';
import { campaignPerformance } from '@portal/shared/entities';
import { useUiTranslation } from '@portal/shared/i18n';
import {
  BarChartCard,
  CampaignsTable,
  DashboardGrid,
  DashboardPages,
  KpiCard,
  LeadsTable,
  PerDayChart,
  tab,
  useViewKit,
} from '@portal/shared/ui';
import { useMemo } from 'react';
import { LeadSearchRunsTable } from '../common/RunsTable.tsx';
import { useSalesTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';

function Overview({ data }: { data: figures.AutomatedLeadGenerationData }) {
  const { t, ui, f } = useViewKit(useSalesTranslation);
  const kpis = figures.automationKpis(data);
  const perDay = figures.foundPerDayBySource(data);
  return (
    <Stack spacing={3}>
      <DashboardGrid>
        <KpiCard
          label={t('automated.kpi.found')}
          value={f.number(kpis.found)}
          caption={ui('common.lastDays', { count: figures.PERIOD_DAYS })}
          delta={kpis.foundChange === undefined ? undefined : { value: kpis.foundChange }}
          icon={<PersonSearch />}
        />
        <KpiCard
          label={t('automated.kpi.qualified')}
          value={f.percent(kpis.qualifiedRate)}
          caption={t('automated.kpi.qualifiedCaption')}
          icon={<Percent />}
        />
        <KpiCard
          label={t('automated.kpi.score')}
          value={f.number(kpis.averageScore, 0)}
          caption={t('automated.kpi.scoreCaption')}
          icon={<Star />}
        />
        <KpiCard
          label={t('automated.kpi.runs')}
          value={f.percent(kpis.runSuccessRate)}
          caption={t('automated.kpi.runsCaption', { count: kpis.runs })}
          icon={<Sync />}
        />
      </DashboardGrid>
      <PerDayChart
        title={t('automated.charts.foundPerDay')}
        periodDays={figures.PERIOD_DAYS}
        days={perDay.days}
        series={perDay.series.map((s) => ({
          id: s.source,
          label: ui(`enums.leadSource.${s.source}`),
          data: s.counts,
        }))}
        stacked
      />
    </Stack>
  );
}

function Analytics({ data }: { data: figures.AutomatedLeadGenerationData }) {
  const { t } = useSalesTranslation();
  const { t: ui } = useUiTranslation();
  const byStatus = figures.leadsByStatus(data);
  return (
    <BarChartCard
      title={t('automated.charts.byStatus')}
      categories={byStatus.map(({ key }) => ui(`enums.leadStatus.${key}`))}
      series={[{ id: 'leads', label: t('series.leads'), data: byStatus.map((s) => s.count) }]}
    />
  );
}

/** Overview, the leads found, the outreach sequences, the automation's runs and the funnel. */
export function AutomatedLeadGenerationView({
  data,
}: DashboardViewProps<figures.AutomatedLeadGenerationData>) {
  const { t } = useSalesTranslation();
  const { t: ui } = useUiTranslation();
  const sequences = useMemo(() => campaignPerformance(data.sequences), [data]);
  return (
    <DashboardPages
      label={t('automated.tabsLabel')}
      overview={<Overview data={data} />}
      tabs={[
        tab(
          'recent-leads',
          ui('tabs.recentLeads'),
          <LeadsTable
            leads={data.leads}
            title={t('automated.tables.leads')}
            emptyMessage={t('automated.empty.leads')}
          />,
        ),
        tab(
          'campaigns',
          ui('tabs.campaigns'),
          <CampaignsTable
            campaigns={sequences}
            title={t('automated.tables.sequences')}
            emptyMessage={t('automated.empty.sequences')}
          />,
        ),
        tab(
          'runs',
          ui('tabs.runs'),
          <LeadSearchRunsTable
            runs={data.runs}
            title={t('automated.tables.runs')}
            emptyMessage={t('automated.empty.runs')}
          />,
        ),
      ]}
      analytics={<Analytics data={data} />}
    />
  );
}
