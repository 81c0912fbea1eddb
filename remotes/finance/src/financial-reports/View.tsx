import Percent from '@mui/icons-material/Percent';
import Savings from '@mui/icons-material/Savings';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import TrendingUp from '@mui/icons-material/TrendingUp';
import type { DashboardViewProps } from '@portal/shared/contract';
import { useFormatters } from '@portal/shared/i18n';
import { BarChartCard, LineChartCard, TabPage, WorkflowTabs } from '@portal/shared/ui';
import { useFinanceTranslation } from '../i18n/index.ts';
import {
  cashTrend,
  type FinancialReportsData,
  profitTrend,
  reportKpis,
  reportsNewestFirst,
  TREND_MONTHS,
} from './data.ts';
import { ReportsTable } from './ReportsTable.tsx';

/** The monthly statements: the latest month's result, six months of trends, and every report to download. */
export function FinancialReportsView({ data }: DashboardViewProps<FinancialReportsData>) {
  const { t } = useFinanceTranslation();
  const f = useFormatters();
  const k = reportKpis(data);
  const trend = profitTrend(data);
  const cash = cashTrend(data);
  const amount = (v: number | undefined) => (v === undefined ? f.missing : f.qar(v));
  const month = k.month ? t('reports.kpi.month', { month: f.monthYear(k.month) }) : undefined;
  const months = t('reports.charts.lastMonths', { count: TREND_MONTHS });
  return (
    <WorkflowTabs
      label={t('tabsLabel.financial-reports')}
      overview={
        <TabPage
          kpis={[
            {
              id: 'revenue',
              label: t('reports.series.revenue'),
              value: amount(k.revenue),
              change: k.revenueChange,
              caption: month,
              icon: <TrendingUp />,
            },
            {
              id: 'expenses',
              label: t('reports.series.expenses'),
              value: amount(k.expenses),
              change: k.expensesChange,
              goodWhen: 'down',
              caption: month,
              icon: <ShoppingCart />,
            },
            {
              id: 'profit',
              label: t('reports.series.profit'),
              value: amount(k.profit),
              change: k.profitChange,
              caption: month,
              icon: <Savings />,
            },
            {
              id: 'margin',
              label: t('reports.kpi.margin'),
              value: k.margin === undefined ? f.missing : f.percent(k.margin),
              caption: t('reports.kpi.ready', { count: k.ready }),
              icon: <Percent />,
            },
          ]}
          charts={
            <LineChartCard
              title={t('reports.charts.profitTrend')}
              subtitle={months}
              xLabels={trend.map((m) => f.monthYear(m.month))}
              categoryAxisLabel={t('reports.axes.month')}
              valueAxisLabel={t('reports.axes.amount')}
              series={[
                { id: 'revenue', label: t('reports.series.revenue'), data: trend.map((m) => m.revenue) },
                {
                  id: 'expenses',
                  label: t('reports.series.expenses'),
                  data: trend.map((m) => m.expenses),
                },
                { id: 'profit', label: t('reports.series.profit'), data: trend.map((m) => m.profit) },
              ]}
              valueFormat={(v) => f.qarCompact(v)}
            />
          }
        />
      }
      tabs={[
        {
          id: 'reports',
          label: t('tabs.reports'),
          render: () => <ReportsTable rows={reportsNewestFirst(data)} />,
        },
      ]}
      analytics={
        <TabPage
          charts={
            <>
              <BarChartCard
                title={t('reports.charts.cashFlow')}
                subtitle={months}
                categories={cash.map((m) => f.monthYear(m.month))}
                categoryAxisLabel={t('reports.axes.month')}
                valueAxisLabel={t('reports.axes.amount')}
                series={[
                  { id: 'in', label: t('reports.series.cashIn'), data: cash.map((m) => m.cashIn) },
                  { id: 'out', label: t('reports.series.cashOut'), data: cash.map((m) => m.cashOut) },
                ]}
                valueFormat={(v) => f.qarCompact(v)}
              />
              <BarChartCard
                title={t('reports.charts.margin')}
                subtitle={months}
                categories={trend.map((m) => f.monthYear(m.month))}
                categoryAxisLabel={t('reports.axes.month')}
                valueAxisLabel={t('reports.kpi.margin')}
                series={[{ id: 'margin', label: t('reports.kpi.margin'), data: trend.map((m) => m.margin) }]}
                valueFormat={(v) => f.percent(v)}
              />
            </>
          }
        />
      }
    />
  );
}
