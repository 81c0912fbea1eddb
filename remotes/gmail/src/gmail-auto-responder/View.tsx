import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import MoveToInbox from '@mui/icons-material/MoveToInbox';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Timer from '@mui/icons-material/Timer';
import type { DashboardViewProps } from '@portal/shared/contract';
import { REPORTING_DAYS } from '@portal/shared/format';
import { useFormatters, useUiTranslation } from '@portal/shared/i18n';
import { BarChartCard, DataTable, PerDayChart, PieChartCard, TabPage, WorkflowTabs } from '@portal/shared/ui';
import { itself, useEmailColumns, useEmailLabels } from '../common/emailColumns.tsx';
import type { EmailsData } from '../common/rows.ts';
import { useGmailTranslation } from '../i18n/index.ts';
import {
  categories,
  handedToPerson,
  receivedPerDay,
  recentThreads,
  responderKpis,
  responseBands,
  sentiments,
  type Thread,
} from './data.ts';

const BANDS = ['under30s', 'to1m', 'to5m', 'to1h', 'over1h'] as const;
const latestOf = (thread: Thread) => thread.latest;

/** Emails answered in seconds by the workflow, those handed to a person, and the recent threads. */
export function AutoResponderView({ data }: DashboardViewProps<EmailsData>) {
  const { t } = useGmailTranslation();
  const { t: ui } = useUiTranslation();
  const f = useFormatters();
  const labels = useEmailLabels();
  const k = responderKpis(data);
  const perDay = receivedPerDay(data);
  const period = ui('common.lastDays', { count: REPORTING_DAYS });
  const duration = (ms: number | undefined) => (ms === undefined ? f.missing : f.duration(ms));
  const threadCols = useEmailColumns(latestOf);
  const emailCols = useEmailColumns(itself);
  const byCategory = categories(data);
  return (
    <WorkflowTabs
      label={t('tabsLabel.gmail-auto-responder')}
      overview={
        <TabPage
          kpis={[
            {
              id: 'received',
              label: t('kpi.received'),
              value: f.number(k.received),
              change: k.receivedChange,
              icon: <MoveToInbox />,
            },
            {
              id: 'automatic',
              label: t('kpi.automatic'),
              value: f.number(k.automatic),
              change: k.automationRateChange,
              caption: t('kpi.automaticCaption', { rate: f.percent(k.automationRate) }),
              icon: <MarkEmailRead />,
            },
            {
              id: 'response',
              label: t('kpi.medianResponse'),
              value: duration(k.medianResponseMs),
              caption:
                k.p95ResponseMs === undefined
                  ? undefined
                  : t('kpi.p95Response', { value: duration(k.p95ResponseMs) }),
              icon: <Timer />,
            },
            {
              id: 'handed',
              label: t('kpi.handedToPerson'),
              value: f.number(k.handedToPerson),
              caption: t('kpi.awaitingCaption', { count: k.awaitingApproval }),
              icon: <SupportAgent />,
            },
          ]}
          charts={
            <PerDayChart
              title={t('charts.receivedPerDay')}
              periodDays={REPORTING_DAYS}
              days={perDay.days}
              valueAxisLabel={t('axes.emails')}
              series={[
                { id: 'automatic', label: t('series.automatic'), data: perDay.automatic },
                { id: 'person', label: t('series.person'), data: perDay.person },
                { id: 'waiting', label: t('series.waiting'), data: perDay.waiting },
              ]}
              stacked
            />
          }
        />
      }
      tabs={[
        {
          id: 'threads',
          label: t('tabs.threads'),
          render: () => (
            <DataTable
              title={t('tables.threads')}
              rows={recentThreads(data)}
              columns={[
                threadCols.from,
                threadCols.subject,
                threadCols.category,
                threadCols.sentiment,
                threadCols.status,
                threadCols.received,
                threadCols.responseTime,
              ]}
              getRowId={(thread) => thread.id}
              initialSort={{ columnId: 'received', direction: 'desc' }}
              emptyMessage={t('empty.threads')}
            />
          ),
        },
        {
          id: 'handed-off',
          label: t('tabs.handedOff'),
          render: () => (
            <DataTable
              title={t('tables.handedOff')}
              rows={handedToPerson(data)}
              columns={[
                emailCols.from,
                emailCols.subject,
                emailCols.snippet,
                emailCols.category,
                emailCols.priority,
                emailCols.status,
                emailCols.received,
              ]}
              getRowId={(e) => e.id}
              initialSort={{ columnId: 'received', direction: 'desc' }}
              emptyMessage={t('empty.handedOff')}
            />
          ),
        },
      ]}
      analytics={
        <TabPage
          charts={
            <>
              <BarChartCard
                title={t('charts.categories')}
                subtitle={period}
                layout="horizontal"
                categories={byCategory.map((c) => labels.category(c.label))}
                categoryAxisLabel={t('axes.category')}
                valueAxisLabel={t('axes.emails')}
                series={[{ id: 'emails', label: t('axes.emails'), data: byCategory.map((c) => c.count) }]}
              />
              <PieChartCard
                title={t('charts.sentiment')}
                subtitle={period}
                donut
                slices={sentiments(data).map((s) => ({
                  id: s.key,
                  label: labels.sentiment(s.key),
                  value: s.count,
                }))}
              />
              <BarChartCard
                title={t('charts.responseTimes')}
                subtitle={period}
                categories={BANDS.map((band) => t(`bands.${band}`))}
                categoryAxisLabel={t('axes.responseTime')}
                valueAxisLabel={t('axes.emails')}
                series={[{ id: 'emails', label: t('axes.emails'), data: responseBands(data) }]}
              />
            </>
          }
        />
      }
    />
  );
}
