import ConfirmationNumber from '@mui/icons-material/ConfirmationNumber';
import SentimentSatisfied from '@mui/icons-material/SentimentSatisfied';
import SmartToy from '@mui/icons-material/SmartToy';
import Timer from '@mui/icons-material/Timer';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { CHAT_STATUSES } from '@portal/dashboard-kit/entities';
import { bars, crossSeries, kpi, pagesView, perDay, perDaySeries, tab } from '@portal/dashboard-kit/ui';
import { BotConversations, EscalationQueueTable } from '../common/tabPanels.ts';
import { type RagPagesKit, useRagT } from '../i18n/index.ts';
import * as figures from './data.ts';

/** A support desk: tickets the bot resolves alone, those it hands to a person, and who is waiting. */
function supportPages(data: figures.SupportData, { t, f, labels, period, show, ctx }: RagPagesKit) {
  const k = figures.supportKpis(data);
  const byChannel = figures.channels(data);
  const p90 = show.durationCaption(k.p90FirstResponseMs, (value) => t('kpi.p90FirstResponse', { value }));
  const perDayCounts = perDaySeries(figures.perDay(data), {
    automated: t('series.automated'),
    escalated: t('series.escalated'),
  });
  const [tickets, rating] = [t('axes.tickets'), t('axes.rating')];
  const ticketList = (
    <BotConversations conversations={data.tickets} transcripts={data.transcripts} name="tickets" ctx={ctx} />
  );
  const queue = <EscalationQueueTable rows={data.queue} familyT={t} />;
  const open = t('kpi.openTickets', { count: k.open });
  const escalated = t('kpi.automationRateCaption', { count: k.escalated });
  const automationChange = k.automationRateChange;
  const overview = {
    kpis: [
      kpi(t('kpi.tickets'), f.number(k.tickets), <ConfirmationNumber />, open, k.ticketsChange),
      kpi(t('kpi.automationRate'), f.percent(k.automationRate), <SmartToy />, escalated, automationChange),
      kpi(t('kpi.firstResponse'), show.duration(k.medianFirstResponseMs), <Timer />, p90),
      kpi(t('kpi.resolution'), show.duration(k.medianResolutionMs), <TimerOutlined />),
      kpi(t('kpi.satisfaction'), show.rating(k.satisfaction), <SentimentSatisfied />),
    ],
    charts: perDay(t('charts.ticketsPerDay'), perDayCounts, { axis: tickets, stacked: true }),
  };
  const tabs = [
    tab('tickets', t('tabs.tickets'), ticketList),
    tab('escalation-queue', t('tabs.escalationQueue'), queue),
  ];
  const analytics = {
    charts: [
      bars(t('charts.ticketsByChannel'), byChannel, {
        subtitle: period,
        category: (c) => labels.chatChannel(c.key),
        axes: [t('axes.channel'), tickets],
        series: crossSeries(byChannel, CHAT_STATUSES, labels.chatStatus),
        stacked: true,
      }),
      bars(t('charts.satisfactionByHandling'), figures.ratings(data), {
        subtitle: period,
        category: (r) => t(`series.${r.handling}`),
        axes: [undefined, rating],
        series: { rating: [rating, (r) => r.satisfaction ?? 0] },
        valueFormat: (v) => f.number(v, 1),
      }),
    ],
  };
  return { overview, tabs, analytics };
}

export const SupportView = pagesView(useRagT, 'tabsLabel.customer-support-automation', supportPages);
