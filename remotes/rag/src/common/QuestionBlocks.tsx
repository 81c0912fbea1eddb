/**
 * The question tables of the knowledge bot dashboards: the most asked and the unanswered questions
 * (their charts are in knowledgeCharts.tsx).
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DataColumn, DataTable, previewRows, useColumns, writtenTextColumn } from '@portal/shared/ui';
import { useMemo } from 'react';
import { useRagT } from '../i18n/index.ts';
import { groupQuestions, type QuestionGroup, unansweredQuestions } from './exchanges.ts';
import { type KnowledgeData, periodExchanges } from './knowledge.ts';

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
    return kind === 'top' ? groupQuestions(exchanges) : unansweredQuestions(exchanges);
  }, [data, kind]);
  const columns = useMemo<DataColumn<QuestionGroup>[]>(
    () => [
      writtenTextColumn<QuestionGroup>('question', t('columns.question'), (g) => g.text),
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
      {...previewRows(groups, limit)}
      columns={columns}
      rowKey="text"
      initialSort="asked"
      emptyMessage={kind === 'top' ? t('empty.questions') : t('empty.unanswered')}
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
