/**
 * The question blocks of the knowledge bot dashboards: questions per day by outcome, the most asked
 * and the unanswered questions, how questions were answered and how conversations were rated.
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormatters } from '@portal/shared/i18n';
import {
  BarChartCard,
  type DataColumn,
  DataTable,
  PerDayChart,
  PieChartCard,
  series,
  useColumns,
} from '@portal/shared/ui';
import { useMemo } from 'react';
import { useRagT } from '../i18n/index.ts';
import { groupQuestions, type QuestionGroup, unansweredQuestions } from './exchanges.ts';
import {
  type KnowledgeData,
  outcomeCounts,
  PERIOD_DAYS,
  periodExchanges,
  questionsPerDay,
  satisfactionCounts,
} from './knowledge.ts';

/** Answered and "I don't know" questions per day, stacked. */
export function QuestionsPerDayChart({ data }: { data: KnowledgeData }) {
  const { t } = useRagT();
  const perDay = questionsPerDay(data);
  return (
    <PerDayChart
      title={t('charts.questionsPerDay')}
      periodDays={PERIOD_DAYS}
      days={perDay.days}
      valueAxisLabel={t('axes.questions')}
      series={[
        series('answered', t('series.answered'), perDay.answered),
        series('fallback', t('series.fallback'), perDay.fallback),
      ]}
      stacked
    />
  );
}

interface QuestionsTableProps {
  data: KnowledgeData;
  /** The most asked questions, or only those the bot could not answer. */
  kind: 'top' | 'unanswered';
  /** Show only the first rows (an Overview card), without paging controls to reach the rest. */
  limit?: number;
}

export function QuestionsTable({ data, kind, limit }: QuestionsTableProps) {
  const { t } = useRagT();
  const col = useColumns();
  const groups = useMemo(() => {
    const exchanges = periodExchanges(data);
    const all = kind === 'top' ? groupQuestions(exchanges) : unansweredQuestions(exchanges);
    return limit ? all.slice(0, limit) : all;
  }, [data, kind, limit]);
  const columns = useMemo<DataColumn<QuestionGroup>[]>(
    () => [
      col.text<QuestionGroup>('question', t('columns.question'), (g) => g.text, {
        render: (g) => <span dir="auto">{g.text}</span>,
      }),
      col.number<QuestionGroup>(
        'asked',
        kind === 'top' ? t('columns.asked') : t('columns.fallbacks'),
        (g) => g.asked,
      ),
      ...(kind === 'top'
        ? [
            col.percent<QuestionGroup>('answered', t('columns.answeredRate'), (g) =>
              g.answered + g.fallback ? g.answered / (g.answered + g.fallback) : null,
            ),
          ]
        : []),
      col.date<QuestionGroup>('last', t('columns.lastAsked'), (g) => g.lastAskedAt),
    ],
    [t, col, kind],
  );
  const table = (
    <DataTable
      title={kind === 'top' ? t('tables.topQuestions') : t('tables.unanswered')}
      rows={groups}
      columns={columns}
      getRowId={(g) => g.text}
      initialSort="asked"
      emptyMessage={kind === 'top' ? t('empty.questions') : t('empty.unanswered')}
      searchable={!limit}
      pageSizeOptions={limit ? [limit] : undefined}
    />
  );
  if (kind === 'top') return table;
  return (
    <Stack spacing={1}>
      {table}
      <Typography variant="body2" color="text.secondary">
        {t('tables.unansweredHint')}
      </Typography>
    </Stack>
  );
}

/** Answered, "I don't know" and not yet answered, as shares of the period's questions. */
export function OutcomesChart({ data }: { data: KnowledgeData }) {
  const { t } = useRagT();
  const f = useFormatters();
  return (
    <PieChartCard
      title={t('charts.outcomes')}
      slices={outcomeCounts(data).map(({ key, count }) => ({
        id: key,
        label: t(`values.outcome.${key}`),
        value: count,
      }))}
      valueFormat={(v) => f.number(v, 0)}
    />
  );
}

/** How many conversations got 1 to 5 stars. */
export function SatisfactionChart({ data }: { data: KnowledgeData }) {
  const { t } = useRagT();
  return (
    <BarChartCard
      title={t('charts.satisfaction')}
      categories={satisfactionCounts(data).map((s) => t('series.stars', { count: s.stars }))}
      categoryAxisLabel={t('axes.stars')}
      valueAxisLabel={t('axes.conversations')}
      series={[
        series(
          'conversations',
          t('axes.conversations'),
          satisfactionCounts(data).map((s) => s.count),
        ),
      ]}
    />
  );
}
