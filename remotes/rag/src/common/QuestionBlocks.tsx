/**
 * The question tables of the knowledge bot dashboards: the most asked and the unanswered questions
 * (the family's frequent questions, askedQuestions.ts; their charts are in knowledgeCharts.tsx).
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable } from '@portal/dashboard-kit/ui';
import { useMemo } from 'react';
import { useRagT } from '../i18n/index.ts';
import { type FrequentRead, useFrequentColumns } from './askedBlocks.tsx';
import { EXCHANGE_QUESTIONS } from './askedQuestions.ts';
import { type KnowledgeData, knowledgeQuestions } from './knowledge.ts';
import { previewRows } from './previewRows.ts';

type QuestionGroup = ReturnType<ReturnType<typeof knowledgeQuestions>['frequent']>[number];

/** A group of exchanges read as a frequent question: its latest wording, its size, when last asked. */
const GROUP_READ: FrequentRead<QuestionGroup> = {
  text: (g) => EXCHANGE_QUESTIONS.text(g.latest),
  asked: (g) => g.items.length,
  at: (g) => EXCHANGE_QUESTIONS.at(g.latest),
};

interface QuestionsTableProps {
  data: KnowledgeData;
  /** The most asked questions, or only those the bot could not answer. */
  kind: 'top' | 'unanswered';
  /** Show only the first rows (an Overview card), without paging controls to reach the rest. */
  limit?: number;
}

export function QuestionsTable({ data, kind, limit }: QuestionsTableProps) {
  const { t } = useRagT();
  const top = kind === 'top';
  const groups = useMemo(() => knowledgeQuestions(data).frequent(top ? undefined : 'fallback'), [data, top]);
  const columns = useFrequentColumns<QuestionGroup>(
    GROUP_READ,
    ({ t, col }) => (top ? [col.percent('answered', t('columns.answeredRate'), (g) => g.rate)] : []),
    { asked: top ? 'columns.asked' : 'columns.fallbacks', deps: [top] },
  );
  const table = (
    <DataTable
      title={top ? t('tables.topQuestions') : t('tables.unanswered')}
      {...previewRows(groups, limit)}
      columns={columns}
      rowKey="key"
      initialSort="asked"
      emptyMessage={top ? t('empty.questions') : t('empty.unanswered')}
    />
  );
  if (top) return table;
  return (
    <Stack spacing={1}>
      {table}
      <Typography variant="body2" color="text.secondary">
        {t('tables.unansweredHint')}
      </Typography>
    </Stack>
  );
}
