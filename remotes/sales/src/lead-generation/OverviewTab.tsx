import Groups from '@mui/icons-material/Groups';
import Payments from '@mui/icons-material/Payments';
import Percent from '@mui/icons-material/Percent';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Stack from '@mui/material/Stack';
import { dayKeyToDate } from '@portal/shared/format';
import { useFormatters, useUiTranslation } from '@portal/shared/i18n';
import { DashboardGrid, KpiCard, LineChartCard, PieChartCard } from '@portal/shared/ui';
import { useSalesTranslation } from '../i18n/index.ts';
import { type LeadGenerationData, leadKpis, leadsBySource, leadsPerDay, PERIOD_DAYS } from './data.ts';

const delta = (value: number | undefined) => (value === undefined ? undefined : { value });

export function OverviewTab({ data }: { data: LeadGenerationData }) {
  const { t } = useSalesTranslation();
  const { t: ui } = useUiTranslation();
  const f = useFormatters();
  const kpis = leadKpis(data);
  const perDay = leadsPerDay(data);
  const bySource = leadsBySource(data);
  return (
    <Stack spacing={3}>
      <DashboardGrid>
        <KpiCard
          label={t('leadGeneration.kpi.leads')}
          value={f.number(kpis.leads)}
          caption={ui('common.lastDays', { count: PERIOD_DAYS })}
          delta={delta(kpis.leadsChange)}
          icon={<Groups />}
        />
        <KpiCard
          label={t('leadGeneration.kpi.qualified')}
          value={f.number(kpis.qualified)}
          delta={delta(kpis.qualifiedChange)}
          icon={<TaskAlt />}
        />
        <KpiCard
          label={t('leadGeneration.kpi.conversion')}
          value={f.percent(kpis.conversionRate)}
          delta={delta(kpis.conversionChange)}
          icon={<Percent />}
        />
        <KpiCard
          label={t('leadGeneration.kpi.pipeline')}
          value={f.qar(kpis.pipelineValue)}
          caption={t('leadGeneration.kpi.pipelineCaption')}
          icon={<Payments />}
        />
      </DashboardGrid>
      <DashboardGrid minItemWidth={360}>
        <LineChartCard
          title={t('leadGeneration.charts.leadsPerDay')}
          subtitle={ui('common.lastDays', { count: PERIOD_DAYS })}
          xLabels={perDay.days.map((day) => f.dayMonth(dayKeyToDate(day)))}
          series={[{ id: 'leads', label: t('series.leads'), data: perDay.counts }]}
          area
        />
        <PieChartCard
          title={t('leadGeneration.charts.bySource')}
          slices={bySource.map(({ key, count }) => ({
            id: key,
            label: ui(`enums.leadSource.${key}`),
            value: count,
          }))}
        />
      </DashboardGrid>
    </Stack>
  );
}
