import type { DashboardViewProps } from '@portal/shared/contract';
import { useUiTranslation } from '@portal/shared/i18n';
import {
  BarChartCard,
  DashboardPages,
  type DataColumn,
  DataTable,
  PerDayChart,
  series,
  tab,
  useColumns,
  useViewKit,
} from '@portal/shared/ui';
import { useMemo } from 'react';
import { BusiestHoursChart, ConversationsBlock, MessagesPerDayChart } from '../common/ChatBlocks.tsx';
import { PERIOD_DAYS } from '../common/rows.ts';
import { useWhatsappTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';

function RepliesPerDayChart({ data }: { data: figures.WhatsappResponderData }) {
  const { t } = useWhatsappTranslation();
  const perDay = figures.repliesPerDay(data);
  return (
    <PerDayChart
      title={t('charts.repliesPerDay')}
      periodDays={PERIOD_DAYS}
      days={perDay.days}
      valueAxisLabel={t('axes.replies')}
      stacked
      series={[
        series('open', t('series.businessHours'), perDay.open),
        series('closed', t('series.afterHours'), perDay.closed),
      ]}
    />
  );
}

function TriggersChart({ data }: { data: figures.WhatsappResponderData }) {
  const { t } = useWhatsappTranslation();
  const { t: ui } = useUiTranslation();
  const stats = figures.triggerStats(data);
  return (
    <BarChartCard
      title={t('charts.triggers')}
      subtitle={ui('common.lastDays', { count: PERIOD_DAYS })}
      layout="horizontal"
      categories={stats.map((s) => t(`values.trigger.${s.trigger}`))}
      categoryAxisLabel={t('axes.trigger')}
      valueAxisLabel={t('axes.replies')}
      series={[{ id: 'fired', label: t('axes.replies'), data: stats.map((s) => s.fired) }]}
    />
  );
}

function TriggersTable({ data }: { data: figures.WhatsappResponderData }) {
  const { t } = useWhatsappTranslation();
  const col = useColumns();
  const rows = useMemo(() => figures.triggerStats(data), [data]);
  const columns = useMemo<DataColumn<figures.TriggerStats>[]>(
    () => [
      col.text<figures.TriggerStats>('trigger', t('columns.trigger'), (r) =>
        t(`values.trigger.${r.trigger}`),
      ),
      col.number<figures.TriggerStats>('fired', t('columns.fired'), (r) => r.fired),
      col.number<figures.TriggerStats>('after-hours', t('columns.afterHours'), (r) => r.afterHours),
    ],
    [t, col],
  );
  return (
    <DataTable
      title={t('tables.triggers')}
      rows={rows}
      columns={columns}
      getRowId={(r) => r.trigger}
      initialSort="fired"
      emptyMessage={t('empty.replies')}
    />
  );
}

/** Automatic replies: volume, speed, after-hours share, the rules that fired and the handovers. */
export function WhatsappResponderView({ data, ctx }: DashboardViewProps<figures.WhatsappResponderData>) {
  const { t, f } = useViewKit(useWhatsappTranslation);
  const kpis = figures.responderKpis(data);
  return (
    <DashboardPages
      label={t('tabsLabel.whatsapp-responder')}
      overview={{
        kpis: [
          { id: 'replies', label: t('kpi.autoReplies'), value: f.number(kpis.replies) },
          {
            label: t('kpi.replyTime'),
            value: kpis.medianMs === undefined ? f.missing : f.duration(kpis.medianMs),
            caption:
              kpis.p95Ms === undefined
                ? t('kpi.noReplies')
                : t('kpi.replyTimeP95', { value: f.duration(kpis.p95Ms) }),
          },
          {
            label: t('kpi.afterHours'),
            value: f.number(kpis.afterHours),
            caption: t('kpi.shareOfReplies', { rate: f.percent(kpis.afterHoursShare) }),
          },
          {
            label: t('kpi.handedOver'),
            value: f.number(kpis.handedOver),
            caption: t('kpi.shareOfConversations', { rate: f.percent(kpis.handedOverShare) }),
          },
        ],
        charts: (
          <>
            <RepliesPerDayChart data={data} />
            <TriggersChart data={data} />
          </>
        ),
      }}
      tabs={[
        tab('triggers', t('tabs.triggers'), <TriggersTable data={data} />),
        tab(
          'handovers',
          t('tabs.handovers'),
          <ConversationsBlock
            data={data}
            ctx={ctx}
            sessions={figures.handedOverSessions(data)}
            title={t('tables.handovers')}
          />,
        ),
      ]}
      analytics={{
        charts: (
          <>
            <MessagesPerDayChart data={data} />
            <BusiestHoursChart data={data} />
          </>
        ),
      }}
    />
  );
}
