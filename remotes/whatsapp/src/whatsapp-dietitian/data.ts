/**
 * WhatsApp dietitian: the clients a nutrition programme follows on WhatsApp. Meal plans sent,
 * check-ins answered with the share of the plan kept (adherence), reminders sent and answered, and
 * the clients who stopped answering (nothing back for a week while messages kept coming).
 */
import {
  countPerDay,
  DAY_MS,
  dated,
  groupBy,
  inReportingPeriod,
  mean,
  ratio,
} from '@portal/dashboard-kit/format';
import type { AsOf } from '@portal/dashboard-kit/live';
import { perWeek } from '../common/perWeek.ts';
import type { DietKind, DietRow } from '../common/rows.ts';

export type WhatsappDietitianData = AsOf<{ messages: DietRow[] }>;

/** A week without any answer, while the dietitian kept writing, counts as "stopped answering". */
export const SILENCE_DAYS = 7;

const sentAt = (m: DietRow) => m.sent_at;
const periodRows = (data: WhatsappDietitianData) => inReportingPeriod(data.messages, sentAt, data.asOf);

const ofKind = (rows: readonly DietRow[], kind: DietKind) => rows.filter((m) => m.kind === kind);
const answered = (rows: readonly DietRow[]) => rows.filter((m) => m.answered_at !== null);
const adherenceOf = (rows: readonly DietRow[]) =>
  mean(ofKind(rows, 'check_in').flatMap((m) => (m.adherence_pct === null ? [] : [m.adherence_pct / 100])));

/** What a set of messages (one client's, or all) adds up to. */
function followUp(rows: readonly DietRow[]) {
  return {
    mealPlans: ofKind(rows, 'meal_plan').length,
    checkIns: ofKind(rows, 'check_in').length,
    checkInsAnswered: answered(ofKind(rows, 'check_in')).length,
    /** Mean share of the plan kept, over the answered check-ins (0–1), or undefined. */
    adherence: adherenceOf(rows),
    reminders: ofKind(rows, 'reminder').length,
    remindersAnswered: answered(ofKind(rows, 'reminder')).length,
  };
}

export type DietClient = ReturnType<typeof dietClients>[number];

/** One row per client (known by phone), with when they last answered and whether they went quiet. */
export function dietClients(data: WhatsappDietitianData) {
  const silenceFrom = new Date(data.asOf).getTime() - SILENCE_DAYS * DAY_MS;
  return [...groupBy(periodRows(data), (m) => m.client_phone)].map(([phone, rows]) => {
    const answers = answered(rows).map((m) => m.answered_at as string);
    const lastAnswer = answers.sort().at(-1) ?? null;
    const recentSent = rows.some((m) => Date.parse(m.sent_at) >= silenceFrom);
    return {
      phone,
      name: [...rows].sort((a, b) => b.sent_at.localeCompare(a.sent_at))[0]?.client_name ?? phone,
      ...followUp(rows),
      lastAnswer,
      stopped: recentSent && (lastAnswer === null || Date.parse(lastAnswer) < silenceFrom),
    };
  });
}

export function dietKpis(data: WhatsappDietitianData) {
  const clients = dietClients(data);
  const totals = followUp(periodRows(data));
  return {
    clients: clients.length,
    ...totals,
    reminderAnswerRate: ratio(totals.remindersAnswered, totals.reminders),
    stopped: clients.filter((c) => c.stopped).length,
  };
}

/** Mean adherence per week of the period (oldest first), by when the check-in was sent. */
export const weeklyAdherence = (data: WhatsappDietitianData, weeks = 4) =>
  perWeek(data.asOf, weeks, data.messages, sentAt, (rows) => ({ adherence: adherenceOf(rows) }));

/** Messages of one kind per day of the period: sent, and answered. */
export function perDay(data: WhatsappDietitianData, kind: DietKind) {
  const rows = ofKind(periodRows(data), kind);
  return countPerDay(data.asOf, {
    sent: dated(rows, sentAt),
    answered: dated(answered(rows), sentAt),
  });
}

export const checkIns = (data: WhatsappDietitianData) => ofKind(periodRows(data), 'check_in');
