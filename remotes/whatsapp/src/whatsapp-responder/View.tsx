import type { DashboardViewProps } from '@portal/shared/contract';
import {
  bars,
  DashboardPages,
  type DataColumn,
  kpi,
  perDay,
  perDaySeries,
  tab,
  useTableColumns,
  useViewKit,
} from '@portal/shared/ui';
import { useMemo } from 'react';
import { ConversationsBlock, useChatCharts } from '../common/ChatBlocks.tsx';
import { useReplySpeedKpi } from '../common/ReplySpeed.tsx';
import { WhatsappTable } from '../common/WhatsappTable.tsx';
import { useWhatsappTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';

function TriggersTable({ data }: { data: figures.WhatsappResponderData }) {
  const rows = useMemo(() => figures.triggerStats(data), [data]);
  const columns = useTableColumns(
    useWhatsappTranslation,
    ({ t, col }): DataColumn<figures.TriggerStats>[] => [
      col.text('trigger', t('columns.trigger'), (r) => t(`values.trigger.${r.trigger}`)),
      col.number('fired', t('columns.fired'), (r) => r.fired),
      col.number('after-hours', t('columns.afterHours'), (r) => r.afterHours),
    ],
  );
  return <WhatsappTable name="triggers" rows={rows} columns={columns} rowKey="trigger" initialSort="fired" />;
}

/** Automatic replies: volume, speed, after-hours share, the rules that fired and the handovers. */
export function WhatsappResponderView({ data, ctx }: DashboardViewProps<figures.WhatsappResponderData>) {
  const { t, f, period } = useViewKit(useWhatsappTranslation);
  const k = figures.responderKpis(data);
  const speed = useReplySpeedKpi(data, figures.isAutoReply);
  const charts = useChatCharts(data);
  const replies = figures.repliesPerDay(data);
  const repliesAxis = t('axes.replies');
  const handovers = figures.handedOverSessions(data);
  const afterHoursCaption = t('kpi.shareOfReplies', { rate: f.percent(k.afterHoursShare) });
  const handedOverCaption = t('kpi.shareOfConversations', { rate: f.percent(k.handedOverShare) });
  const overview = {
    kpis: [
      kpi(t('kpi.autoReplies'), f.number(k.replies), undefined, { id: 'replies' }),
      speed,
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
