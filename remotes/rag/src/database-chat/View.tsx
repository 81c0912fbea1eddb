import QuestionAnswer from '@mui/icons-material/QuestionAnswer';
import TableRows from '@mui/icons-material/TableRows';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Timer from '@mui/icons-material/Timer';
import type { DashboardViewProps } from '@portal/shared/contract';
import { useFormatters, useUiTranslation } from '@portal/shared/i18n';
import { BarChartCard, PerDayChart, TabPage, WorkflowTabs } from '@portal/shared/ui';
import { PERIOD_DAYS } from '../common/knowledge.ts';
import { useRagT } from '../i18n/index.ts';
import {
  type DatabaseChatData,
  databaseChatKpis,
  durationBands,
  errorGroups,
  frequentQuestions,
  periodQueries,
  queriesPerDay,
  slowestQueries,
} from './data.ts';
import { ErrorsTable, FrequentQuestionsTable, QueriesTable } from './tables.tsx';

const BANDS = ['under100ms', 'under500ms', 'under2s', 'under10s', 'over10s'] as const;

/** Questions asked of the database in plain language: how many ran, how fast, and why some failed. */
export function DatabaseChatView({ data }: DashboardViewProps<DatabaseChatData>) {
  const { t } = useRagT();
  const { t: ui } = useUiTranslation();
  const f = useFormatters();
  const k = databaseChatKpis(data);
  const perDay = queriesPerDay(data);
  const period = ui('common.lastDays', { count: PERIOD_DAYS });
  const duration = (ms: number | undefined) => (ms === undefined ? f.missing : f.duration(ms));
  const durations = (
    <BarChartCard
      title={t('charts.durations')}
      subtitle={period}
      categories={BANDS.map((band) => t(`bands.${band}`))}
      categoryAxisLabel={t('axes.duration')}
      valueAxisLabel={t('axes.queries')}
      series={[{ id: 'queries', label: t('axes.queries'), data: durationBands(data) }]}
    />
  );
  return (
    <WorkflowTabs
      label={t('tabsLabel.database-chat')}
      overview={
        <TabPage
          kpis={[
            {
              id: 'questions',
              label: t('kpi.questions'),
              value: f.number(k.questions),
              change: k.questionsChange,
              icon: <QuestionAnswer />,
            },
            {
              id: 'success',
              label: t('kpi.successRate'),
              value: f.percent(k.successRate),
              change: k.successRateChange,
              icon: <TaskAlt />,
            },
            {
              id: 'duration',
              label: t('kpi.medianDuration'),
              value: duration(k.medianDurationMs),
              caption:
                k.p95DurationMs === undefined
                  ? undefined
                  : t('kpi.p95Duration', { value: duration(k.p95DurationMs) }),
              icon: <Timer />,
            },
            {
              id: 'rows',
              label: t('kpi.rowsReturned'),
              value: f.number(k.rowsReturned),
              caption: t('kpi.askers', { count: k.askers }),
              icon: <TableRows />,
            },
          ]}
          charts={
            <PerDayChart
              title={t('charts.queriesPerDay')}
              periodDays={PERIOD_DAYS}
              days={perDay.days}
              valueAxisLabel={t('axes.queries')}
              series={[
                { id: 'succeeded', label: t('series.succeeded'), data: perDay.succeeded },
                { id: 'failed', label: t('series.failed'), data: perDay.failed },
              ]}
              stacked
            />
          }
        >
          <FrequentQuestionsTable questions={frequentQuestions(data)} limit={5} />
        </TabPage>
      }
      tabs={[
        {
          id: 'questions',
          label: t('tabs.questions'),
          render: () => (
            <QueriesTable queries={periodQueries(data)} title={t('tables.queries')} sortBy="when" />
          ),
        },
        { id: 'errors', label: t('tabs.errors'), render: () => <ErrorsTable errors={errorGroups(data)} /> },
      ]}
      analytics={
        <TabPage charts={durations}>
          <FrequentQuestionsTable questions={frequentQuestions(data)} />
          <QueriesTable queries={slowestQueries(data)} title={t('tables.slowestQueries')} sortBy="duration" />
        </TabPage>
      }
    />
  );
}
