import Forum from '@mui/icons-material/Forum';
import SmartToy from '@mui/icons-material/SmartToy';
import Timer from '@mui/icons-material/Timer';
import Verified from '@mui/icons-material/Verified';
import type { DashboardViewProps } from '@portal/shared/contract';
import { useFormatters, useUiTranslation } from '@portal/shared/i18n';
import { BarChartCard, PerDayChart, TabPage, WorkflowTabs } from '@portal/shared/ui';
import { useHrTranslation } from '../i18n/index.ts';
import {
  type HrServiceData,
  hrKpis,
  openRequests,
  PERIOD_DAYS,
  periodRequests,
  REQUEST_STATUSES,
  RESOLUTION_TARGET_MS,
  requestsByType,
  requestsPerDay,
  resolutionByType,
} from './data.ts';
import { RequestsTable } from './RequestsTable.tsx';

/** The WhatsApp HR assistant: what staff ask, how fast it is resolved, and what is still open. */
export function HrServiceView({ data }: DashboardViewProps<HrServiceData>) {
  const { t } = useHrTranslation();
  const { t: ui } = useUiTranslation();
  const f = useFormatters();
  const k = hrKpis(data);
  const perDay = requestsPerDay(data);
  const byType = requestsByType(data);
  const resolution = resolutionByType(data);
  const period = ui('common.lastDays', { count: PERIOD_DAYS });
  const target = f.duration(RESOLUTION_TARGET_MS);
  const typeLabel = (type: (typeof byType)[number]['type']) => t(`values.requestType.${type}`);
  return (
    <WorkflowTabs
      label={t('tabsLabel.hr-service')}
      overview={
        <TabPage
          kpis={[
            {
              id: 'requests',
              label: t('hrService.kpi.requests'),
              value: f.number(k.requests.count),
              change: k.requests.change,
              caption: t('hrService.kpi.open', { count: k.open }),
              icon: <Forum />,
            },
            {
              id: 'alone',
              label: t('hrService.kpi.answeredAlone'),
              value: f.percent(k.answeredAloneRate),
              caption: t('hrService.kpi.answeredAloneCaption', { count: k.answeredAlone }),
              icon: <SmartToy />,
            },
            {
              id: 'resolution',
              label: t('hrService.kpi.resolution'),
              value: k.medianResolutionMs === undefined ? f.missing : f.duration(k.medianResolutionMs),
              caption: t('hrService.kpi.resolutionCaption', { target }),
              icon: <Timer />,
            },
            {
              id: 'within-target',
              label: t('hrService.kpi.withinTarget'),
              value: f.percent(k.withinTargetRate),
              caption: t('hrService.kpi.withinTargetCaption', { count: k.resolved }),
              icon: <Verified />,
            },
          ]}
          charts={
            <PerDayChart
              title={t('hrService.charts.perDay')}
              periodDays={PERIOD_DAYS}
              days={perDay.days}
              valueAxisLabel={t('hrService.axes.requests')}
              series={[
                { id: 'alone', label: t('hrService.series.alone'), data: perDay.alone },
                { id: 'by-person', label: t('hrService.series.byPerson'), data: perDay.byPerson },
              ]}
              stacked
            />
          }
        />
      }
      tabs={[
        {
          id: 'requests',
          label: t('tabs.requests'),
          render: () => (
            <RequestsTable
              rows={periodRequests(data)}
              title={t('hrService.tables.requests')}
              emptyMessage={t('hrService.empty.requests')}
            />
          ),
        },
        {
          id: 'open-requests',
          label: t('tabs.openRequests'),
          render: () => (
            <RequestsTable
              rows={openRequests(data)}
              title={t('hrService.tables.open')}
              emptyMessage={t('hrService.empty.open')}
              waiting
            />
          ),
        },
      ]}
      analytics={
        <TabPage
          charts={
            <>
              <BarChartCard
                title={t('hrService.charts.byType')}
                subtitle={period}
                categories={byType.map((r) => typeLabel(r.type))}
                categoryAxisLabel={t('hrService.axes.type')}
                valueAxisLabel={t('hrService.axes.requests')}
                series={REQUEST_STATUSES.map((status, i) => ({
                  id: status,
                  label: t(`values.requestStatus.${status}`),
                  data: byType.map((r) => r.byStatus[i] ?? 0),
                }))}
                layout="horizontal"
                stacked
              />
              <BarChartCard
                title={t('hrService.charts.resolutionByType')}
                subtitle={t('hrService.kpi.resolutionCaption', { target })}
                categories={resolution.map((r) => typeLabel(r.type))}
                categoryAxisLabel={t('hrService.axes.type')}
                valueAxisLabel={t('hrService.axes.time')}
                series={[
                  {
                    id: 'median',
                    label: t('hrService.kpi.resolution'),
                    data: resolution.map((r) => r.medianMs),
                  },
                  {
                    id: 'target',
                    label: t('hrService.series.target'),
                    data: resolution.map(() => RESOLUTION_TARGET_MS),
                  },
                ]}
                valueFormat={(ms) => f.duration(ms)}
              />
            </>
          }
        />
      }
    />
  );
}
