/**
 * The knowledge base: the documents a bot answers from (source, language, size, passages, indexing
 * status with the reason of a failure), how often answers cite each one, and its totals.
 */
import Description from '@mui/icons-material/Description';
import Storage from '@mui/icons-material/Storage';
import ViewAgenda from '@mui/icons-material/ViewAgenda';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DashboardContext } from '@portal/contract';
import { useFormatters } from '@portal/dashboard-kit/i18n';
import { formatFileSize } from '@portal/dashboard-kit/storage';
import {
  type DataColumn,
  KpiRow,
  type StatusTone,
  useEnumLabels,
  useTableColumns,
  writtenTextColumn,
} from '@portal/dashboard-kit/ui';
import { useCallback, useMemo, useState } from 'react';
import { RagTable } from '../common/RagTable.tsx';
import { useRagT } from '../i18n/index.ts';
import { KnowledgeFilesPanel } from './KnowledgeFilesPanel.tsx';
import {
  citationsByDocument,
  type DocumentCitations,
  type KnowledgeBase,
  type KnowledgeData,
  knowledgeBaseSummary,
} from './knowledge.ts';
import { type KnowledgeFile, withFiles } from './knowledgeFiles.ts';
import { DOCUMENT_VALUES, type DocumentStatus } from './rows.ts';

const STATUS_TONE: Record<DocumentStatus, StatusTone> = {
  processing: 'info',
  indexed: 'success',
  failed: 'error',
};

/** Sizes in the largest fitting unit, with the unit written in the page's language. */
function useSize() {
  const { locale } = useFormatters();
  return useCallback((bytes: number) => formatFileSize(bytes, locale), [locale]);
}

export function DocumentsTable({ data }: { data: Pick<KnowledgeData, 'citations'> & KnowledgeBase }) {
  const labels = useEnumLabels();
  const size = useSize();
  const rows = useMemo(() => citationsByDocument(data.documents, data.citations), [data]);
  const columns = useTableColumns(
    useRagT,
    ({ t, ui, col }): DataColumn<DocumentCitations>[] => [
      writtenTextColumn<DocumentCitations>('title', t('columns.title'), (r) => r.document.title),
      col.label(
        'source',
        ui('columns.source'),
        (r: DocumentCitations) => DOCUMENT_VALUES.read.source_type(r.document),
        (s) => t(`values.documentSource.${s}`),
      ),
      col.label<DocumentCitations, 'en' | 'ar'>(
        'language',
        ui('columns.language'),
        (r) => (r.document.language === 'ar' ? 'ar' : 'en'),
        labels.language,
      ),
      col.number<DocumentCitations>('size', t('columns.size'), (r) => r.document.size_bytes, {
        render: (r) => size(r.document.size_bytes),
      }),
      col.number<DocumentCitations>('chunks', t('columns.chunks'), (r) => r.document.chunk_count),
      col.status(
        'status',
        ui('columns.status'),
        (r: DocumentCitations) => DOCUMENT_VALUES.read.status(r.document),
        {
          order: DOCUMENT_VALUES.values.status,
          tones: STATUS_TONE,
          label: (s) => t(`values.documentStatus.${s}`),
        },
        {
          searchText: (r) =>
            `${t(`values.documentStatus.${DOCUMENT_VALUES.read.status(r.document)}`)} ${r.document.error ?? ''}`,
        },
      ),
      col.text<DocumentCitations>('error', ui('columns.error'), (r) => r.document.error, {
        render: (r) =>
          r.document.error ? (
            <Typography variant="body2" color="error" dir="auto">
              {r.document.error}
            </Typography>
          ) : (
            ''
          ),
      }),
      col.number<DocumentCitations>('citations', t('columns.citations'), (r) => r.citations),
      col.date<DocumentCitations>('added', t('columns.added'), (r) => r.document.created_at),
    ],
    [labels, size],
  );
  return (
    <RagTable
      name="documents"
      rows={rows}
      columns={columns}
      getRowId={(r) => r.document.id}
      initialSort="added"
    />
  );
}

/**
 * Totals of the knowledge base, its documents and how often they are cited; on a live dashboard, the
 * client's own files first. A change of files redraws this tab's figures at once (the files as Storage
 * lists them replace the loaded ones); the other tabs follow on the dashboard's next load.
 */
export function KnowledgeBaseTab({ data: loaded, ctx }: { data: KnowledgeData; ctx: DashboardContext }) {
  const { t } = useRagT();
  const f = useFormatters();
  const size = useSize();
  const [files, setFiles] = useState<KnowledgeFile[] | null>(null);
  const base = loaded.knowledgeBase;
  const data = useMemo(
    () => ({
      citations: loaded.citations,
      ...(files && base.files ? { documents: withFiles(base.documents, files, base.files), files } : base),
    }),
    [loaded.citations, base, files],
  );
  const summary = knowledgeBaseSummary(data.documents);
  const indexed = summary.byStatus.find((s) => s.key === 'indexed')?.count ?? 0;
  return (
    <Stack spacing={3}>
      {ctx.mode === 'live' && <KnowledgeFilesPanel ctx={ctx} files={data.files ?? []} onFiles={setFiles} />}
      <KpiRow
        kpis={[
          {
            label: t('kpi.documents'),
            value: f.number(indexed),
            caption: t('kpi.documentsCaption', {
              indexed: f.number(indexed),
              total: f.number(data.documents.length),
            }),
            icon: <Description />,
          },
          { id: 'chunks', label: t('kpi.chunks'), value: f.number(summary.chunks), icon: <ViewAgenda /> },
          { id: 'size', label: t('kpi.size'), value: size(summary.bytes), icon: <Storage /> },
        ]}
      />
      <DocumentsTable data={data} />
    </Stack>
  );
}
