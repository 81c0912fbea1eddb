import DoneAll from '@mui/icons-material/DoneAll';
import HourglassBottom from '@mui/icons-material/HourglassBottom';
import PauseCircle from '@mui/icons-material/PauseCircle';
import Timer from '@mui/icons-material/Timer';
import type { DashboardViewProps } from '@portal/shared/contract';
import { useFormatters } from '@portal/shared/i18n';
import { BarChartCard, PerDayChart, TabPage, WorkflowTabs } from '@portal/shared/ui';
import { useHrTranslation } from '../i18n/index.ts';
import {
  inProgressByStage,
  type OnboardingData,
  type OnboardingStage,
  onboardingKpis,
  onboardingsPerDay,
  PERIOD_DAYS,
  STALLED_AFTER_DAYS,
  stalledOnboardings,
  stepDurations,
} from './data.ts';
import { OnboardingsTable } from './OnboardingsTable.tsx';

/** New customers' onboarding: journeys in progress, time to onboard, stalled journeys, completions over time. */
export function OnboardingView({ data }: DashboardViewProps<OnboardingData>) {
  const { t } = useHrTranslation();
  const f = useFormatters();
  const k = onboardingKpis(data);
  const perDay = onboardingsPerDay(data);
  const stepLabel = (step: OnboardingStage) => t(`values.onboardingStage.${step}`);
  const journeys = [...data.onboardings].sort((a, b) => b.started_at.localeCompare(a.started_at));
  return (
    <WorkflowTabs
      label={t('tabsLabel.client-onboarding')}
      overview={
        <TabPage
          kpis={[
            {
              id: 'in-progress',
              label: t('clientOnboarding.kpi.inProgress'),
              value: f.number(k.inProgress),
              caption:
                k.averageProgress === undefined
                  ? undefined
                  : t('clientOnboarding.kpi.averageProgress', { value: f.percent(k.averageProgress) }),
              icon: <HourglassBottom />,
            },
            {
              id: 'completed',
              label: t('clientOnboarding.kpi.completed'),
              value: f.number(k.completed.count),
              change: k.completed.change,
              icon: <DoneAll />,
            },
            {
              id: 'time',
              label: t('clientOnboarding.kpi.timeToOnboard'),
              value: k.medianTimeToOnboardMs === undefined ? f.missing : f.duration(k.medianTimeToOnboardMs),
              icon: <Timer />,
            },
            {
              id: 'stalled',
              label: t('clientOnboarding.kpi.stalled'),
              value: f.number(k.stalled),
              caption: t('clientOnboarding.kpi.stalledCaption', { count: STALLED_AFTER_DAYS }),
              goodWhen: 'down',
              icon: <PauseCircle />,
            },
          ]}
          charts={
            <PerDayChart
              title={t('clientOnboarding.charts.overTime')}
              periodDays={PERIOD_DAYS}
              days={perDay.days}
              valueAxisLabel={t('clientOnboarding.axes.onboardings')}
              series={[
                { id: 'started', label: t('clientOnboarding.series.started'), data: perDay.started },
                {
                  id: 'completed',
                  label: t('clientOnboarding.series.completed'),
                  data: perDay.completed,
                },
              ]}
              line
            />
          }
        />
      }
      tabs={[
        {
          id: 'onboardings',
          label: t('tabs.onboardings'),
          render: () => (
            <OnboardingsTable
              rows={journeys}
              asOf={data.asOf}
              title={t('clientOnboarding.tables.onboardings')}
              emptyMessage={t('clientOnboarding.empty.onboardings')}
            />
          ),
        },
        {
          id: 'stalled',
          label: t('tabs.stalled'),
          render: () => (
            <OnboardingsTable
              rows={stalledOnboardings(data)}
              asOf={data.asOf}
              title={t('clientOnboarding.tables.stalled', { count: STALLED_AFTER_DAYS })}
              emptyMessage={t('clientOnboarding.empty.stalled')}
              stalled
            />
          ),
        },
      ]}
      analytics={
        <TabPage
          charts={
            <>
              <BarChartCard
                title={t('clientOnboarding.charts.byStage')}
                categories={inProgressByStage(data).map((s) => stepLabel(s.key))}
                categoryAxisLabel={t('clientOnboarding.axes.step')}
                valueAxisLabel={t('clientOnboarding.axes.onboardings')}
                series={[
                  {
                    id: 'in-progress',
                    label: t('clientOnboarding.kpi.inProgress'),
                    data: inProgressByStage(data).map((s) => s.count),
                  },
                ]}
              />
              <BarChartCard
                title={t('clientOnboarding.charts.stepDurations')}
                categories={stepDurations(data).map((s) => stepLabel(s.step))}
                categoryAxisLabel={t('clientOnboarding.axes.step')}
                valueAxisLabel={t('clientOnboarding.axes.time')}
                series={[
                  {
                    id: 'median',
                    label: t('clientOnboarding.axes.time'),
                    data: stepDurations(data).map((s) => s.medianMs),
                  },
                ]}
                valueFormat={(ms) => f.duration(ms)}
              />
            </>
          }
        />
      }
    />
  );
}
