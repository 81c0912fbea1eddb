import Percent from '@mui/icons-material/Percent';
import PersonSearch from '@mui/icons-material/PersonSearch';
import Star from '@mui/icons-material/StarBorder';
import Sync from '@mui/icons-material/Sync';
import Stack from '@mui/material/Stack';
import { dayKeyToDate } from '@portal/shared/format';
import { useFormatters } from '@portal/shared/i18n';
import { BarChartCard, DashboardGrid, DashboardTabs, KpiCard } from '@portal/shared/ui';
import { useMemo } from 'react';
import { CampaignsTable } from '../common/CampaignsTable.tsx';
import { campaignPerformance } from '../common/campaigns.ts';
import { LeadsTable } from '../common/LeadsTable.tsx';
import { RunsTable } from '../common/RunsTable.tsx';
import type { ViewProps } from '../common/types.ts';
import { useSalesTranslation } from '../i18n/index.ts';
import {
  type AutomatedLeadGenerationData,
  automationKpis,
  foundPerDayBySource,
  leadsByStatus,
  PERIOD_DAYS,
} from './data.ts';

function Overview({ data }: { data: AutomatedLeadGenerationData }) {
  const { t } = useSalesTranslation();
  const f = useFormatters();
  const kpis = automationKpis(data);
  const perDay = foundPerDayBySource(data);
  const byStatus = leadsByStatus(data);
  return (
    <Stack spacing={3}>
      <DashboardGrid>
        <KpiCard
          label={t('automated.kpi.found')}
          value={f.number(kpis.found)}
          caption={t('common.lastDays', { count: PERIOD_DAYS })}
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
      <BarChartCard
        title={t('automated.charts.foundPerDay')}
        subtitle={t('common.lastDays', { count: PERIOD_DAYS })}
        categories={perDay.days.map((day) => f.dayMonth(dayKeyToDate(day)))}
        series={perDay.series.map((s) => ({
          id: s.source,
          label: t(`enums.leadSource.${s.source}`),
          data: s.counts,
        }))}
        stacked
      />
      <BarChartCard
        title={t('automated.charts.byStatus')}
        categories={byStatus.map(({ key }) => t(`enums.leadStatus.${key}`))}
        series={[{ id: 'leads', label: t('series.leads'), data: byStatus.map((s) => s.count) }]}
      />
    </Stack>
  );
}

/** Overview, the leads found, the outreach sequences and the automation's runs. */
export function AutomatedLeadGenerationView({ data }: ViewProps<AutomatedLeadGenerationData>) {
  const { t } = useSalesTranslation();
  const sequences = useMemo(() => campaignPerformance(data.sequences), [data]);
  return (
    <DashboardTabs
      label={t('automated.tabsLabel')}
      tabs={[
        { id: 'overview', label: t('tabs.overview'), render: () => <Overview data={data} /> },
        {
          id: 'leads',
          label: t('tabs.leads'),
          render: () => (
            <LeadsTable
              leads={data.leads}
              title={t('automated.tables.leads')}
              emptyMessage={t('automated.empty.leads')}
            />
          ),
        },
        {
          id: 'outreach',
          label: t('tabs.outreach'),
          render: () => (
            <CampaignsTable
              campaigns={sequences}
              title={t('automated.tables.sequences')}
              emptyMessage={t('automated.empty.sequences')}
            />
          ),
        },
        {
          id: 'runs',
          label: t('tabs.runs'),
          render: () => (
            <RunsTable
              runs={data.runs}
              title={t('automated.tables.runs')}
              emptyMessage={t('automated.empty.runs')}
            />
          ),
        },
      ]}
    />
  );
}
