/** The tables of the database chat dashboard: questions with their query, frequent ones, failures. */
import Typography from '@mui/material/Typography';
import type { TableRows } from '@portal/dashboard-kit/live';
import { CodeBlock, DetailDialog, useRowDetails, writtenTextColumn } from '@portal/dashboard-kit/ui';
import { type FrequentRead, useFrequentColumns } from '../common/askedBlocks.tsx';
import { previewRows } from '../common/previewRows.ts';
import { RagTable, useRagColumns } from '../common/RagTable.tsx';
import { QUERY_VALUES, type QueryRow } from '../common/rows.ts';
import { useRagT } from '../i18n/index.ts';
import type { ErrorGroup, FrequentQuestion } from './data.ts';

const STATUS_TONE = { succeeded: 'success', failed: 'error' } as const;

/**
 * Every question, newest first (paged on the server), or the period's slowest first. Each opens the SQL generated for it
 * (a CodeBlock) and why it failed; the CSV has the SQL.
 */
export function QueriesTable({
  name,
  queries,
}: {
  name: 'queries' | 'slowestQueries';
  queries: TableRows<QueryRow>;
}) {
  const { t } = useRagT();
  const details = useRowDetails<QueryRow>();
  const query = details.row;
  const columns = useRagColumns<QueryRow>(
    ({ t, ui, col }) => [
      writtenTextColumn('question', t('columns.question'), (q) => q.question),
      col.text('askedBy', t('columns.askedBy'), (q) => q.asked_by),
      col.status('status', ui('columns.status'), QUERY_VALUES.read.status, {
        order: QUERY_VALUES.values.status,
        tones: STATUS_TONE,
        label: (s) => t(`values.queryStatus.${s}`),
      }),
      col.number('rows', t('columns.rows'), (q) => q.row_count),
      col.duration('duration', ui('columns.duration'), (q) => q.duration_ms),
      col.date('when', t('columns.when'), (q) => q.created_at),
      col.text('sql', t('columns.sql'), (q) => q.generated_sql, {
        sortable: false,
        searchText: () => '',
        render: (q) => details.button(q, t('query.show'), t('query.showFor', { question: q.question })),
      }),
    ],
    [details.button],
  );
  const sortBy = name === 'queries' ? 'when' : 'duration';
  const title = t('query.title', { question: query?.question ?? '' });
  return (
    <>
      <RagTable name={name} rows={queries} columns={columns} initialSort={sortBy} />
      <DetailDialog {...details.dialog} title={title} closeLabel={t('query.close')} maxWidth="md">
        {query?.generated_sql ? (
          <CodeBlock>{query.generated_sql}</CodeBlock>
        ) : (
          <Typography>{t('query.none')}</Typography>
        )}
        {query?.error && (
          <Typography color="error" dir="auto" sx={{ mt: 2 }}>
            {query.error}
          </Typography>
        )}
      </DetailDialog>
    </>
  );
}

/** A frequent question as its table reads it: the grouped wording, how often, when last asked. */
const FREQUENT_READ: FrequentRead<FrequentQuestion> = {
  text: (q) => q.key,
  asked: (q) => q.asked,
  at: (q) => q.lastAskedAt,
};

export function FrequentQuestionsTable({ rows, limit }: { rows: FrequentQuestion[]; limit?: number }) {
  const columns = useFrequentColumns<FrequentQuestion>(FREQUENT_READ, ({ t, col }) => [
    col.percent('success', t('columns.successRate'), (q) => q.rate ?? null),
    col.number('rows', t('columns.averageRows'), (q) => q.averageRows ?? null),
  ]);
  const shown = previewRows(rows, limit);
  return <RagTable name="frequentQuestions" {...shown} columns={columns} rowKey="key" initialSort="asked" />;
}

export function ErrorsTable({ errors }: { errors: ErrorGroup[] }) {
  const columns = useRagColumns<ErrorGroup>(({ t, ui, col }) => [
    writtenTextColumn('error', ui('columns.error'), (e) => e.key),
    col.number('count', t('columns.count'), (e) => e.count),
    col.date('last', t('columns.lastSeen'), (e) => e.lastSeenAt),
  ]);
  return <RagTable name="errors" rows={errors} columns={columns} rowKey="key" initialSort="count" />;
}
