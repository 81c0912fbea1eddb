import Stack from '@mui/material/Stack';
import { useFormatters, useUiTranslation } from '@portal/shared/i18n';
import { BarChartCard, DashboardGrid, LineChartCard } from '@portal/shared/ui';
import { useSalesTranslation } from '../i18n/index.ts';
import { averageScoreBySource, type LeadGenerationData, leadsByStatus, weeklyConversion } from './data.ts';

export function AnalyticsTab({ data }: { data: LeadGenerationData }) {
  const { t } = useSalesTranslation();
  const { t: ui } = useUiTranslation();
  const f = useFormatters();
  const weeks = weeklyConversion(data);
  const byStatus = leadsByStatus(data);
  const scores = averageScoreBySource(data);
  return (
    <Stack spacing={3}>
      <LineChartCard
        title={t('leadGeneration.charts.conversionTrend')}
        subtitle={t('leadGeneration.charts.conversionTrendSubtitle')}
        xLabels={weeks.map((w) => f.dayMonth(w.weekStart))}
        series={[{ id: 'rate', label: t('series.conversionRate'), data: weeks.map((w) => w.rate) }]}
        valueFormat={(v) => f.percent(v, 0)}
      />
      <DashboardGrid minItemWidth={360}>
        <BarChartCard
          title={t('leadGeneration.charts.byStatus')}
          categories={byStatus.map(({ key }) => ui(`enums.leadStatus.${key}`))}
          series={[{ id: 'leads', label: t('series.leads'), data: byStatus.map((s) => s.count) }]}
        />
        <BarChartCard
          title={t('leadGeneration.charts.scoreBySource')}
          categories={scores.map(({ source }) => ui(`enums.leadSource.${source}`))}
          series={[{ id: 'score', label: t('series.averageScore'), data: scores.map((s) => s.score) }]}
          valueFormat={(v) => f.number(v, 0)}
          layout="horizontal"
        />
      </DashboardGrid>
    </Stack>
  );
}
