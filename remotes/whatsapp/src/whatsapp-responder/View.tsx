import type { DashboardViewProps } from '@portal/contract';
import { bars, DashboardPages, kpi, perDay, perDaySeries, tab, useViewKit } from '@portal/dashboard-kit/ui';
import { ConversationsBlock, useChatCharts } from '../common/ChatBlocks.tsx';
import { useReplySpeedKpi } from '../common/ReplySpeed.tsx';
import { useWhatsappColumns, whatsappTab } from '../common/WhatsappTable.tsx';
import { useWhatsappTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';

const BY_RULE = { rowKey: 'trigger', initialSort: 'fired' } as const;

/** Automatic replies: volume, speed, after-hours share, the rules that fired and the handovers. */
export function WhatsappResponderView({ data, ctx }: DashboardViewProps<figures.WhatsappResponderData>) {
  const { t, f, period } = useViewKit(useWhatsappTranslation);
  const k = figures.responderKpis(data);
  const speed = useReplySpeedKpi(data.autoReplyTimes);
  const charts = useChatCharts(data);
  const triggers = figures.triggerStats(data);
  const triggerColumns = useWhatsappColumns<figures.TriggerStats>(({ t, col }) => [
    col.text('trigger', t('columns.trigger'), (r) => t(`values.trigger.${r.trigger}`)),
    col.number('fired', t('columns.fired'), (r) => r.fired),
    col.number('after-hours', t('columns.afterHours'), (r) => r.afterHours),
  ]);
  const replies = figures.repliesPerDay(data);
  const repliesAxis = t('axes.replies');
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
      bars(t('charts.triggers'), triggers, {
        subtitle: period,
        layout: 'horizontal',
        category: (s) => t(`values.trigger.${s.trigger}`),
        axes: [t('axes.trigger'), repliesAxis],
        series: { fired: [repliesAxis, (s) => s.fired] },
      }),
    ],
  };
  const tabs = [
    whatsappTab('triggers', t('tabs.triggers'), 'triggers', triggers, triggerColumns, BY_RULE),
    tab(
      'handovers',
      t('tabs.handovers'),
      <ConversationsBlock
        conversations={data.handovers}
        transcripts={data.transcripts}
        ctx={ctx}
        title={t('tables.handovers')}
      />,
    ),
  ];
  const analytics = { charts: [charts.messagesPerDay, charts.busiestHours] };
  const label = t('tabsLabel.whatsapp-responder');
  return <DashboardPages label={label} overview={overview} tabs={tabs} analytics={analytics} />;
}
