import EventAvailable from '@mui/icons-material/EventAvailable';
import Grading from '@mui/icons-material/Grading';
import HowToReg from '@mui/icons-material/HowToReg';
import PersonSearch from '@mui/icons-material/PersonSearch';
import Timer from '@mui/icons-material/Timer';
import { bars, kpi, pagesView, perDayOf, pie, tab } from '@portal/dashboard-kit/ui';
import { type HrPagesKit, useHrTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';
import { CandidatesTable, PositionsTable } from './tables.tsx';

/** Hiring: applications by stage and source, screening speed and scores, each open position's pipeline. */
function jobPages(data: figures.JobApplicationData, { t, f, period }: HrPagesKit) {
  const k = figures.jobKpis(data);
  const applications = t('jobApplication.axes.applications');
  const { change } = k.applications;
  const received = f.number(k.applications.count);
  const toScreen = t('jobApplication.kpi.toScreen', { count: k.toScreen });
  const scoreOutOf = t('jobApplication.kpi.scoreOutOf');
  const kpis = [
    kpi(t('jobApplication.kpi.applications'), received, <PersonSearch />, toScreen, change),
    kpi(t('jobApplication.kpi.timeToScreen'), f.duration(k.medianTimeToScreenMs), <Timer />),
    kpi(t('jobApplication.kpi.averageScore'), f.number(k.averageScore, 0), <Grading />, scoreOutOf),
    kpi(t('jobApplication.kpi.inInterview'), f.number(k.inInterview), <EventAvailable />),
    kpi(t('jobApplication.kpi.hired'), f.number(k.hired), <HowToReg />),
  ];
  const overview = {
    kpis,
    charts: [
      bars(t('jobApplication.charts.byStage'), figures.applicationsByStage(data), {
        subtitle: period,
        category: (s) => t(`values.stage.${s.key}`),
        axes: [t('jobApplication.axes.stage'), applications],
        series: { applications: [applications, (s) => s.count] },
      }),
      perDayOf(t('jobApplication.charts.perDay'), figures.applicationsPerDay(data), {
        labels: { applications },
        axis: applications,
      }),
    ],
  };
  const tabs = [
    tab('candidates', t('tabs.candidates'), <CandidatesTable rows={data.candidates} />),
    tab('positions', t('tabs.positions'), <PositionsTable rows={data.positions} />),
  ];
  const analytics = {
    charts: [
      bars(t('jobApplication.charts.bySource'), figures.applicationsBySource(data), {
        subtitle: period,
        category: (s) => t(`values.source.${s.source}`),
        axes: [t('jobApplication.axes.source'), applications],
        fields: { applications, hired: t('values.stage.hired') },
        layout: 'horizontal',
      }),
      pie(
        t('jobApplication.charts.scores'),
        figures.scoreBands(data),
        (b) => [b.id, t(`jobApplication.scoreBand.${b.id}`), b.count],
        { subtitle: period },
      ),
    ],
  };
  return { overview, tabs, analytics };
}

export const JobApplicationView = pagesView(useHrTranslation, 'tabsLabel.job-application', jobPages);
