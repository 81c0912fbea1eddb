import type { DashboardViewProps } from '@portal/shared/contract';
import {
  bars,
  DashboardPages,
  type DataColumn,
  DataTable,
  kpi,
  perDay,
  perDaySeries,
  tab,
  useTableColumns,
  useViewKit,
} from '@portal/shared/ui';
import { useMemo } from 'react';
import { ConversationsBlock, useChatCharts } from '../common/ChatBlocks.tsx';
import { useWhatsappTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';

function TriggersTable({ data }: { data: figures.WhatsappResponderData }) {
  const { t } = useWhatsappTranslation();
  const rows = useMemo(() => figures.triggerStats(data), [data]);
  const columns = useTableColumns(
    useWhatsappTranslation,
    ({ t, col }): DataColumn<figures.TriggerStats>[] => [
      col.text<figures.TriggerStats>('trigger', t('columns.trigger'), (r) =>
        t(`values.trigger.${r.trigger}`),
      ),
      col.number<figures.TriggerStats>('fired', t('columns.fired'), (r) => r.fired),
      col.number<figures.TriggerStats>('after-hours', t('columns.afterHours'), (r) => r.afterHours),
    ],
  );
  return (
    <DataTable
      title={t('tables.triggers')}
      rows={rows}
      columns={columns}
      rowKey="trigger"
      initialSort="fired"
      emptyMessage={t('empty.replies')}
    />
  );
}

/** Automatic replies: volume, speed, after-hours share, the rules that fired and the handovers. */
export function WhatsappResponderView({ data, ctx }: DashboardViewProps<figures.WhatsappResponderData>) {
  const { t, f, period } = useViewKit(useWhatsappTranslation);
  const k = figures.responderKpis(data);
  const charts = useChatCharts(data);
  const replies = figures.repliesPerDay(data);
  const repliesAxis = t('axes.replies');
  const replyTime = k.medianMs === undefined ? f.missing : f.duration(k.medianMs);
  const p95 =
    k.p95Ms === undefined ? t('kpi.noReplies') : t('kpi.replyTimeP95', { value: f.duration(k.p95Ms) });
  const handovers = figures.handedOverSessions(data);
  const afterHoursCaption = t('kpi.shareOfReplies', { rate: f.percent(k.afterHoursShare) });
  const handedOverCaption = t('kpi.shareOfConversations', { rate: f.percent(k.handedOverShare) });
  const overview = {
    kpis: [
      kpi(t('kpi.autoReplies'), f.number(k.replies), undefined, { id: 'replies' }),
      kpi(t('kpi.replyTime'), replyTime, undefined, p95),
      kpi(t('kpi.afterHours'), f.number(k.afterHours), undefined, afterHoursCaption),
      kpi(t('kpi.handedOver'), f.number(k.handedOver), undefined, handedOverCaption),
    ],
    charts: [
      perDay(
        t('charts.repliesPerDay'),
        perDaySeries(replies, { open: t('series.businessHours'), closed: t('series.afterHours') }),
        { axis: repliesAxis, stacked: true },
      ),
      bars(t('charts.triggers'), figures.triggerStats(data), {
        subtitle: period,
        layout: 'horizontal',
        category: (s) => t(`values.trigger.${s.trigger}`),
        axes: [t('axes.trigger'), repliesAxis],
        series: { fired: [repliesAxis, (s) => s.fired] },
      }),
    ],
  };
  const tabs = [
    tab('triggers', t('tabs.triggers'), <TriggersTable data={data} />),
    tab(
      'handovers',
      t('tabs.handovers'),
      <ConversationsBlock data={data} ctx={ctx} sessions={handovers} title={t('tables.handovers')} />,
    ),
  ];
  const analytics = { charts: [charts.messagesPerDay, charts.busiestHours] };
  const label = t('tabsLabel.whatsapp-responder');
  return <DashboardPages label={label} overview={overview} tabs={tabs} analytics={analytics} />;
}
