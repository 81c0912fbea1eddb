import Percent from '@mui/icons-material/Percent';
import Savings from '@mui/icons-material/Savings';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import TrendingUp from '@mui/icons-material/TrendingUp';
import type { DashboardViewProps } from '@portal/shared/contract';
import { BarChartCard, DashboardPages, LineChartCard, series, tab, useViewKit } from '@portal/shared/ui';
import { useFinanceTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';
import { ReportsTable } from './ReportsTable.tsx';

/** The monthly statements: the latest month's result, six months of trends, and every report to download. */
export function FinancialReportsView({ data }: DashboardViewProps<figures.FinancialReportsData>) {
  const { t, f } = useViewKit(useFinanceTranslation);
  const k = figures.reportKpis(data);
  const trend = figures.profitTrend(data);
  const cash = figures.cashTrend(data);
  const amount = (v: number | undefined) => (v === undefined ? f.missing : f.qar(v));
  const caption = k.month ? t('reports.kpi.month', { month: f.monthYear(k.month) }) : undefined;
  const margin = k.margin === undefined ? f.missing : f.percent(k.margin);
  // Every chart here is a monthly trend over the same months, in QAR unless said otherwise.
  const monthly = (rows: readonly { month: string }[]) => ({
    subtitle: t('reports.charts.lastMonths', { count: figures.TREND_MONTHS }),
    categoryAxisLabel: t('reports.axes.month'),
    valueAxisLabel: t('reports.axes.amount'),
    valueFormat: (v: number) => f.qarCompact(v),
    labels: rows.map((m) => f.monthYear(m.month)),
  });
  const { labels: trendMonths, ...trendAxes } = monthly(trend);
  const { labels: cashMonths, ...cashAxes } = monthly(cash);
  const label = (key: 'revenue' | 'expenses' | 'profit') => t(`reports.series.${key}`);
  return (
    <DashboardPages
      label={t('tabsLabel.financial-reports')}
      overview={{
        kpis: [
          {
            label: label('revenue'),
            value: amount(k.revenue),
            change: k.revenueChange,
            caption,
            icon: <TrendingUp />,
          },
          {
            label: label('expenses'),
            value: amount(k.expenses),
            change: k.expensesChange,
            goodWhen: 'down',
            caption,
            icon: <ShoppingCart />,
          },
          {
            label: label('profit'),
            value: amount(k.profit),
            change: k.profitChange,
            caption,
            icon: <Savings />,
          },
          {
            label: t('reports.kpi.margin'),
            value: margin,
            caption: t('reports.kpi.ready', { count: k.ready }),
            icon: <Percent />,
          },
        ],
        charts: (
          <LineChartCard
            title={t('reports.charts.profitTrend')}
            xLabels={trendMonths}
            {...trendAxes}
            series={(['revenue', 'expenses', 'profit'] as const).map((key) =>
              series(
                key,
                label(key),
                trend.map((m) => m[key]),
              ),
            )}
          />
        ),
      }}
      tabs={[tab('reports', t('tabs.reports'), <ReportsTable rows={figures.reportsNewestFirst(data)} />)]}
      analytics={{
        charts: [
          <BarChartCard
            key="cash-flow"
            title={t('reports.charts.cashFlow')}
            categories={cashMonths}
            {...cashAxes}
            series={[
              series(
                'in',
                t('reports.series.cashIn'),
                cash.map((m) => m.cashIn),
              ),
              series(
                'out',
                t('reports.series.cashOut'),
                cash.map((m) => m.cashOut),
              ),
            ]}
          />,
          <BarChartCard
            key="margin"
            title={t('reports.charts.margin')}
            categories={trendMonths}
            {...trendAxes}
            valueAxisLabel={t('reports.kpi.margin')}
            series={[
              series(
                'margin',
                t('reports.kpi.margin'),
                trend.map((m) => m.margin),
              ),
            ]}
            valueFormat={(v) => f.percent(v)}
          />,
        ],
      }}
    />
  );
}
