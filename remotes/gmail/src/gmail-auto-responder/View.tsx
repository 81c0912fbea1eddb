import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import MoveToInbox from '@mui/icons-material/MoveToInbox';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Timer from '@mui/icons-material/Timer';
import type { DashboardViewProps } from '@portal/shared/contract';
import { REPORTING_DAYS } from '@portal/shared/format';
import {
  BarChartCard,
  DashboardPages,
  DataTable,
  PerDayChart,
  PieChartCard,
  perDaySeries,
  series,
  tab,
  useViewKit,
} from '@portal/shared/ui';
import { itself, useEmailColumns, useEmailLabels } from '../common/emailColumns.tsx';
import type { EmailsData } from '../common/rows.ts';
import { useGmailTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';

const BANDS = ['under30s', 'to1m', 'to5m', 'to1h', 'over1h'] as const;
const latestOf = (thread: figures.Thread) => thread.latest;

/** Emails answered in seconds by the workflow, those handed to a person, and the recent threads. */
export function AutoResponderView({ data }: DashboardViewProps<EmailsData>) {
  const { t, ui, f } = useViewKit(useGmailTranslation);
  const labels = useEmailLabels();
  const k = figures.responderKpis(data);
  const period = ui('common.lastDays', { count: REPORTING_DAYS });
  const duration = (ms: number | undefined) => (ms === undefined ? f.missing : f.duration(ms));
  const th = useEmailColumns(latestOf);
  const em = useEmailColumns(itself);
  const byCategory = figures.categories(data);
  const p95 =
    k.p95ResponseMs === undefined ? undefined : t('kpi.p95Response', { value: duration(k.p95ResponseMs) });
  const kpis = [
    {
      label: t('kpi.received'),
      value: f.number(k.received),
      change: k.receivedChange,
      icon: <MoveToInbox />,
    },
    {
      label: t('kpi.automatic'),
      value: f.number(k.automatic),
      change: k.automationRateChange,
      caption: t('kpi.automaticCaption', { rate: f.percent(k.automationRate) }),
      icon: <MarkEmailRead />,
    },
    { label: t('kpi.medianResponse'), value: duration(k.medianResponseMs), caption: p95, icon: <Timer /> },
    {
      label: t('kpi.handedToPerson'),
      value: f.number(k.handedToPerson),
      caption: t('kpi.awaitingCaption', { count: k.awaitingApproval }),
      icon: <SupportAgent />,
    },
  ];
  const perDay = perDaySeries(figures.receivedPerDay(data), {
    automatic: t('series.automatic'),
    person: t('series.person'),
    waiting: t('series.waiting'),
  });
  const threads = (
    <DataTable
      title={t('tables.threads')}
      rows={figures.recentThreads(data)}
      columns={[th.from, th.subject, th.category, th.sentiment, th.status, th.received, th.responseTime]}
      initialSort="received"
      emptyMessage={t('empty.threads')}
    />
  );
  const handedOff = (
    <DataTable
      title={t('tables.handedOff')}
      rows={figures.handedToPerson(data)}
      columns={[em.from, em.subject, em.snippet, em.category, em.priority, em.status, em.received]}
      initialSort="received"
      emptyMessage={t('empty.handedOff')}
    />
  );
  const emails = (values: readonly number[]) => [series('emails', t('axes.emails'), values)];
  const sentimentSlices = figures
    .sentiments(data)
    .map((s) => ({ id: s.key, label: labels.sentiment(s.key), value: s.count }));
  return (
    <DashboardPages
      label={t('tabsLabel.gmail-auto-responder')}
      overview={{
        kpis,
        charts: (
          <PerDayChart
            title={t('charts.receivedPerDay')}
            periodDays={REPORTING_DAYS}
            valueAxisLabel={t('axes.emails')}
            {...perDay}
            stacked
          />
        ),
      }}
      tabs={[tab('threads', t('tabs.threads'), threads), tab('handed-off', t('tabs.handedOff'), handedOff)]}
      analytics={{
        charts: [
          <BarChartCard
            key="categories"
            title={t('charts.categories')}
            subtitle={period}
            layout="horizontal"
            categories={byCategory.map((c) => labels.category(c.label))}
            categoryAxisLabel={t('axes.category')}
            valueAxisLabel={t('axes.emails')}
            series={emails(byCategory.map((c) => c.count))}
          />,
          <PieChartCard
            key="sentiment"
            title={t('charts.sentiment')}
            subtitle={period}
            donut
            slices={sentimentSlices}
          />,
          <BarChartCard
            key="response-times"
            title={t('charts.responseTimes')}
            subtitle={period}
            categories={BANDS.map((band) => t(`bands.${band}`))}
            categoryAxisLabel={t('axes.responseTime')}
            valueAxisLabel={t('axes.emails')}
            series={emails(figures.responseBands(data))}
          />,
        ],
      }}
    />
  );
}
