import QuestionAnswer from '@mui/icons-material/QuestionAnswer';
import TableRows from '@mui/icons-material/TableRows';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Timer from '@mui/icons-material/Timer';
import { bars, kpi, pagesView, perDay, perDaySeries, tab } from '@portal/shared/ui';
import { type RagPagesKit, useRagT } from '../i18n/index.ts';
import * as figures from './data.ts';
import { ErrorsTable, FrequentQuestionsTable, QueriesTable } from './tables.tsx';

/** Questions asked of the database in plain language: how many ran, how fast, and why some failed. */
function databaseChatPages(data: figures.DatabaseChatData, { t, f, period, show }: RagPagesKit) {
  const k = figures.databaseChatKpis(data);
  const queries = t('axes.queries');
  const perDayCounts = perDaySeries(figures.queriesPerDay(data), {
    succeeded: t('series.succeeded'),
    failed: t('series.failed'),
  });
  const p95 = show.durationCaption(k.p95DurationMs, (value) => t('kpi.p95Duration', { value }));
  const frequent = figures.frequentQuestions(data);
  const overview = {
    kpis: [
      kpi(t('kpi.questions'), f.number(k.questions), <QuestionAnswer />, { change: k.questionsChange }),
      kpi(t('kpi.successRate'), f.percent(k.successRate), <TaskAlt />, { change: k.successRateChange }),
      kpi(t('kpi.medianDuration'), show.duration(k.medianDurationMs), <Timer />, p95),
      kpi(
        t('kpi.rowsReturned'),
        f.number(k.rowsReturned),
        <TableRows />,
        t('kpi.askers', { count: k.askers }),
      ),
    ],
    charts: perDay(t('charts.queriesPerDay'), perDayCounts, { axis: queries, stacked: true }),
    children: <FrequentQuestionsTable rows={frequent} limit={5} />,
  };
  const tabs = [
    tab(
      'questions',
      t('tabs.questions'),
      <QueriesTable name="queries" queries={figures.periodQueries(data).rows} />,
    ),
    tab('errors', t('tabs.errors'), <ErrorsTable errors={figures.errorGroups(data)} />),
  ];
  const analytics = {
    charts: bars(t('charts.durations'), figures.durationBands(data), {
      subtitle: period,
      category: (band) => t(`bands.${band.id}`),
      axes: [t('axes.duration'), queries],
      series: { queries: [queries, (band) => band.count] },
    }),
    children: (
      <>
        <FrequentQuestionsTable rows={frequent} />
        <QueriesTable name="slowestQueries" queries={figures.slowestQueries(data)} />
      </>
    ),
  };
  return { overview, tabs, analytics };
}

export const DatabaseChatView = pagesView(useRagT, 'tabsLabel.database-chat', databaseChatPages);
