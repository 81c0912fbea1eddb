import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import MoveToInbox from '@mui/icons-material/MoveToInbox';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Timer from '@mui/icons-material/Timer';
import type { DashboardViewProps } from '@portal/contract';
import {
  bars,
  DashboardPages,
  kpi,
  perDay,
  perDaySeries,
  pie,
  series,
  useViewKit,
} from '@portal/dashboard-kit/ui';
import { itself, useEmailColumns, useEmailLabels } from '../common/emailColumns.tsx';
import { emailTab } from '../common/GmailTable.tsx';
import { useGmailTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';

const BANDS = ['under30s', 'to1m', 'to5m', 'to1h', 'over1h'] as const;

/** Emails answered in seconds by the workflow, those handed to a person, and the period's mail. */
export function AutoResponderView({ data }: DashboardViewProps<figures.AutoResponderData>) {
  const { t, f, period } = useViewKit(useGmailTranslation);
  const labels = useEmailLabels();
  const k = figures.responderKpis(data);
  const duration = (ms: number | undefined) => (ms === undefined ? f.missing : f.duration(ms));
  const em = useEmailColumns(itself);
  const p95 =
    k.p95ResponseMs === undefined ? undefined : t('kpi.p95Response', { value: duration(k.p95ResponseMs) });
  const awaiting = t('kpi.awaitingCaption', { count: k.awaitingApproval });
  const automatic = t('kpi.automaticCaption', { rate: f.percent(k.automationRate) });
  const perDayCounts = perDaySeries(figures.receivedPerDay(data), {
    automatic: t('series.automatic'),
    person: t('series.person'),
    waiting: t('series.waiting'),
  });
  const received = [em.from, em.subject, em.category, em.sentiment, em.status, em.received, em.responseTime];
  const handedOff = [em.from, em.subject, em.snippet, em.category, em.priority, em.status, em.received];
  const emails = t('axes.emails');
  const kpis = [
    kpi(t('kpi.received'), f.number(k.received), <MoveToInbox />, { change: k.receivedChange }),
    kpi(t('kpi.automatic'), f.number(k.automatic), <MarkEmailRead />, automatic, k.automationRateChange),
    kpi(t('kpi.medianResponse'), duration(k.medianResponseMs), <Timer />, p95),
    kpi(t('kpi.handedToPerson'), f.number(k.handedToPerson), <SupportAgent />, awaiting),
  ];
  const overview = {
    kpis,
    charts: perDay(t('charts.receivedPerDay'), perDayCounts, { axis: emails, stacked: true }),
  };
  const tabs = [
    emailTab('received', t('tabs.received'), 'threads', data.emails, received),
    emailTab('handed-off', t('tabs.handedOff'), 'handedOff', data.handedOff, handedOff),
  ];
  const analytics = {
    charts: [
      bars(t('charts.categories'), figures.categories(data), {
        subtitle: period,
        category: (c) => labels.category(c.label),
        axes: [t('axes.category'), emails],
        series: { emails: [emails, (c) => c.count] },
        layout: 'horizontal',
      }),
      pie(t('charts.sentiment'), figures.sentiments(data), (s) => [s.key, labels.sentiment(s.key), s.count], {
        subtitle: period,
        donut: true,
      }),
      bars(t('charts.responseTimes'), BANDS, {
        subtitle: period,
        category: (band) => t(`bands.${band}`),
        axes: [t('axes.responseTime'), emails],
        series: [series('emails', emails, figures.responseBands(data))],
      }),
    ],
  };
  const label = t('tabsLabel.gmail-auto-responder');
  return <DashboardPages label={label} overview={overview} tabs={tabs} analytics={analytics} />;
}
