import type { DashboardViewProps } from '@portal/shared/contract';
import { useUiTranslation } from '@portal/shared/i18n';
import {
  BarChartCard,
  DashboardPages,
  LeadsTable,
  PerDayChart,
  series,
  tab,
  useViewKit,
} from '@portal/shared/ui';
import { BusiestHoursChart, ConversationsBlock } from '../common/ChatBlocks.tsx';
import { OrdersTable } from '../common/OrdersTable.tsx';
import { useReplySpeedKpi } from '../common/ReplySpeed.tsx';
import { PERIOD_DAYS } from '../common/rows.ts';
import { useWhatsappTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';

function SalesPerDayChart({ data }: { data: figures.WhatsappSalesData }) {
  const { t } = useWhatsappTranslation();
  const perDay = figures.salesPerDay(data);
  return (
    <PerDayChart
      title={t('charts.salesPerDay')}
      periodDays={PERIOD_DAYS}
      days={perDay.days}
      valueAxisLabel={t('axes.count')}
      series={[
        series('conversations', t('series.conversations'), perDay.conversations),
        series('leads', t('series.leads'), perDay.leads),
        series('orders', t('series.orders'), perDay.orders),
      ]}
      line
    />
  );
}

function FunnelChart({ data }: { data: figures.WhatsappSalesData }) {
  const { t } = useWhatsappTranslation();
  const { t: ui } = useUiTranslation();
  const funnel = figures.salesFunnel(data);
  const stages = [
    [t('funnel.conversations'), funnel.conversations],
    [t('funnel.leads'), funnel.leads],
    [t('funnel.orders'), funnel.orders],
    [t('funnel.paid'), funnel.paid],
  ] as const;
  return (
    <BarChartCard
      title={t('charts.funnel')}
      subtitle={ui('common.lastDays', { count: PERIOD_DAYS })}
      layout="horizontal"
      categories={stages.map(([label]) => label)}
      categoryAxisLabel={t('axes.stage')}
      valueAxisLabel={t('axes.count')}
      series={[{ id: 'funnel', label: t('axes.count'), data: stages.map(([, n]) => n) }]}
    />
  );
}

function TopProductsChart({ data }: { data: figures.WhatsappSalesData }) {
  const { t, ui, f } = useViewKit(useWhatsappTranslation);
  const top = figures.topProducts(data, f.locale);
  return (
    <BarChartCard
      title={t('charts.topProducts')}
      subtitle={ui('common.lastDays', { count: PERIOD_DAYS })}
      layout="horizontal"
      categories={top.map((p) => p.name)}
      categoryAxisLabel={t('axes.product')}
      valueAxisLabel={t('axes.revenue')}
      valueFormat={(v) => f.qar(v)}
      series={[{ id: 'revenue', label: t('axes.revenue'), data: top.map((p) => p.revenue) }]}
    />
  );
}

/** Conversations that became orders: the funnel, revenue and reply speed, orders, leads and chats. */
export function WhatsappSalesView({ data, ctx }: DashboardViewProps<figures.WhatsappSalesData>) {
  const { t, ui, f } = useViewKit(useWhatsappTranslation);
  const kpis = figures.salesKpis(data);
  const funnel = figures.salesFunnel(data);
  const speed = useReplySpeedKpi(data);
  return (
    <DashboardPages
      label={t('tabsLabel.whatsapp-sales')}
      overview={{
        kpis: [
          {
            label: t('kpi.conversations'),
            value: f.number(funnel.conversations),
            caption: t('kpi.conversionCaption', { rate: f.percent(kpis.conversion) }),
          },
          {
            label: t('kpi.revenue'),
            value: f.qar(kpis.revenue),
            caption: t('kpi.paidOrders', { count: kpis.paidOrders }),
          },
          { id: 'aov', label: t('kpi.averageOrder'), value: f.qar(kpis.averageOrderValue) },
          speed,
        ],
        charts: (
          <>
            <SalesPerDayChart data={data} />
            <FunnelChart data={data} />
          </>
        ),
      }}
      tabs={[
        tab(
          'recent-leads',
          ui('tabs.recentLeads'),
          <LeadsTable leads={data.leads} title={t('tables.leads')} emptyMessage={t('empty.leads')} />,
        ),
        tab('orders', t('tabs.orders'), <OrdersTable orders={figures.periodOrders(data)} />),
        tab('conversations', ui('tabs.conversations'), <ConversationsBlock data={data} ctx={ctx} />),
      ]}
      analytics={{
        charts: (
          <>
            <TopProductsChart data={data} />
            <BusiestHoursChart data={data} />
          </>
        ),
      }}
    />
  );
}
