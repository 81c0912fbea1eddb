import DoneAll from '@mui/icons-material/DoneAll';
import HourglassBottom from '@mui/icons-material/HourglassBottom';
import PauseCircle from '@mui/icons-material/PauseCircle';
import Timer from '@mui/icons-material/Timer';
import { bars, kpi, listTabs, pagesView, perDay, perDaySeries } from '@portal/dashboard-kit/ui';
import { type HrPagesKit, useHrTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';
import { OnboardingsTable } from './OnboardingsTable.tsx';

/** New customers' onboarding: journeys in progress, time to onboard, stalled journeys, completions over time. */
function onboardingPages(data: figures.OnboardingData, { t, f }: HrPagesKit) {
  const k = figures.onboardingKpis(data);
  const stepLabel = (step: figures.OnboardingStage) => t(`values.onboardingStage.${step}`);
  const progress =
    k.averageProgress === undefined
      ? undefined
      : t('clientOnboarding.kpi.averageProgress', { value: f.percent(k.averageProgress) });
  const stalledCaption = t('clientOnboarding.kpi.stalledCaption', { count: figures.STALLED_AFTER_DAYS });
  const stalledNote = { caption: stalledCaption, goodWhen: 'down' } as const;
  const perDayFigures = perDaySeries(figures.onboardingsPerDay(data), {
    started: t('clientOnboarding.series.started'),
    completed: t('clientOnboarding.series.completed'),
  });
  const stepAxis = t('clientOnboarding.axes.step');
  const onboardings = t('clientOnboarding.axes.onboardings');
  const duration = t('clientOnboarding.axes.time');
  const overview = {
    kpis: [
      kpi(t('clientOnboarding.kpi.inProgress'), f.number(k.inProgress), <HourglassBottom />, progress),
      kpi(t('clientOnboarding.kpi.completed'), f.number(k.completed.count), <DoneAll />, {
        change: k.completed.change,
      }),
      kpi(t('clientOnboarding.kpi.timeToOnboard'), f.duration(k.medianTimeToOnboardMs), <Timer />),
      kpi(t('clientOnboarding.kpi.stalled'), f.number(k.stalled), <PauseCircle />, stalledNote),
    ],
    charts: perDay(t('clientOnboarding.charts.overTime'), perDayFigures, { axis: onboardings, line: true }),
  };
  const lists = { onboardings: data.journeys, stalled: data.stalledTable };
  const title = { count: figures.STALLED_AFTER_DAYS };
  const tabs = listTabs(t, lists, (name, rows) => (
    <OnboardingsTable name={name} rows={rows} titleValues={title} asOf={data.asOf} />
  ));
  const analytics = {
    charts: [
      bars(t('clientOnboarding.charts.byStage'), figures.inProgressByStage(data), {
        category: (s) => stepLabel(s.key),
        axes: [stepAxis, onboardings],
        series: { 'in-progress': [t('clientOnboarding.kpi.inProgress'), (s) => s.count] },
      }),
      bars(t('clientOnboarding.charts.stepDurations'), data.steps, {
        category: (s) => stepLabel(s.step),
        axes: [stepAxis, duration],
        series: { median: [duration, (s) => s.medianMs] },
        valueFormat: (ms) => f.duration(ms),
      }),
    ],
  };
  return { overview, tabs, analytics };
}

export const OnboardingView = pagesView(useHrTranslation, 'tabsLabel.client-onboarding', onboardingPages);
