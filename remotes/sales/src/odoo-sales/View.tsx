import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Handshake from '@mui/icons-material/Handshake';
import MonetizationOn from '@mui/icons-material/MonetizationOn';
import type { DashboardViewProps } from '@portal/contract';
import { bars, DashboardPages, kpi, TabPage, tab, useViewKit } from '@portal/dashboard-kit/ui';
import { useSalesTranslation } from '../i18n/index.ts';
import { DealsTable } from './DealsTable.tsx';
import * as figures from './data.ts';

const byCloseDate = { columnId: 'expectedClose', direction: 'asc' } as const;

/** Overview (figures, deals closing soon), the open pipeline by stage, every deal, revenue over time. */
export function OdooSalesView({ data }: DashboardViewProps<figures.OdooSalesData>) {
  const { t, f } = useViewKit(useSalesTranslation);
  const k = figures.salesKpis(data);
  const qar = (v: number) => f.qarCompact(v);
  const pipeline = f.qar(k.openPipeline);
  const revenueCaption = t('odoo.kpi.revenueCaption', { count: k.wonDeals });
  const pipelineCaption = t('odoo.kpi.pipelineCaption', { weighted: f.qar(k.weightedPipeline) });
  const overview = {
    kpis: [
      kpi(t('odoo.kpi.revenue'), f.qar(k.revenue), <MonetizationOn />, revenueCaption, k.revenueChange),
      kpi(t('odoo.kpi.pipeline'), pipeline, <AccountBalanceWallet />, pipelineCaption),
      kpi(t('odoo.kpi.winRate'), f.percent(k.winRate), <EmojiEvents />, t('odoo.kpi.winRateCaption')),
      kpi(t('odoo.kpi.averageDeal'), f.qar(k.averageDeal), <Handshake />),
    ],
    children: (
      <DealsTable
        deals={data.upcoming}
        title={t('odoo.tables.closingSoon')}
        emptyMessage={t('odoo.empty.openDeals')}
        initialSort={byCloseDate}
      />
    ),
  };
  const tabs = [
    tab(
      'pipeline',
      t('tabs.pipeline'),
      <TabPage
        charts={bars(t('odoo.charts.pipelineByStage'), figures.pipelineByStage(data), {
          category: (s) => t(`enums.dealStage.${s.stage}`),
          series: { value: [t('series.value'), (s) => s.value] },
          valueFormat: qar,
          layout: 'horizontal',
        })}
      >
        <DealsTable
          deals={data.openDeals}
          title={t('odoo.tables.openDeals')}
          emptyMessage={t('odoo.empty.openDeals')}
          initialSort={byCloseDate}
        />
      </TabPage>,
    ),
    tab(
      'deals',
      t('tabs.deals'),
      <DealsTable
        deals={data.deals}
        title={t('odoo.tables.deals')}
        emptyMessage={t('odoo.empty.deals')}
        initialSort="created"
      />,
    ),
  ];
  const analytics = {
    charts: bars(t('odoo.charts.revenueByMonth'), figures.revenueByMonth(data), {
      category: (m) => f.monthYear(m.month),
      series: { revenue: [t('series.revenue'), (m) => m.revenue] },
      valueFormat: qar,
    }),
  };
  return <DashboardPages label={t('odoo.tabsLabel')} overview={overview} tabs={tabs} analytics={analytics} />;
}
