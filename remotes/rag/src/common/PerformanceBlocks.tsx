/**
 * How the bot performs on the client's own servers: the models that answered and how fast (the
 * latency and hour charts are in knowledgeCharts.tsx).
 */
import Memory from '@mui/icons-material/Memory';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DataColumn, useTableColumns } from '@portal/dashboard-kit/ui';
import { useMemo } from 'react';
import { RagTable } from '../common/RagTable.tsx';
import { useRagT } from '../i18n/index.ts';
import { type KnowledgeData, type ModelUsage, modelUsage } from './knowledge.ts';

export function ModelsTable({ data }: { data: Pick<KnowledgeData, 'models'> }) {
  const rows = useMemo(() => modelUsage(data), [data]);
  const columns = useTableColumns(useRagT, ({ t, col }): DataColumn<ModelUsage>[] => [
    col.text<ModelUsage>('model', t('columns.model'), (m) => m.model, {
      render: (m) => <bdi>{m.model}</bdi>,
    }),
    col.number<ModelUsage>('answers', t('columns.answers'), (m) => m.answers),
    col.duration<ModelUsage>('latency', t('columns.medianLatency'), (m) => m.medianLatencyMs ?? null),
    col.percent<ModelUsage>('fallback', t('columns.fallbackRate'), (m) => m.fallbackRate),
  ]);
  return (
    <RagTable
      name="models"
      rows={rows}
      columns={columns}
      rowKey="model"
      initialSort="answers"
      searchable={false}
    />
  );
}

/** For bots on the client's own servers: where the data stays, and the models answering there. */
export function OnPremisesCard({ data }: { data: Pick<KnowledgeData, 'models'> }) {
  const { t } = useRagT();
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Memory color="primary" aria-hidden />
          <div>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {t('onPremises.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('onPremises.body')}
            </Typography>
          </div>
        </CardContent>
      </Card>
      <ModelsTable data={data} />
    </Stack>
  );
}
