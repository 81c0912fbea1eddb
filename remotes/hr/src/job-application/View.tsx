import EventAvailable from '@mui/icons-material/EventAvailable';
import Grading from '@mui/icons-material/Grading';
import HowToReg from '@mui/icons-material/HowToReg';
import PersonSearch from '@mui/icons-material/PersonSearch';
import Timer from '@mui/icons-material/Timer';
import type { DashboardViewProps } from '@portal/shared/contract';
import {
  BarChartCard,
  DashboardPages,
  PerDayChart,
  PieChartCard,
  series,
  tab,
  useViewKit,
} from '@portal/shared/ui';
import { useHrTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';
import { CandidatesTable, PositionsTable } from './tables.tsx';

/** Hiring: applications by stage and source, screening speed and scores, each open position's pipeline. */
export function JobApplicationView({ data }: DashboardViewProps<figures.JobApplicationData>) {
  const { t, ui, f } = useViewKit(useHrTranslation);
  const k = figures.jobKpis(data);
  const perDay = figures.applicationsPerDay(data);
  const period = ui('common.lastDays', { count: figures.PERIOD_DAYS });
  const bySource = figures.applicationsBySource(data);
  return (
    <DashboardPages
      label={t('tabsLabel.job-application')}
      overview={{
        kpis: [
          {
            label: t('jobApplication.kpi.applications'),
            value: f.number(k.applications.count),
            change: k.applications.change,
            caption: t('jobApplication.kpi.toScreen', { count: k.toScreen }),
            icon: <PersonSearch />,
          },
          {
            label: t('jobApplication.kpi.timeToScreen'),
            value: k.medianTimeToScreenMs === undefined ? f.missing : f.duration(k.medianTimeToScreenMs),
            icon: <Timer />,
          },
          {
            label: t('jobApplication.kpi.averageScore'),
            value: k.averageScore === undefined ? f.missing : f.number(k.averageScore, 0),
            caption: t('jobApplication.kpi.scoreOutOf'),
            icon: <Grading />,
          },
          {
            label: t('jobApplication.kpi.inInterview'),
            value: f.number(k.inInterview),
            icon: <EventAvailable />,
          },
          {
            label: t('jobApplication.kpi.hired'),
            value: f.number(k.hired),
            icon: <HowToReg />,
          },
        ],
        charts: (
          <>
            <BarChartCard
              title={t('jobApplication.charts.byStage')}
              subtitle={period}
              categories={figures.applicationsByStage(data).map((s) => t(`values.stage.${s.key}`))}
              categoryAxisLabel={t('jobApplication.axes.stage')}
              valueAxisLabel={t('jobApplication.axes.applications')}
              series={[
                series(
                  'applications',
                  t('jobApplication.axes.applications'),
                  figures.applicationsByStage(data).map((s) => s.count),
                ),
              ]}
            />
            <PerDayChart
              title={t('jobApplication.charts.perDay')}
              periodDays={figures.PERIOD_DAYS}
              days={perDay.days}
              valueAxisLabel={t('jobApplication.axes.applications')}
              series={[series('applications', t('jobApplication.axes.applications'), perDay.counts)]}
            />
          </>
        ),
      }}
      tabs={[
        tab('candidates', t('tabs.candidates'), <CandidatesTable rows={figures.periodApplications(data)} />),
        tab('positions', t('tabs.positions'), <PositionsTable rows={figures.openPositions(data)} />),
      ]}
      analytics={{
        charts: (
          <>
            <BarChartCard
              title={t('jobApplication.charts.bySource')}
              subtitle={period}
              categories={bySource.map((s) => t(`values.source.${s.source}`))}
              categoryAxisLabel={t('jobApplication.axes.source')}
              valueAxisLabel={t('jobApplication.axes.applications')}
              series={[
                series(
                  'applications',
                  t('jobApplication.axes.applications'),
                  bySource.map((s) => s.applications),
                ),
                series(
                  'hired',
                  t('values.stage.hired'),
                  bySource.map((s) => s.hired),
                ),
              ]}
              layout="horizontal"
            />
            <PieChartCard
              title={t('jobApplication.charts.scores')}
              subtitle={period}
              slices={figures.scoreBands(data).map((b) => ({
                id: b.band,
                label: t(`jobApplication.scoreBand.${b.band}`),
                value: b.count,
              }))}
            />
          </>
        ),
      }}
    />
  );
}
