/** The tables of the database chat dashboard: questions with their query, frequent ones, failures. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  type DataColumn,
  DataTable,
  DetailDialog,
  previewRows,
  type StatusTone,
  statusPreset,
  useTableColumns,
  writtenTextColumn,
} from '@portal/shared/ui';
import { useState } from 'react';
import { RagTable } from '../common/RagTable.tsx';
import { QUERY_VALUES, type QueryRow } from '../common/rows.ts';
import { useRagT } from '../i18n/index.ts';
import type { ErrorGroup, FrequentQuestion } from './data.ts';

const STATUS_TONE = { succeeded: 'success', failed: 'error' } as const satisfies Record<string, StatusTone>;

/** The generated SQL of one question (code: always left to right), and why it failed. */
function QueryDialog({ query, onClose }: { query: QueryRow | null; onClose: () => void }) {
  const { t } = useRagT();
  const title = t('query.title', { question: query?.question ?? '' });
  return (
    <DetailDialog
      open={query !== null}
      title={title}
      closeLabel={t('query.close')}
      onClose={onClose}
      maxWidth="md"
    >
      {query?.generated_sql ? (
        <Box component="pre" dir="ltr" sx={{ m: 0, overflowX: 'auto', fontSize: 13, textAlign: 'left' }}>
          <code>{query.generated_sql}</code>
        </Box>
      ) : (
        <Typography>{t('query.none')}</Typography>
      )}
      {query?.error && (
        <Typography color="error" dir="auto" sx={{ mt: 2 }}>
          {query.error}
        </Typography>
      )}
    </DetailDialog>
  );
}

interface QueriesTableProps {
  queries: readonly QueryRow[];
  title: string;
  /** Order: newest first (all questions) or slowest first. */
  sortBy: 'when' | 'duration';
}

export function QueriesTable({ queries, title, sortBy }: QueriesTableProps) {
  const { t } = useRagT();
  const [open, setOpen] = useState<QueryRow | null>(null);
  const columns = useTableColumns(useRagT, ({ t, ui, col }): DataColumn<QueryRow>[] => {
    const status = statusPreset(QUERY_VALUES.values.status, STATUS_TONE, (s) => t(`values.queryStatus.${s}`));
    return [
      writtenTextColumn<QueryRow>('question', t('columns.question'), (q) => q.question),
      col.text<QueryRow>('askedBy', t('columns.askedBy'), (q) => q.asked_by),
      col.status('status', ui('columns.status'), QUERY_VALUES.read.status, status),
      col.number<QueryRow>('rows', t('columns.rows'), (q) => q.row_count),
      col.duration<QueryRow>('duration', ui('columns.duration'), (q) => q.duration_ms),
      col.date<QueryRow>('when', t('columns.when'), (q) => q.created_at),
      col.text<QueryRow>('sql', t('columns.sql'), (q) => q.generated_sql, {
        sortable: false,
        searchText: () => '',
        render: (q) => (
          <Button
            size="small"
            onClick={() => setOpen(q)}
            aria-label={t('query.showFor', { question: q.question })}
          >
            {t('query.show')}
          </Button>
        ),
      }),
    ];
  });
  return (
    <>
      <DataTable
        title={title}
        rows={queries}
        columns={columns}
        initialSort={{ columnId: sortBy, direction: 'desc' }}
        emptyMessage={t('empty.queries')}
      />
      <QueryDialog query={open} onClose={() => setOpen(null)} />
    </>
  );
}

export function FrequentQuestionsTable({
  questions,
  limit,
}: {
  questions: readonly FrequentQuestion[];
  limit?: number;
}) {
  const { t } = useRagT();
  const columns = useTableColumns(useRagT, ({ t, col }): DataColumn<FrequentQuestion>[] => [
    writtenTextColumn<FrequentQuestion>('question', t('columns.question'), (q) => q.question),
    col.number<FrequentQuestion>('asked', t('columns.asked'), (q) => q.asked),
    col.percent<FrequentQuestion>('success', t('columns.successRate'), (q) => q.successRate),
    col.duration<FrequentQuestion>('duration', t('kpi.medianDuration'), (q) => q.medianDurationMs ?? null),
    col.number<FrequentQuestion>('rows', t('columns.averageRows'), (q) => q.averageRows ?? null),
    col.date<FrequentQuestion>('last', t('columns.lastAsked'), (q) => q.lastAskedAt),
  ]);
  return (
    <DataTable
      title={t('tables.frequentQuestions')}
      {...previewRows(questions, limit)}
      columns={columns}
      rowKey="question"
      initialSort="asked"
      emptyMessage={t('empty.queries')}
    />
  );
}

export function ErrorsTable({ errors }: { errors: readonly ErrorGroup[] }) {
  const columns = useTableColumns(useRagT, ({ t, ui, col }): DataColumn<ErrorGroup>[] => [
    writtenTextColumn<ErrorGroup>('error', ui('columns.error'), (e) => e.error),
    col.number<ErrorGroup>('count', t('columns.count'), (e) => e.count),
    writtenTextColumn<ErrorGroup>('example', t('columns.example'), (e) => e.question),
    col.date<ErrorGroup>('last', t('columns.lastSeen'), (e) => e.lastSeenAt),
  ]);
  return <RagTable name="errors" rows={errors} columns={columns} rowKey="error" initialSort="count" />;
}
