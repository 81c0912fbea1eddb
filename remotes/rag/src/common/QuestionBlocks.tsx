/**
 * The question tables of the knowledge bot dashboards: the most asked and the unanswered questions of
 * the period, grouped by their wording (`rag_questions`, knowledgeFigures.ts; their charts are in
 * knowledgeCharts.tsx).
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ratio } from '@portal/dashboard-kit/format';
import { DataTable } from '@portal/dashboard-kit/ui';
import { useRagT } from '../i18n/index.ts';
import { type FrequentRead, useFrequentColumns } from './askedBlocks.tsx';
import type { KnowledgeData } from './knowledge.ts';
import type { QuestionGroup } from './knowledgeFigures.ts';
import { previewRows } from './previewRows.ts';

/** A group of questions as its table reads it: the grouped wording, how often, when last asked. */
const GROUP_READ: FrequentRead<QuestionGroup> = {
  text: (g) => g.key,
  asked: (g) => g.asked,
  at: (g) => g.latestAt,
};

/** The share of a question's decided exchanges that the bot answered (null while none was decided). */
const answeredRate = (g: QuestionGroup) => ratio(g.answered, g.answered + g.fallback) ?? null;

interface QuestionsTableProps {
  data: Pick<KnowledgeData, 'topQuestions' | 'unanswered'>;
  /** The most asked questions, or only those the bot could not answer. */
  kind: 'top' | 'unanswered';
  /** Show only the first rows (an Overview card), without paging controls to reach the rest. */
  limit?: number;
}

export function QuestionsTable({ data, kind, limit }: QuestionsTableProps) {
  const { t } = useRagT();
  const top = kind === 'top';
  const groups = (top ? data.topQuestions : data.unanswered).groups.filter((g) => g.key !== '');
  const columns = useFrequentColumns<QuestionGroup>(
    GROUP_READ,
    ({ t, col }) => (top ? [col.percent('answered', t('columns.answeredRate'), answeredRate)] : []),
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
