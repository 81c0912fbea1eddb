import ConfirmationNumber from '@mui/icons-material/ConfirmationNumber';
import SentimentSatisfied from '@mui/icons-material/SentimentSatisfied';
import SmartToy from '@mui/icons-material/SmartToy';
import Timer from '@mui/icons-material/Timer';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import type { DashboardViewProps } from '@portal/shared/contract';
import {
  BarChartCard,
  DashboardPages,
  PerDayChart,
  perDaySeries,
  series,
  tab,
  useEnumLabels,
  useViewKit,
} from '@portal/shared/ui';
import { Conversations } from '../common/ConversationBlocks.tsx';
import { PERIOD_DAYS } from '../common/knowledge.ts';
import { useRagT } from '../i18n/index.ts';
import * as figures from './data.ts';
import { QueueTable } from './QueueTable.tsx';

/** A support desk: tickets the bot resolves alone, those it hands to a person, and who is waiting. */
export function SupportView({ data }: DashboardViewProps<figures.SupportData>) {
  const { t, ui, f } = useViewKit(useRagT);
  const labels = useEnumLabels();
  const k = figures.supportKpis(data);
  const byChannel = figures.ticketsByChannel(data);
  const period = ui('common.lastDays', { count: PERIOD_DAYS });
  const duration = (ms: number | undefined) => (ms === undefined ? f.missing : f.duration(ms));
  const rating = figures.satisfactionByHandling(data);
  const p90 =
    k.p90FirstResponseMs === undefined
      ? undefined
      : t('kpi.p90FirstResponse', { value: duration(k.p90FirstResponseMs) });
  const satisfaction =
    k.satisfaction === undefined
      ? f.missing
      : ui('satisfaction.outOf', { value: f.number(k.satisfaction, 1) });
  const perDay = perDaySeries(figures.ticketsPerDay(data), {
    automated: t('series.automated'),
    escalated: t('series.escalated'),
  });
  const byStatus = (byChannel[0]?.byStatus ?? []).map((s, i) =>
    series(
      s.status,
      labels.chatStatus(s.status),
      byChannel.map((c) => c.byStatus[i]?.count ?? 0),
    ),
  );
  const tickets = (
    <Conversations
      sessions={data.sessions}
      messages={data.messages}
      title={t('tables.tickets')}
      emptyMessage={t('empty.tickets')}
    />
  );
  return (
    <DashboardPages
      label={t('tabsLabel.customer-support-automation')}
      overview={{
        kpis: [
          {
            label: t('kpi.tickets'),
            value: f.number(k.tickets),
            change: k.ticketsChange,
            caption: t('kpi.openTickets', { count: k.open }),
            icon: <ConfirmationNumber />,
          },
          {
            label: t('kpi.automationRate'),
            value: f.percent(k.automationRate),
            change: k.automationRateChange,
            caption: t('kpi.automationRateCaption', { count: k.escalated }),
            icon: <SmartToy />,
          },
          {
            label: t('kpi.firstResponse'),
            value: duration(k.medianFirstResponseMs),
            caption: p90,
            icon: <Timer />,
          },
          { label: t('kpi.resolution'), value: duration(k.medianResolutionMs), icon: <TimerOutlined /> },
          { label: t('kpi.satisfaction'), value: satisfaction, icon: <SentimentSatisfied /> },
        ],
        charts: (
          <PerDayChart
            title={t('charts.ticketsPerDay')}
            periodDays={PERIOD_DAYS}
            valueAxisLabel={t('axes.tickets')}
            {...perDay}
            stacked
          />
        ),
      }}
      tabs={[
        tab('tickets', t('tabs.tickets'), tickets),
        tab('escalation-queue', t('tabs.escalationQueue'), <QueueTable data={data} />),
      ]}
      analytics={{
        charts: [
          <BarChartCard
            key="by-channel"
            title={t('charts.ticketsByChannel')}
            subtitle={period}
            categories={byChannel.map((c) => labels.chatChannel(c.channel))}
            categoryAxisLabel={t('axes.channel')}
            valueAxisLabel={t('axes.tickets')}
            series={byStatus}
            stacked
          />,
          <BarChartCard
            key="satisfaction"
            title={t('charts.satisfactionByHandling')}
            subtitle={period}
            categories={rating.map((r) => t(`series.${r.handling}`))}
            valueAxisLabel={t('axes.rating')}
            series={[
              series(
                'rating',
                t('axes.rating'),
                rating.map((r) => r.satisfaction ?? 0),
              ),
            ]}
            valueFormat={(v) => f.number(v, 1)}
          />,
        ],
      }}
    />
  );
}
