/**
 * How the bot performs: answer time per day (median and 95th percentile), the models that answered,
 * and when people ask (by hour of the day in Doha).
 */
import Memory from '@mui/icons-material/Memory';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormatters, useUiTranslation } from '@portal/shared/i18n';
import { BarChartCard, type DataColumn, DataTable, PerDayChart, series, useColumns } from '@portal/shared/ui';
import { useMemo } from 'react';
import { useRagT } from '../i18n/index.ts';
import {
  conversationsByHour,
  type KnowledgeData,
  latencyPerDay,
  type ModelUsage,
  modelUsage,
  PERIOD_DAYS,
} from './knowledge.ts';

/** Median and 95th percentile answer time per day, in seconds (days without answers show 0). */
export function LatencyChart({ data }: { data: KnowledgeData }) {
  const { t } = useRagT();
  const f = useFormatters();
  const perDay = latencyPerDay(data);
  const seconds = (values: readonly (number | undefined)[]) => values.map((ms) => (ms ?? 0) / 1000);
  return (
    <PerDayChart
      title={t('charts.latencyPerDay')}
      periodDays={PERIOD_DAYS}
      days={perDay.days}
      valueAxisLabel={t('axes.seconds')}
      series={[
        series('p50', t('series.median'), seconds(perDay.p50)),
        series('p95', t('series.p95'), seconds(perDay.p95)),
      ]}
      valueFormat={(v) => f.duration(v * 1000)}
      line
    />
  );
}

/** Conversations per hour of the day, Doha time. */
export function HourChart({ data }: { data: KnowledgeData }) {
  const { t } = useRagT();
  const { t: ui } = useUiTranslation();
  const f = useFormatters();
  const hours = conversationsByHour(data);
  return (
    <BarChartCard
      title={t('charts.byHour')}
      subtitle={ui('common.lastDays', { count: PERIOD_DAYS })}
      categories={hours.map((_, hour) => f.number(hour, 0))}
      categoryAxisLabel={t('axes.hour')}
      valueAxisLabel={t('axes.conversations')}
      series={[{ id: 'conversations', label: t('axes.conversations'), data: hours }]}
    />
  );
}

export function ModelsTable({ data }: { data: KnowledgeData }) {
  const { t } = useRagT();
  const col = useColumns();
  const rows = useMemo(() => modelUsage(data), [data]);
  const columns = useMemo<DataColumn<ModelUsage>[]>(
    () => [
      col.text<ModelUsage>('model', t('columns.model'), (m) => m.model, {
        render: (m) => <bdi>{m.model}</bdi>,
      }),
      col.number<ModelUsage>('answers', t('columns.answers'), (m) => m.answers),
      col.duration<ModelUsage>('latency', t('columns.medianLatency'), (m) => m.medianLatencyMs ?? null),
      col.percent<ModelUsage>('fallback', t('columns.fallbackRate'), (m) => m.fallbackRate),
    ],
    [t, col],
  );
  return (
    <DataTable
      title={t('tables.models')}
      rows={rows}
      columns={columns}
      getRowId={(m) => m.model}
      initialSort="answers"
      emptyMessage={t('empty.models')}
      searchable={false}
    />
  );
}

/** For bots on the client's own servers: where the data stays, and the models answering there. */
export function OnPremisesCard({ data }: { data: KnowledgeData }) {
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
