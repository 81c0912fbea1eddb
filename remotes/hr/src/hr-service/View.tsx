import Forum from '@mui/icons-material/Forum';
import SmartToy from '@mui/icons-material/SmartToy';
import Timer from '@mui/icons-material/Timer';
import Verified from '@mui/icons-material/Verified';
import { bars, crossSeries, kpi, pagesView, perDayOf, tab } from '@portal/dashboard-kit/ui';
import { type HrPagesKit, useHrTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';
import { RequestsTable } from './RequestsTable.tsx';

/** The WhatsApp HR assistant: what staff ask, how fast it is resolved, and what is still open. */
function hrServicePages(data: figures.HrServiceData, { t, f, period }: HrPagesKit) {
  const k = figures.hrKpis(data);
  const byType = figures.requestsByType(data);
  const target = f.duration(figures.RESOLUTION_TARGET_MS);
  const openCount = t('hrService.kpi.open', { count: k.open });
  const alone = t('hrService.kpi.answeredAloneCaption', { count: k.answeredAlone });
  const withinTarget = t('hrService.kpi.withinTargetCaption', { count: k.resolved });
  const targetNote = t('hrService.kpi.resolutionCaption', { target });
  const p95 = k.p95ResolutionMs;
  const resolutionNote =
    p95 === undefined ? targetNote : t('hrService.kpi.resolutionSpread', { target, p95: f.duration(p95) });
  const kpis = [
    kpi(t('hrService.kpi.requests'), f.number(k.requests.count), <Forum />, openCount, k.requests.change),
    kpi(t('hrService.kpi.answeredAlone'), f.percent(k.answeredAloneRate), <SmartToy />, alone),
    kpi(t('hrService.kpi.resolution'), f.duration(k.medianResolutionMs), <Timer />, resolutionNote),
    kpi(t('hrService.kpi.withinTarget'), f.percent(k.withinTargetRate), <Verified />, withinTarget),
  ];
  const byStatus = crossSeries(byType, figures.values.status, (s) => t(`values.requestStatus.${s}`));
  const typeLabel = (type: figures.RequestType) => t(`values.requestType.${type}`);
  const [typeAxis, requestsAxis] = [t('hrService.axes.type'), t('hrService.axes.requests')];
  const tabs = [
    tab(
      'requests',
      t('tabs.requests'),
      <RequestsTable name="requests" rows={data.periodTable} asOf={data.asOf} />,
    ),
    tab(
      'open-requests',
      t('tabs.openRequests'),
      <RequestsTable name="open" rows={data.openTable} asOf={data.asOf} />,
    ),
  ];
  const overview = {
    kpis,
    charts: perDayOf(t('hrService.charts.perDay'), figures.requestsPerDay(data), {
      labels: { alone: t('hrService.series.alone'), byPerson: t('hrService.series.byPerson') },
      axis: requestsAxis,
      stacked: true,
    }),
  };
  const analytics = {
    charts: [
      bars(t('hrService.charts.byType'), byType, {
        subtitle: period,
        category: (r) => typeLabel(r.key),
        axes: [typeAxis, requestsAxis],
        series: byStatus,
        layout: 'horizontal',
        stacked: true,
      }),
      bars(t('hrService.charts.resolutionByType'), figures.resolutionByType(data), {
        subtitle: targetNote,
        category: (r) => typeLabel(r.type),
        axes: [typeAxis, t('hrService.axes.time')],
        series: {
          mean: [t('hrService.kpi.resolution'), (r) => r.meanMs],
          target: [t('hrService.series.target'), () => figures.RESOLUTION_TARGET_MS],
        },
        valueFormat: (ms) => f.duration(ms),
      }),
    ],
  };
  return { overview, tabs, analytics };
}

export const HrServiceView = pagesView(useHrTranslation, 'tabsLabel.hr-service', hrServicePages);
