import type { DashboardViewProps } from '@portal/contract';
import {
  bars,
  DashboardPages,
  kpi,
  LeadsTable,
  perDay,
  perDaySeries,
  tab,
  useViewKit,
} from '@portal/dashboard-kit/ui';
import { ConversationsBlock, useChatCharts } from '../common/ChatBlocks.tsx';
import { OrdersTable } from '../common/OrdersTable.tsx';
import { useReplySpeedKpi } from '../common/ReplySpeed.tsx';
import { useWhatsappTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';

/** Conversations that became orders: the funnel, revenue and reply speed, orders, leads and chats. */
export function WhatsappSalesView({ data, ctx }: DashboardViewProps<figures.WhatsappSalesData>) {
  const { t, ui, f, period } = useViewKit(useWhatsappTranslation);
  const k = figures.salesKpis(data);
  const funnel = figures.salesFunnel(data);
  const speed = useReplySpeedKpi(data.replyTimes);
  const charts = useChatCharts(data);
  const count = t('axes.count');
  const stages = Object.entries(funnel) as [keyof typeof funnel, number][];
  const revenue = t('axes.revenue');
  const leads = <LeadsTable leads={data.leads} title={t('tables.leads')} emptyMessage={t('empty.leads')} />;
  const conversationsCaption = t('kpi.conversionCaption', { rate: f.percent(k.conversion) });
  const overview = {
    kpis: [
      kpi(t('kpi.conversations'), f.number(funnel.conversations), undefined, conversationsCaption),
      kpi(t('kpi.revenue'), f.qar(k.revenue), undefined, t('kpi.paidOrders', { count: k.paidOrders })),
      kpi(t('kpi.averageOrder'), f.qar(k.averageOrderValue), undefined, { id: 'aov' }),
      speed,
    ],
    charts: [
      perDay(
        t('charts.salesPerDay'),
        perDaySeries(figures.salesPerDay(data), {
          conversations: t('series.conversations'),
          leads: t('series.leads'),
          orders: t('series.orders'),
        }),
        { axis: count, line: true },
      ),
      bars(t('charts.funnel'), stages, {
        subtitle: period,
        layout: 'horizontal',
        category: ([stage]) => t(`funnel.${stage}`),
        axes: [t('axes.stage'), count],
        series: { funnel: [count, ([, n]) => n] },
      }),
    ],
  };
  const tabs = [
    tab('recent-leads', ui('tabs.recentLeads'), leads),
    tab('orders', t('tabs.orders'), <OrdersTable orders={data.orders} />),
    tab(
      'conversations',
      ui('tabs.conversations'),
      <ConversationsBlock conversations={data.conversations} transcripts={data.transcripts} ctx={ctx} />,
    ),
  ];
  const analytics = {
    charts: [
      bars(t('charts.topProducts'), figures.topProducts(data, f.locale), {
        subtitle: period,
        layout: 'horizontal',
        category: (p) => p.name,
        axes: [t('axes.product'), revenue],
        valueFormat: (v) => f.qar(v),
        series: { revenue: [revenue, (p) => p.revenue] },
      }),
      charts.busiestHours,
    ],
  };
  const label = t('tabsLabel.whatsapp-sales');
  return <DashboardPages label={label} overview={overview} tabs={tabs} analytics={analytics} />;
}
