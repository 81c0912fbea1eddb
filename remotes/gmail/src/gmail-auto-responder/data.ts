/**
 * Gmail auto-responder: incoming emails answered automatically in seconds, or handed to a person
 * (who replies, or approves the reply the workflow drafted for a sensitive email). Every figure of the
 * dashboard comes from these functions.
 */
import {
  change,
  countBy,
  countInBands,
  countPerDayBy,
  durationSpread,
  groupBy,
  inReportingPeriod,
  numbersOf,
  rateChange,
  ratio,
} from '@portal/dashboard-kit/format';
import { EMAIL_SENTIMENTS, type EmailRow, type EmailsData, isInbound, newestFirst } from '../common/rows.ts';

/** Who answers: the workflow, a person, nobody yet (the per-day chart's three), or nobody (no reply needed). */
const ANSWERED_BY = ['automatic', 'person', 'waiting'] as const;
export type Handling = (typeof ANSWERED_BY)[number] | 'noReply';

/** Who answered, by the email's status: any status not listed still waits for an answer. */
const HANDLING_OF: Partial<Record<EmailRow['status'], Handling>> = {
  auto_replied: 'automatic',
  replied: 'person',
  drafted: 'person',
  archived: 'noReply',
};

export const handlingOf = (email: EmailRow): Handling => HANDLING_OF[email.status] ?? 'waiting';

/** The incoming emails of the period (`back` = 1: the one before), newest first. */
export const receivedIn = (data: EmailsData, back = 0): EmailRow[] =>
  inReportingPeriod(data.emails.filter(isInbound), (e) => e.received_at, data.asOf, back).sort(newestFirst);

/** Share of the answered emails that the workflow answered alone. */
export function automationRate(emails: readonly EmailRow[]): number | undefined {
  const automatic = emails.filter((e) => handlingOf(e) === 'automatic').length;
  const person = emails.filter((e) => handlingOf(e) === 'person').length;
  return ratio(automatic, automatic + person);
}

/** The response time of an automatic reply; a person's answer takes hours and is not the workflow's speed. */
const automaticSeconds = (e: EmailRow) => (handlingOf(e) === 'automatic' ? e.response_time_seconds : null);
const responseMs = (emails: readonly EmailRow[]) => numbersOf(emails, automaticSeconds).map((s) => s * 1000);

export function responderKpis(data: EmailsData) {
  const current = receivedIn(data);
  const previous = receivedIn(data, 1);
  const speed = durationSpread(responseMs(current));
  const count = (handling: Handling) => current.filter((e) => handlingOf(e) === handling).length;
  return {
    received: current.length,
    receivedChange: change(current.length, previous.length),
    automatic: count('automatic'),
    automationRate: automationRate(current),
    automationRateChange: rateChange(automationRate, current, previous),
    medianResponseMs: speed.median,
    p95ResponseMs: speed.p95,
    handedToPerson: count('person'),
    awaitingApproval: current.filter((e) => e.status === 'drafted').length,
    waiting: count('waiting'),
  };
}

/** Emails received per Doha day over the period, by who answered them. */
export const receivedPerDay = (data: EmailsData) =>
  countPerDayBy(data.asOf, receivedIn(data), (e) => e.received_at, handlingOf, ANSWERED_BY);

/** Emails of the period per category (the label the workflow gave), largest first; null: none. */
export function categories(data: EmailsData) {
  const counts = new Map<string | null, number>();
  for (const e of receivedIn(data)) counts.set(e.label, (counts.get(e.label) ?? 0) + 1);
  return [...counts]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || (a.label ?? '').localeCompare(b.label ?? ''));
}

/** Emails of the period per sentiment (those without one are left out). */
export const sentiments = (data: EmailsData) =>
  countBy(
    receivedIn(data).filter((e) => e.sentiment !== null),
    (e) => e.sentiment as (typeof EMAIL_SENTIMENTS)[number],
    EMAIL_SENTIMENTS,
  );

/** Upper bounds (ms) of the response-time bands; the last band is open. */
export const RESPONSE_BANDS = [30_000, 60_000, 300_000, 3_600_000] as const;

/** Automatic replies of the period per response-time band: under 30 s, 30-60 s, 1-5 min, 5-60 min, more. */
export const responseBands = (data: EmailsData): number[] =>
  countInBands(responseMs(receivedIn(data)), RESPONSE_BANDS);

export type Thread = ReturnType<typeof recentThreads>[number];

/**
 * The threads of the period's emails (an email without a thread id is a thread of its own), newest
 * first, each with its latest email and how many it has.
 */
export function recentThreads(data: EmailsData) {
  // Emails come newest first, so each thread's first email is its latest.
  const threads = groupBy(receivedIn(data), (email) => email.thread_id ?? email.id);
  return [...threads].map(([id, emails]) => ({ id, latest: emails[0] as EmailRow, emails: emails.length }));
}

/** Emails handed to a person (whenever received: a pending approval stays until someone acts). */
export const handedToPerson = (data: EmailsData): EmailRow[] =>
  data.emails.filter((e) => isInbound(e) && handlingOf(e) === 'person').sort(newestFirst);
