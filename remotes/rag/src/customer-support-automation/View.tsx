import ConfirmationNumber from '@mui/icons-material/ConfirmationNumber';
import SentimentSatisfied from '@mui/icons-material/SentimentSatisfied';
import SmartToy from '@mui/icons-material/SmartToy';
import Timer from '@mui/icons-material/Timer';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import type { DashboardViewProps } from '@portal/shared/contract';
import { useFormatters, useUiTranslation } from '@portal/shared/i18n';
import { BarChartCard, PerDayChart, TabPage, useEnumLabels, WorkflowTabs } from '@portal/shared/ui';
import { Conversations } from '../common/ConversationBlocks.tsx';
import { PERIOD_DAYS } from '../common/knowledge.ts';
import { useRagT } from '../i18n/index.ts';
import {
  type SupportData,
  satisfactionByHandling,
  supportKpis,
  ticketsByChannel,
  ticketsPerDay,
} from './data.ts';
import { QueueTable } from './QueueTable.tsx';

/** A support desk: tickets the bot resolves alone, those it hands to a person, and who is waiting. */
export function SupportView({ data }: DashboardViewProps<SupportData>) {
  const { t } = useRagT();
  const { t: ui } = useUiTranslation();
  const f = useFormatters();
  const labels = useEnumLabels();
  const k = supportKpis(data);
  const perDay = ticketsPerDay(data);
  const byChannel = ticketsByChannel(data);
  const period = ui('common.lastDays', { count: PERIOD_DAYS });
  const duration = (ms: number | undefined) => (ms === undefined ? f.missing : f.duration(ms));
  const rating = satisfactionByHandling(data);
  return (
    <WorkflowTabs
      label={t('tabsLabel.customer-support-automation')}
      overview={
        <TabPage
          kpis={[
            {
              id: 'tickets',
              label: t('kpi.tickets'),
              value: f.number(k.tickets),
              change: k.ticketsChange,
              caption: t('kpi.openTickets', { count: k.open }),
              icon: <ConfirmationNumber />,
            },
            {
              id: 'automation',
              label: t('kpi.automationRate'),
              value: f.percent(k.automationRate),
              change: k.automationRateChange,
              caption: t('kpi.automationRateCaption', { count: k.escalated }),
              icon: <SmartToy />,
            },
            {
              id: 'first-response',
              label: t('kpi.firstResponse'),
              value: duration(k.medianFirstResponseMs),
              caption:
                k.p90FirstResponseMs === undefined
                  ? undefined
                  : t('kpi.p90FirstResponse', { value: duration(k.p90FirstResponseMs) }),
              icon: <Timer />,
            },
            {
              id: 'resolution',
              label: t('kpi.resolution'),
              value: duration(k.medianResolutionMs),
              icon: <TimerOutlined />,
            },
            {
              id: 'satisfaction',
              label: t('kpi.satisfaction'),
              value:
                k.satisfaction === undefined
                  ? f.missing
                  : ui('satisfaction.outOf', { value: f.number(k.satisfaction, 1) }),
              icon: <SentimentSatisfied />,
            },
          ]}
          charts={
            <PerDayChart
              title={t('charts.ticketsPerDay')}
              periodDays={PERIOD_DAYS}
              days={perDay.days}
              valueAxisLabel={t('axes.tickets')}
              series={[
                { id: 'automated', label: t('series.automated'), data: perDay.automated },
                { id: 'escalated', label: t('series.escalated'), data: perDay.escalated },
              ]}
              stacked
            />
          }
        />
      }
      tabs={[
        {
          id: 'tickets',
          label: t('tabs.tickets'),
          render: () => (
            <Conversations
              sessions={data.sessions}
              messages={data.messages}
              title={t('tables.tickets')}
              emptyMessage={t('empty.tickets')}
            />
          ),
        },
        {
          id: 'escalation-queue',
          label: t('tabs.escalationQueue'),
          render: () => <QueueTable data={data} />,
        },
      ]}
      analytics={
        <TabPage
          charts={
            <>
              <BarChartCard
                title={t('charts.ticketsByChannel')}
                subtitle={period}
                categories={byChannel.map((c) => labels.chatChannel(c.channel))}
                categoryAxisLabel={t('axes.channel')}
                valueAxisLabel={t('axes.tickets')}
                series={(byChannel[0]?.byStatus ?? []).map((s, i) => ({
                  id: s.status,
                  label: labels.chatStatus(s.status),
                  data: byChannel.map((c) => c.byStatus[i]?.count ?? 0),
                }))}
                stacked
              />
              <BarChartCard
                title={t('charts.satisfactionByHandling')}
                subtitle={period}
                categories={rating.map((r) => t(`series.${r.handling}`))}
                valueAxisLabel={t('axes.rating')}
                series={[
                  { id: 'rating', label: t('axes.rating'), data: rating.map((r) => r.satisfaction ?? 0) },
                ]}
                valueFormat={(v) => f.number(v, 1)}
              />
            </>
          }
        />
      }
    />
  );
}
