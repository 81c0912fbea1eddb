import DoneAll from '@mui/icons-material/DoneAll';
import HourglassBottom from '@mui/icons-material/HourglassBottom';
import PauseCircle from '@mui/icons-material/PauseCircle';
import Timer from '@mui/icons-material/Timer';
import type { DashboardViewProps } from '@portal/shared/contract';
import {
  BarChartCard,
  DashboardPages,
  PerDayChart,
  perDaySeries,
  series,
  tab,
  useViewKit,
} from '@portal/shared/ui';
import { useHrTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';
import { OnboardingsTable } from './OnboardingsTable.tsx';

const { PERIOD_DAYS, STALLED_AFTER_DAYS } = figures;

/** New customers' onboarding: journeys in progress, time to onboard, stalled journeys, completions over time. */
export function OnboardingView({ data }: DashboardViewProps<figures.OnboardingData>) {
  const { t, f } = useViewKit(useHrTranslation);
  const k = figures.onboardingKpis(data);
  const stepLabel = (step: figures.OnboardingStage) => t(`values.onboardingStage.${step}`);
  const journeys = [...data.onboardings].sort((a, b) => b.started_at.localeCompare(a.started_at));
  const byStage = figures.inProgressByStage(data);
  const steps = figures.stepDurations(data);
  const progress =
    k.averageProgress === undefined
      ? undefined
      : t('clientOnboarding.kpi.averageProgress', { value: f.percent(k.averageProgress) });
  const time = k.medianTimeToOnboardMs === undefined ? f.missing : f.duration(k.medianTimeToOnboardMs);
  const stalledCaption = t('clientOnboarding.kpi.stalledCaption', { count: STALLED_AFTER_DAYS });
  const perDay = perDaySeries(figures.onboardingsPerDay(data), {
    started: t('clientOnboarding.series.started'),
    completed: t('clientOnboarding.series.completed'),
  });
  const table = (key: 'onboardings' | 'stalled') => ({
    asOf: data.asOf,
    title: t(`clientOnboarding.tables.${key}`, { count: STALLED_AFTER_DAYS }),
    emptyMessage: t(`clientOnboarding.empty.${key}`),
  });
  const stalled = <OnboardingsTable rows={figures.stalledOnboardings(data)} {...table('stalled')} stalled />;
  const stepAxis = t('clientOnboarding.axes.step');
  return (
    <DashboardPages
      label={t('tabsLabel.client-onboarding')}
      overview={{
        kpis: [
          {
            label: t('clientOnboarding.kpi.inProgress'),
            value: f.number(k.inProgress),
            caption: progress,
            icon: <HourglassBottom />,
          },
          {
            label: t('clientOnboarding.kpi.completed'),
            value: f.number(k.completed.count),
            change: k.completed.change,
            icon: <DoneAll />,
          },
          { label: t('clientOnboarding.kpi.timeToOnboard'), value: time, icon: <Timer /> },
          {
            label: t('clientOnboarding.kpi.stalled'),
            value: f.number(k.stalled),
            caption: stalledCaption,
            goodWhen: 'down',
            icon: <PauseCircle />,
          },
        ],
        charts: (
          <PerDayChart
            title={t('clientOnboarding.charts.overTime')}
            periodDays={PERIOD_DAYS}
            valueAxisLabel={t('clientOnboarding.axes.onboardings')}
            {...perDay}
            line
          />
        ),
      }}
      tabs={[
        tab(
          'onboardings',
          t('tabs.onboardings'),
          <OnboardingsTable rows={journeys} {...table('onboardings')} />,
        ),
        tab('stalled', t('tabs.stalled'), stalled),
      ]}
      analytics={{
        charts: [
          <BarChartCard
            key="by-stage"
            title={t('clientOnboarding.charts.byStage')}
            categories={byStage.map((s) => stepLabel(s.key))}
            categoryAxisLabel={stepAxis}
            valueAxisLabel={t('clientOnboarding.axes.onboardings')}
            series={[
              series(
                'in-progress',
                t('clientOnboarding.kpi.inProgress'),
                byStage.map((s) => s.count),
              ),
            ]}
          />,
          <BarChartCard
            key="step-durations"
            title={t('clientOnboarding.charts.stepDurations')}
            categories={steps.map((s) => stepLabel(s.step))}
            categoryAxisLabel={stepAxis}
            valueAxisLabel={t('clientOnboarding.axes.time')}
            series={[
              series(
                'median',
                t('clientOnboarding.axes.time'),
                steps.map((s) => s.medianMs),
              ),
            ]}
            valueFormat={(ms) => f.duration(ms)}
          />,
        ],
      }}
    />
  );
}
