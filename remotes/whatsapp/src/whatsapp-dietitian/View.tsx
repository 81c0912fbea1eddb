import type { DashboardViewProps } from '@portal/shared/contract';
import {
  DashboardPages,
  type DataColumn,
  DataTable,
  LineChartCard,
  PerDayChart,
  StatusChip,
  series,
  tab,
  useColumns,
  useViewKit,
} from '@portal/shared/ui';
import { useMemo } from 'react';
import { type DietKind, type DietRow, PERIOD_DAYS } from '../common/rows.ts';
import { useWhatsappTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';

function ClientsTable({ rows, title }: { rows: readonly figures.DietClient[]; title: string }) {
  const { t } = useWhatsappTranslation();
  const col = useColumns();
  const columns = useMemo<DataColumn<figures.DietClient>[]>(
    () => [
      col.text<figures.DietClient>('name', t('columns.client'), (c) => c.name),
      col.contact<figures.DietClient>('phone', t('columns.phone'), (c) => c.phone, { sortable: false }),
      col.number<figures.DietClient>('plans', t('columns.mealPlans'), (c) => c.mealPlans),
      col.number<figures.DietClient>('check-ins', t('columns.checkInsAnswered'), (c) => c.checkInsAnswered),
      col.percent<figures.DietClient>('adherence', t('columns.adherence'), (c) => c.adherence ?? null),
      col.number<figures.DietClient>('reminders', t('columns.remindersAnswered'), (c) => c.remindersAnswered),
      col.date<figures.DietClient>('last-answer', t('columns.lastAnswer'), (c) => c.lastAnswer),
      {
        ...col.text<figures.DietClient>('state', t('columns.state'), (c) =>
          t(c.stopped ? 'values.stopped' : 'values.following'),
        ),
        render: (c) => (
          <StatusChip
            label={t(c.stopped ? 'values.stopped' : 'values.following')}
            tone={c.stopped ? 'warning' : 'success'}
          />
        ),
      },
    ],
    [t, col],
  );
  return (
    <DataTable
      title={title}
      rows={rows}
      columns={columns}
      getRowId={(c) => c.phone}
      initialSort={{ columnId: 'last-answer', direction: 'asc' }}
      emptyMessage={t('empty.clients')}
    />
  );
}

function CheckInsTable({ data }: { data: figures.WhatsappDietitianData }) {
  const { t } = useWhatsappTranslation();
  const col = useColumns();
  const rows = useMemo(() => figures.checkIns(data), [data]);
  const columns = useMemo<DataColumn<DietRow>[]>(
    () => [
      col.text<DietRow>('client', t('columns.client'), (m) => m.client_name),
      col.date<DietRow>('sent', t('columns.sent'), (m) => m.sent_at),
      col.date<DietRow>('answered', t('columns.answered'), (m) => m.answered_at),
      col.percent<DietRow>('adherence', t('columns.adherence'), (m) =>
        m.adherence_pct === null ? null : m.adherence_pct / 100,
      ),
    ],
    [t, col],
  );
  return (
    <DataTable
      title={t('tables.checkIns')}
      rows={rows}
      columns={columns}
      initialSort="sent"
      emptyMessage={t('empty.checkIns')}
    />
  );
}

function AdherenceChart({ data }: { data: figures.WhatsappDietitianData }) {
  const { t, f } = useViewKit(useWhatsappTranslation);
  // A week without answered check-ins has no adherence: left out rather than drawn as 0 %.
  const weeks = figures.weeklyAdherence(data).filter((w) => w.adherence !== undefined);
  return (
    <LineChartCard
      title={t('charts.adherence')}
      subtitle={t('charts.adherenceSubtitle')}
      xLabels={weeks.map((w) => f.dayMonth(w.weekEnding))}
      categoryAxisLabel={t('axes.weekEnding')}
      valueAxisLabel={t('axes.adherence')}
      valueFormat={(v) => f.percent(v)}
      series={[
        series(
          'adherence',
          t('axes.adherence'),
          weeks.map((w) => w.adherence as number),
        ),
      ]}
    />
  );
}

function DietMessagesChart({ data, kind }: { data: figures.WhatsappDietitianData; kind: DietKind }) {
  const { t } = useWhatsappTranslation();
  const counts = figures.perDay(data, kind);
  return (
    <PerDayChart
      title={t(`charts.perDay.${kind}`)}
      periodDays={PERIOD_DAYS}
      days={counts.days}
      valueAxisLabel={t('axes.messages')}
      series={[
        series('sent', t('series.sent'), counts.sent),
        series('answered', t('series.answered'), counts.answered),
      ]}
    />
  );
}

/** A nutrition programme on WhatsApp: clients, plans, check-ins with adherence, reminders, the quiet ones. */
export function WhatsappDietitianView({ data }: DashboardViewProps<figures.WhatsappDietitianData>) {
  const { t, f } = useViewKit(useWhatsappTranslation);
  const kpis = figures.dietKpis(data);
  const clients = figures.dietClients(data);
  return (
    <DashboardPages
      label={t('tabsLabel.whatsapp-dietitian')}
      overview={{
        kpis: [
          {
            label: t('kpi.clients'),
            value: f.number(kpis.clients),
            caption: t('kpi.stopped', { count: kpis.stopped }),
          },
          { id: 'plans', label: t('kpi.mealPlans'), value: f.number(kpis.mealPlans) },
          {
            label: t('kpi.adherence'),
            value: kpis.adherence === undefined ? f.missing : f.percent(kpis.adherence),
            caption: t('kpi.checkIns', {
              count: kpis.checkInsAnswered,
              total: f.number(kpis.checkIns),
            }),
          },
          {
            label: t('kpi.reminders'),
            value: f.number(kpis.reminders),
            caption: t('kpi.answeredRate', { rate: f.percent(kpis.reminderAnswerRate) }),
          },
        ],
        charts: (
          <>
            <AdherenceChart data={data} />
            <DietMessagesChart data={data} kind="reminder" />
          </>
        ),
      }}
      tabs={[
        tab('clients', t('tabs.clients'), <ClientsTable rows={clients} title={t('tables.clients')} />),
        tab(
          'stopped',
          t('tabs.stopped'),
          <ClientsTable rows={clients.filter((c) => c.stopped)} title={t('tables.stopped')} />,
        ),
        tab('check-ins', t('tabs.checkIns'), <CheckInsTable data={data} />),
      ]}
      analytics={{
        charts: (
          <>
            <DietMessagesChart data={data} kind="check_in" />
            <DietMessagesChart data={data} kind="meal_plan" />
          </>
        ),
      }}
    />
  );
}
