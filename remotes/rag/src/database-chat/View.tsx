import QuestionAnswer from '@mui/icons-material/QuestionAnswer';
import TableRows from '@mui/icons-material/TableRows';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Timer from '@mui/icons-material/Timer';
import type { DashboardViewProps } from '@portal/shared/contract';
import {
  bars,
  DashboardPages,
  kpi,
  perDay,
  perDaySeries,
  series,
  tab,
  useFigureTexts,
  useViewKit,
} from '@portal/shared/ui';
import { useRagT } from '../i18n/index.ts';
import * as figures from './data.ts';
import { ErrorsTable, FrequentQuestionsTable, QueriesTable } from './tables.tsx';

const BANDS = ['under100ms', 'under500ms', 'under2s', 'under10s', 'over10s'] as const;

/** Questions asked of the database in plain language: how many ran, how fast, and why some failed. */
export function DatabaseChatView({ data }: DashboardViewProps<figures.DatabaseChatData>) {
  const { t, f, period } = useViewKit(useRagT);
  const show = useFigureTexts();
  const k = figures.databaseChatKpis(data);
  const queries = t('axes.queries');
  const perDayCounts = perDaySeries(figures.queriesPerDay(data), {
    succeeded: t('series.succeeded'),
    failed: t('series.failed'),
  });
  const p95 =
    k.p95DurationMs === undefined
      ? undefined
      : t('kpi.p95Duration', { value: show.duration(k.p95DurationMs) });
  const questions = (
    <QueriesTable queries={figures.periodQueries(data)} title={t('tables.queries')} sortBy="when" />
  );
  const slowest = figures.slowestQueries(data);
  const rowsReturnedCaption = t('kpi.askers', { count: k.askers });
  const overview = {
    kpis: [
      kpi(t('kpi.questions'), f.number(k.questions), <QuestionAnswer />, { change: k.questionsChange }),
      kpi(t('kpi.successRate'), f.percent(k.successRate), <TaskAlt />, { change: k.successRateChange }),
      kpi(t('kpi.medianDuration'), show.duration(k.medianDurationMs), <Timer />, p95),
      kpi(t('kpi.rowsReturned'), f.number(k.rowsReturned), <TableRows />, rowsReturnedCaption),
    ],
    charts: perDay(t('charts.queriesPerDay'), perDayCounts, { axis: queries, stacked: true }),
    children: <FrequentQuestionsTable questions={figures.frequentQuestions(data)} limit={5} />,
  };
  const tabs = [
    tab('questions', t('tabs.questions'), questions),
    tab('errors', t('tabs.errors'), <ErrorsTable errors={figures.errorGroups(data)} />),
  ];
  const analytics = {
    charts: bars(t('charts.durations'), BANDS, {
      subtitle: period,
      category: (band) => t(`bands.${band}`),
      axes: [t('axes.duration'), queries],
      series: [series('queries', queries, figures.durationBands(data))],
    }),
    children: (
      <>
        <FrequentQuestionsTable questions={figures.frequentQuestions(data)} />
        <QueriesTable queries={slowest} title={t('tables.slowestQueries')} sortBy="duration" />
      </>
    ),
  };
  const label = t('tabsLabel.database-chat');
  return <DashboardPages label={label} overview={overview} tabs={tabs} analytics={analytics} />;
}
