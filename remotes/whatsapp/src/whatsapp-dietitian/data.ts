/**
 * WhatsApp dietitian: the clients a nutrition programme follows on WhatsApp. Meal plans sent,
 * check-ins answered with the share of the plan kept (adherence), reminders sent and answered, and
 * the clients who stopped answering (nothing back for a week while messages kept coming). Live, every
 * figure is SQL's count of the period's messages, the clients are SQL's per-client lines and the
 * check-ins page on the server (docs/architecture.md, "Dashboard figures"); a sample counts its rows
 * through the same parts (`dietFromRows`).
 */
import {
  DAY_MS,
  isInReportingPeriod,
  REPORTING_DAYS,
  ratio,
  reportingDays,
} from '@portal/dashboard-kit/format';
import {
  countOf,
  daysOf,
  type Fact,
  type Figures,
  figuresOf,
  liveDashboard,
  partsFromRows,
  statsOf,
  sumOf,
  tableOf,
  weeksOf,
} from '@portal/dashboard-kit/live';
import type { TablePart } from '../common/chats.ts';
import { DIET_COLUMNS, type DietKind, type DietRow } from '../common/rows.ts';
import { dietClients } from './clients.ts';

export { type DietClient, SILENCE_DAYS } from './clients.ts';

/** What the figures count of a message: `dietitian_messages` in the sources table. */
const dietFact = (m: DietRow): Fact => ({
  at: m.sent_at,
  status: m.answered_at === null ? 'unanswered' : 'answered',
  kind: m.kind,
  value: m.answered_at === null ? null : Date.parse(m.answered_at) - Date.parse(m.sent_at),
  score: m.adherence_pct,
});

/** Weeks of the adherence trend. */
export const ADHERENCE_WEEKS = 4;

const figures = figuresOf<DietRow>('dietitian_messages', dietFact);
const days = daysOf<DietRow>('dietitian_messages', dietFact);
const weeks = weeksOf<DietRow>('dietitian_messages', dietFact, ADHERENCE_WEEKS);
/** The adherence the clients reported (only a check-in's answer carries one). */
const adherence = statsOf<DietRow>('dietitian_messages', dietFact, { measure: 'score' });

/** The check-ins sent in the period, the latest first, paged, sorted and searched on the server. */
function checkInTable(): TablePart<DietRow, DietRow> {
  const table = tableOf('dietitian_messages', DIET_COLUMNS, (m) => m, {
    sort: { client: 'client_name', sent: 'sent_at', answered: 'answered_at', adherence: 'adherence_pct' },
    order: { column: 'sent_at' },
    search: ['client_name', 'client_phone'],
    filters: (asOf) => [
      ['kind', 'eq', 'check_in'],
      ['sent_at', 'gte', new Date(Date.parse(asOf) - REPORTING_DAYS * DAY_MS).toISOString()],
      ['sent_at', 'lt', asOf],
    ],
  });
  return {
    read: table.read,
    fromRows: (rows, asOf) =>
      rows.filter((m) => m.kind === 'check_in' && isInReportingPeriod(m.sent_at, asOf)),
  };
}
const checkIns = checkInTable();

/** Live: the figures of the client's messages, its clients, its check-ins a page at a time. */
const parts = { figures, days, weeks, adherence, clients: dietClients, checkIns };
export const live = liveDashboard(parts);

/** The figures, clients and check-ins the dashboard shows, as of a moment. */
export type WhatsappDietitianData = Awaited<ReturnType<typeof live>>;

/** The dashboard's data counted from rows held in the browser (a sample), as SQL counts them live. */
export const dietFromRows = (messages: readonly DietRow[], asOf: string): WhatsappDietitianData => ({
  ...partsFromRows(parts, messages, asOf),
  asOf,
});

const ANSWERED = ['answered'];
const count = (f: Figures, kind: DietKind, status?: string[]) =>
  countOf(f, 'current', { kind: [kind], ...(status ? { status } : {}) });

export function dietKpis(data: WhatsappDietitianData) {
  const f = data.figures;
  const reminders = count(f, 'reminder');
  const remindersAnswered = count(f, 'reminder', ANSWERED);
  const adherence = data.adherence.current.mean;
  return {
    clients: data.clients.total,
    mealPlans: count(f, 'meal_plan'),
    checkIns: count(f, 'check_in'),
    checkInsAnswered: count(f, 'check_in', ANSWERED),
    /** Mean share of the plan kept, over the answered check-ins (0–1), or undefined. */
    adherence: adherence === undefined ? undefined : adherence / 100,
    reminders,
    remindersAnswered,
    reminderAnswerRate: ratio(remindersAnswered, reminders),
    stopped: data.clients.stopped,
  };
}

/**
 * Mean adherence per week of the trend (oldest first), by when the check-in was sent: the week's
 * adherence over its answered check-ins (a check-in's answer carries the adherence).
 */
export const weeklyAdherence = (data: WhatsappDietitianData) =>
  data.weeks.map((week) => ({
    weekEnding: new Date(Date.parse(week.asOf) - 1).toISOString(),
    adherence: ratio(
      sumOf(week, 'current', 'score', { kind: ['check_in'] }) / 100,
      count(week, 'check_in', ANSWERED),
    ),
  }));

/** Messages of one kind per day of the period: sent, and answered. */
export function perDay(data: WhatsappDietitianData, kind: DietKind) {
  return {
    days: reportingDays(data.asOf),
    sent: data.days.map((day) => count(day, kind)),
    answered: data.days.map((day) => count(day, kind, ANSWERED)),
  };
}
