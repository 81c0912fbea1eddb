import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Handshake from '@mui/icons-material/Handshake';
import MonetizationOn from '@mui/icons-material/MonetizationOn';
import Stack from '@mui/material/Stack';
import type { DashboardViewProps } from '@portal/shared/contract';
import { BarChartCard, DashboardGrid, DashboardPages, KpiCard, tab, useViewKit } from '@portal/shared/ui';
import { useSalesTranslation } from '../i18n/index.ts';
import { DealsTable } from './DealsTable.tsx';
import {
  type OdooSalesData,
  OPEN_STAGES,
  pipelineByStage,
  revenueByMonth,
  salesKpis,
  upcomingDeals,
} from './data.ts';

function Overview({ data }: { data: OdooSalesData }) {
  const { t, f } = useViewKit(useSalesTranslation);
  const kpis = salesKpis(data);
  return (
    <Stack spacing={3}>
      <DashboardGrid>
        <KpiCard
          label={t('odoo.kpi.revenue')}
          value={f.qar(kpis.revenue)}
          caption={t('odoo.kpi.revenueCaption', { count: kpis.wonDeals })}
          delta={kpis.revenueChange === undefined ? undefined : { value: kpis.revenueChange }}
          icon={<MonetizationOn />}
        />
        <KpiCard
          label={t('odoo.kpi.pipeline')}
          value={f.qar(kpis.openPipeline)}
          caption={t('odoo.kpi.pipelineCaption', { weighted: f.qar(kpis.weightedPipeline) })}
          icon={<AccountBalanceWallet />}
        />
        <KpiCard
          label={t('odoo.kpi.winRate')}
          value={f.percent(kpis.winRate)}
          caption={t('odoo.kpi.winRateCaption')}
          icon={<EmojiEvents />}
        />
        <KpiCard label={t('odoo.kpi.averageDeal')} value={f.qar(kpis.averageDeal)} icon={<Handshake />} />
      </DashboardGrid>
      <DealsTable
        deals={upcomingDeals(data)}
        title={t('odoo.tables.closingSoon')}
        emptyMessage={t('odoo.empty.openDeals')}
        initialSort={{ columnId: 'expectedClose', direction: 'asc' }}
      />
    </Stack>
  );
}

function Analytics({ data }: { data: OdooSalesData }) {
  const { t, f } = useViewKit(useSalesTranslation);
  const months = revenueByMonth(data);
  return (
    <BarChartCard
      title={t('odoo.charts.revenueByMonth')}
      categories={months.map((m) => f.monthYear(m.month))}
      series={[{ id: 'revenue', label: t('series.revenue'), data: months.map((m) => m.revenue) }]}
      valueFormat={(v) => f.qarCompact(v)}
    />
  );
}

function Pipeline({ data }: { data: OdooSalesData }) {
  const { t, f } = useViewKit(useSalesTranslation);
  const stages = pipelineByStage(data);
  const open = data.deals.filter((d) => (OPEN_STAGES as readonly string[]).includes(d.stage));
  return (
    <Stack spacing={3}>
      <BarChartCard
        title={t('odoo.charts.pipelineByStage')}
        categories={stages.map((s) => t(`enums.dealStage.${s.stage}`))}
        series={[{ id: 'value', label: t('series.value'), data: stages.map((s) => s.value) }]}
        valueFormat={(v) => f.qarCompact(v)}
        layout="horizontal"
      />
      <DealsTable
        deals={open}
        title={t('odoo.tables.openDeals')}
        emptyMessage={t('odoo.empty.openDeals')}
        initialSort={{ columnId: 'expectedClose', direction: 'asc' }}
      />
    </Stack>
  );
}

/** Overview (figures, deals closing soon), the open pipeline by stage, every deal, revenue over time. */
export function OdooSalesView({ data }: DashboardViewProps<OdooSalesData>) {
  const { t } = useSalesTranslation();
  return (
    <DashboardPages
      label={t('odoo.tabsLabel')}
      overview={<Overview data={data} />}
      tabs={[
        tab('pipeline', t('tabs.pipeline'), <Pipeline data={data} />),
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
      ]}
      analytics={<Analytics data={data} />}
    />
  );
}
