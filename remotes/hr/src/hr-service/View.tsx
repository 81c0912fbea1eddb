import Forum from '@mui/icons-material/Forum';
import SmartToy from '@mui/icons-material/SmartToy';
import Timer from '@mui/icons-material/Timer';
import Verified from '@mui/icons-material/Verified';
import type { DashboardViewProps } from '@portal/shared/contract';
import {
  BarChartCard,
  DashboardPages,
  PerDayChart,
  perDaySeries,
  series,
  tab,
  useViewKit,
} from '@portal/shared/ui';
import { useHrTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';
import { RequestsTable } from './RequestsTable.tsx';

const { PERIOD_DAYS, RESOLUTION_TARGET_MS } = figures;

/** The WhatsApp HR assistant: what staff ask, how fast it is resolved, and what is still open. */
export function HrServiceView({ data }: DashboardViewProps<figures.HrServiceData>) {
  const { t, ui, f } = useViewKit(useHrTranslation);
  const k = figures.hrKpis(data);
  const requests = figures.periodRequests(data);
  const open = figures.openRequests(data);
  const byType = figures.requestsByType(data);
  const resolution = figures.resolutionByType(data);
  const target = f.duration(RESOLUTION_TARGET_MS);
  const types = (rows: readonly { type: figures.RequestType }[]) =>
    rows.map((r) => t(`values.requestType.${r.type}`));
  const resolutionValue = k.medianResolutionMs === undefined ? f.missing : f.duration(k.medianResolutionMs);
  const kpis = [
    {
      label: t('hrService.kpi.requests'),
      value: f.number(k.requests.count),
      change: k.requests.change,
      caption: t('hrService.kpi.open', { count: k.open }),
      icon: <Forum />,
    },
    {
      label: t('hrService.kpi.answeredAlone'),
      value: f.percent(k.answeredAloneRate),
      caption: t('hrService.kpi.answeredAloneCaption', { count: k.answeredAlone }),
      icon: <SmartToy />,
    },
    {
      label: t('hrService.kpi.resolution'),
      value: resolutionValue,
      caption: t('hrService.kpi.resolutionCaption', { target }),
      icon: <Timer />,
    },
    {
      label: t('hrService.kpi.withinTarget'),
      value: f.percent(k.withinTargetRate),
      caption: t('hrService.kpi.withinTargetCaption', { count: k.resolved }),
      icon: <Verified />,
    },
  ];
  const perDay = perDaySeries(figures.requestsPerDay(data), {
    alone: t('hrService.series.alone'),
    byPerson: t('hrService.series.byPerson'),
  });
  const byStatus = figures.REQUEST_STATUSES.map((status, i) => ({
    id: status,
    label: t(`values.requestStatus.${status}`),
    data: byType.map((r) => r.byStatus[i] ?? 0),
  }));
  const axes = { categoryAxisLabel: t('hrService.axes.type'), valueAxisLabel: t('hrService.axes.requests') };
  const medians = series(
    'median',
    t('hrService.kpi.resolution'),
    resolution.map((r) => r.medianMs),
  );
  const targets = series(
    'target',
    t('hrService.series.target'),
    resolution.map(() => RESOLUTION_TARGET_MS),
  );
  const texts = (key: 'requests' | 'open') => ({
    title: t(`hrService.tables.${key}`),
    emptyMessage: t(`hrService.empty.${key}`),
  });
  const tabs = [
    tab('requests', t('tabs.requests'), <RequestsTable rows={requests} {...texts('requests')} />),
    tab('open-requests', t('tabs.openRequests'), <RequestsTable rows={open} {...texts('open')} waiting />),
  ];
  return (
    <DashboardPages
      label={t('tabsLabel.hr-service')}
      overview={{
        kpis,
        charts: (
          <PerDayChart
            title={t('hrService.charts.perDay')}
            periodDays={PERIOD_DAYS}
            {...perDay}
            valueAxisLabel={axes.valueAxisLabel}
            stacked
          />
        ),
      }}
      tabs={tabs}
      analytics={{
        charts: [
          <BarChartCard
            key="by-type"
            title={t('hrService.charts.byType')}
            subtitle={ui('common.lastDays', { count: PERIOD_DAYS })}
            categories={types(byType)}
            {...axes}
            series={byStatus}
            layout="horizontal"
            stacked
          />,
          <BarChartCard
            key="resolution"
            title={t('hrService.charts.resolutionByType')}
            subtitle={t('hrService.kpi.resolutionCaption', { target })}
            categories={types(resolution)}
            categoryAxisLabel={axes.categoryAxisLabel}
            valueAxisLabel={t('hrService.axes.time')}
            series={[medians, targets]}
            valueFormat={(ms) => f.duration(ms)}
          />,
        ],
      }}
    />
  );
}
