import type { DashboardViewProps } from '@portal/contract';
import { DashboardPages, kpi, lines, perDay, perDaySeries, tab, useViewKit } from '@portal/dashboard-kit/ui';
import type { DietKind, DietRow } from '../common/rows.ts';
import { useWhatsappColumns, valuesPreset, WhatsappTable, whatsappTab } from '../common/WhatsappTable.tsx';
import { useWhatsappTranslation } from '../i18n/index.ts';
import * as figures from './data.ts';

/** Whether a client still answers (see SILENCE_DAYS in data.ts), and the tone of each state. */
const answeringState = (c: figures.DietClient) => (c.stopped ? 'stopped' : 'following');
const ANSWERING = { following: 'success', stopped: 'warning' } as const;
/** A check-in's adherence as a share (the column holds a percentage), or null before an answer. */
const adherenceShare = (m: DietRow) => (m.adherence_pct === null ? null : m.adherence_pct / 100);
/** Clients who answered longest ago first; check-ins the latest sent first. */
const clientTable = { rowKey: 'phone', initialSort: { columnId: 'last-answer', direction: 'asc' } } as const;

/** A nutrition programme on WhatsApp: clients, plans, check-ins with adherence, reminders, the quiet ones. */
export function WhatsappDietitianView({ data }: DashboardViewProps<figures.WhatsappDietitianData>) {
  const { t, f } = useViewKit(useWhatsappTranslation);
  const k = figures.dietKpis(data);
  const clients = data.clients.clients;
  const clientColumns = useWhatsappColumns<figures.DietClient>(({ t, col }) => [
    col.text('name', t('columns.client'), (c) => c.name),
    col.contact('phone', t('columns.phone'), (c) => c.phone, { sortable: false }),
    col.number('plans', t('columns.mealPlans'), (c) => c.mealPlans),
    col.number('check-ins', t('columns.checkInsAnswered'), (c) => c.checkInsAnswered),
    col.percent('adherence', t('columns.adherence'), (c) => c.adherence ?? null),
    col.number('reminders', t('columns.remindersAnswered'), (c) => c.remindersAnswered),
    col.date('last-answer', t('columns.lastAnswer'), (c) => c.lastAnswer),
    col.status('state', t('columns.state'), answeringState, valuesPreset(t, ANSWERING)),
  ]);
  const checkInColumns = useWhatsappColumns<DietRow>(({ t, col }) => [
    col.text('client', t('columns.client'), (m) => m.client_name),
    col.date('sent', t('columns.sent'), (m) => m.sent_at),
    col.date('answered', t('columns.answered'), (m) => m.answered_at),
    col.percent('adherence', t('columns.adherence'), adherenceShare),
  ]);
  // A week without answered check-ins has no adherence: left out rather than drawn as 0 %.
  const weeks = figures.weeklyAdherence(data).filter((w) => w.adherence !== undefined);
  const adherence = t('axes.adherence');
  const adherenceRate = k.adherence === undefined ? f.missing : f.percent(k.adherence);
  const sentAnswered = { sent: t('series.sent'), answered: t('series.answered') };
  const axis = { axis: t('axes.messages') };
  const messages = (kind: DietKind) =>
    perDay(t(`charts.perDay.${kind}`), perDaySeries(figures.perDay(data, kind), sentAnswered), axis);
  const answeredCheckIns = t('kpi.checkIns', { count: k.checkInsAnswered, total: f.number(k.checkIns) });
  const answeredReminders = t('kpi.answeredRate', { rate: f.percent(k.reminderAnswerRate) });
  const overview = {
    kpis: [
      kpi(t('kpi.clients'), f.number(k.clients), undefined, t('kpi.stopped', { count: k.stopped })),
      kpi(t('kpi.mealPlans'), f.number(k.mealPlans), undefined, { id: 'plans' }),
      kpi(t('kpi.adherence'), adherenceRate, undefined, answeredCheckIns),
      kpi(t('kpi.reminders'), f.number(k.reminders), undefined, answeredReminders),
    ],
    charts: [
      lines(t('charts.adherence'), weeks, {
        subtitle: t('charts.adherenceSubtitle'),
        category: (w) => f.dayMonth(w.weekEnding),
        axes: [t('axes.weekEnding'), adherence],
        valueFormat: (v) => f.percent(v),
        series: { adherence: [adherence, (w) => w.adherence as number] },
      }),
      messages('reminder'),
    ],
  };
  const stopped = clients.filter((c) => c.stopped);
  const tabs = [
    whatsappTab('clients', t('tabs.clients'), 'clients', clients, clientColumns, clientTable),
    whatsappTab('stopped', t('tabs.stopped'), 'stopped', stopped, clientColumns, clientTable),
    // The check-ins page on the server live: the table itself, not a tab of rows held in the browser.
    tab(
      'check-ins',
      t('tabs.checkIns'),
      <WhatsappTable name="checkIns" rows={data.checkIns} columns={checkInColumns} initialSort="sent" />,
    ),
  ];
  const analytics = { charts: [messages('check_in'), messages('meal_plan')] };
  const label = t('tabsLabel.whatsapp-dietitian');
  return <DashboardPages label={label} overview={overview} tabs={tabs} analytics={analytics} />;
}
