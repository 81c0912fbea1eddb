import Percent from '@mui/icons-material/Percent';
import Savings from '@mui/icons-material/Savings';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import TrendingUp from '@mui/icons-material/TrendingUp';
import type { DashboardViewProps } from '@portal/contract';
import { bars, DashboardPages, kpi, lines, tab, useViewKit } from '@portal/dashboard-kit/ui';
import { useFinanceTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';
import { ReportsTable } from './ReportsTable.tsx';

/** The monthly statements: the latest month's result, six months of trends, and every report to download. */
export function FinancialReportsView({ data }: DashboardViewProps<figures.FinancialReportsData>) {
  const { t, f } = useViewKit(useFinanceTranslation);
  const k = figures.reportKpis(data);
  const trend = figures.trend(data, 'profit_and_loss');
  const caption = k.month ? t('reports.kpi.month', { month: f.monthYear(k.month) }) : undefined;
  // Every chart here is a monthly trend over the same months, in QAR unless said otherwise.
  const monthly = {
    subtitle: t('reports.charts.lastMonths', { count: figures.TREND_MONTHS }),
    category: (m: { month: string }) => f.monthYear(m.month),
    axes: [t('reports.axes.month'), t('reports.axes.amount')] as const,
    valueFormat: (v: number) => f.qarCompact(v),
  };
  const label = (key: 'revenue' | 'expenses' | 'profit') => t(`reports.series.${key}`);
  const ready = t('reports.kpi.ready', { count: k.ready });
  const overview = {
    kpis: [
      kpi(label('revenue'), f.qar(k.revenue.value), <TrendingUp />, { change: k.revenue.change, caption }),
      kpi(label('expenses'), f.qar(k.expenses.value), <ShoppingCart />, {
        change: k.expenses.change,
        goodWhen: 'down',
        caption,
      }),
      kpi(label('profit'), f.qar(k.profit.value), <Savings />, { change: k.profit.change, caption }),
      kpi(t('reports.kpi.margin'), f.percent(k.margin), <Percent />, ready),
    ],
    charts: lines(t('reports.charts.profitTrend'), trend, {
      ...monthly,
      fields: { revenue: label('revenue'), expenses: label('expenses'), profit: label('profit') },
    }),
  };
  const tabs = [tab('reports', t('tabs.reports'), <ReportsTable rows={data.reports} />)];
  const analytics = {
    charts: [
      bars(t('reports.charts.cashFlow'), figures.trend(data, 'cash_flow'), {
        ...monthly,
        series: {
          in: [t('reports.series.cashIn'), (m) => m.revenue],
          out: [t('reports.series.cashOut'), (m) => m.expenses],
        },
      }),
      bars(t('reports.charts.margin'), trend, {
        ...monthly,
        axes: [monthly.axes[0], t('reports.kpi.margin')],
        series: { margin: [t('reports.kpi.margin'), (m) => m.margin] },
        valueFormat: (v) => f.percent(v),
      }),
    ],
  };
  const tabsLabel = t('tabsLabel.financial-reports');
  return <DashboardPages label={tabsLabel} overview={overview} tabs={tabs} analytics={analytics} />;
}
