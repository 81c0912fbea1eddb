import type { DashboardViewProps } from '@portal/shared/contract';
import { runKpis } from '@portal/shared/entities';
import { countByDay, dayKeyToDate, lastDays } from '@portal/shared/format';
import { useFormatters, useUiTranslation } from '@portal/shared/i18n';
import { BarChartCard, DashboardTabs, KpiRow, RunsTable } from '@portal/shared/ui';
import { type GmailCampaignData, PERIOD_DAYS } from './data.ts';

/** Overview (the run figures), the runs, and runs per day. */
export function GmailCampaignView({ data }: DashboardViewProps<GmailCampaignData>) {
  const { t } = useUiTranslation();
  const f = useFormatters();
  const kpis = runKpis(data.runs);
  const days = lastDays(new Date(new Date(data.asOf).getTime() - 1), PERIOD_DAYS);
  const perDay = countByDay(data.runs, (r) => r.createdAt, days);
  const period = t('common.lastDays', { count: PERIOD_DAYS });
  return (
    <DashboardTabs
      label={t('tabs.label')}
      tabs={[
        {
          id: 'overview',
          label: t('tabs.overview'),
          render: () => (
            <KpiRow
              kpis={[
                { id: 'runs', label: t('runs.kpi.runs'), value: f.number(kpis.runs), caption: period },
                { id: 'success', label: t('runs.kpi.successRate'), value: f.percent(kpis.successRate) },
                {
                  id: 'duration',
                  label: t('runs.kpi.averageDuration'),
                  value: kpis.averageDurationMs === null ? f.missing : f.duration(kpis.averageDurationMs),
                },
              ]}
            />
          ),
        },
        {
          id: 'runs',
          label: t('tabs.runs'),
          render: () => <RunsTable runs={data.runs} title={t('runs.title')} emptyMessage={t('runs.empty')} />,
        },
        {
          id: 'analytics',
          label: t('tabs.analytics'),
          render: () => (
            <BarChartCard
              title={t('runs.perDay')}
              subtitle={period}
              categories={days.map((day) => f.dayMonth(dayKeyToDate(day)))}
              series={[{ id: 'runs', label: t('runs.series'), data: perDay }]}
            />
          ),
        },
      ]}
    />
  );
}
