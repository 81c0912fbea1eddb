import TableRows from '@mui/icons-material/TableRows';
import { bars, kpi, pagesView, tab } from '@portal/dashboard-kit/ui';
import { useAskedBlocks } from '../common/askedBlocks.tsx';
import { type RagPagesKit, useRagT } from '../i18n/index.ts';
import * as figures from './data.ts';
import { ErrorsTable, FrequentQuestionsTable, QueriesTable } from './tables.tsx';

/** Questions asked of the database in plain language: how many ran, how fast, and why some failed. */
function useDatabaseChatPages(data: figures.DatabaseChatData, { t, f, period }: RagPagesKit) {
  const questions = figures.questions(data);
  const { kpis: trio, perDay } = useAskedBlocks('queries', questions);
  const k = figures.databaseChatKpis(data);
  const askers = t('kpi.askers', { count: k.askers });
  const rowsReturned = kpi(t('kpi.rowsReturned'), f.number(k.rowsReturned), <TableRows />, askers);
  const frequent = figures.frequentQuestions(data);
  const queries = t('axes.queries');
  const overview = {
    kpis: [trio.questions, trio.rate, trio.time, rowsReturned],
    charts: perDay,
    children: <FrequentQuestionsTable rows={frequent} limit={5} />,
  };
  const tabs = [
    tab('questions', t('tabs.questions'), <QueriesTable name="queries" queries={data.queries} />),
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
        <QueriesTable name="slowestQueries" queries={data.slowest} />
      </>
    ),
  };
  return { overview, tabs, analytics };
}

export const DatabaseChatView = pagesView(useRagT, 'tabsLabel.database-chat', useDatabaseChatPages);
