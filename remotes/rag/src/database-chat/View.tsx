import QuestionAnswer from '@mui/icons-material/QuestionAnswer';
import TableRows from '@mui/icons-material/TableRows';
import TaskAlt from '@mui/icons-material/TaskAlt';
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
import { PERIOD_DAYS } from '../common/knowledge.ts';
import { useRagT } from '../i18n/index.ts';
import * as figures from './data.ts';
import { ErrorsTable, FrequentQuestionsTable, QueriesTable } from './tables.tsx';

const BANDS = ['under100ms', 'under500ms', 'under2s', 'under10s', 'over10s'] as const;

/** Questions asked of the database in plain language: how many ran, how fast, and why some failed. */
export function DatabaseChatView({ data }: DashboardViewProps<figures.DatabaseChatData>) {
  const { t, ui, f } = useViewKit(useRagT);
  const k = figures.databaseChatKpis(data);
  const perDay = perDaySeries(figures.queriesPerDay(data), {
    succeeded: t('series.succeeded'),
    failed: t('series.failed'),
  });
  const duration = (ms: number | undefined) => (ms === undefined ? f.missing : f.duration(ms));
  const p95 =
    k.p95DurationMs === undefined ? undefined : t('kpi.p95Duration', { value: duration(k.p95DurationMs) });
  const durations = (
    <BarChartCard
      title={t('charts.durations')}
      subtitle={ui('common.lastDays', { count: PERIOD_DAYS })}
      categories={BANDS.map((band) => t(`bands.${band}`))}
      categoryAxisLabel={t('axes.duration')}
      valueAxisLabel={t('axes.queries')}
      series={[series('queries', t('axes.queries'), figures.durationBands(data))]}
    />
  );
  const questions = (
    <QueriesTable queries={figures.periodQueries(data)} title={t('tables.queries')} sortBy="when" />
  );
  const slowest = figures.slowestQueries(data);
  return (
    <DashboardPages
      label={t('tabsLabel.database-chat')}
      overview={{
        kpis: [
          {
            label: t('kpi.questions'),
            value: f.number(k.questions),
            change: k.questionsChange,
            icon: <QuestionAnswer />,
          },
          {
            label: t('kpi.successRate'),
            value: f.percent(k.successRate),
            change: k.successRateChange,
            icon: <TaskAlt />,
          },
          {
            label: t('kpi.medianDuration'),
            value: duration(k.medianDurationMs),
            caption: p95,
            icon: <Timer />,
          },
          {
            label: t('kpi.rowsReturned'),
            value: f.number(k.rowsReturned),
            caption: t('kpi.askers', { count: k.askers }),
            icon: <TableRows />,
          },
        ],
        charts: (
          <PerDayChart
            title={t('charts.queriesPerDay')}
            periodDays={PERIOD_DAYS}
            valueAxisLabel={t('axes.queries')}
            {...perDay}
            stacked
          />
        ),
        children: <FrequentQuestionsTable questions={figures.frequentQuestions(data)} limit={5} />,
      }}
      tabs={[
        tab('questions', t('tabs.questions'), questions),
        tab('errors', t('tabs.errors'), <ErrorsTable errors={figures.errorGroups(data)} />),
      ]}
      analytics={{
        charts: durations,
        children: (
          <>
            <FrequentQuestionsTable questions={figures.frequentQuestions(data)} />
            <QueriesTable queries={slowest} title={t('tables.slowestQueries')} sortBy="duration" />
          </>
        ),
      }}
    />
  );
}
