/**
 * Gmail auto-responder: incoming emails answered automatically in seconds, or handed to a person
 * (who replies, or approves the reply the workflow drafted for a sensitive email). Both sources (the
 * live loader below and sample.ts) produce an AutoResponderData; every figure of the dashboard comes
 * from these functions. Live, the figures are SQL's counts of every incoming email (docs/architecture.md,
 * "Dashboard figures": `emails_received`) and the tables page on the server.
 */
import { change, ratio } from '@portal/dashboard-kit/format';
import {
  countOf,
  countPerDayOf,
  type Figures,
  figuresBy,
  liveDashboard,
  partsFromRows,
  statsOf,
  topOf,
} from '@portal/dashboard-kit/live';
import { receivedFact, receivedFigures } from '../common/facts.ts';
import { EMAIL_SENTIMENTS, EMAIL_STATUSES, type EmailRow } from '../common/rows.ts';
import { ALL_RECEIVED, type EmailList, emailTable, RECEIVED } from '../common/tables.ts';

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

export const handlingOf = (status: string): Handling =>
  HANDLING_OF[status as EmailRow['status']] ?? 'waiting';

const AUTOMATIC = ['auto_replied'];
const PERSON = ['replied', 'drafted'];

/** Upper bounds (s) of the response-time bands: under 30 s, 30-60 s, 1-5 min, 5-60 min, more. */
export const RESPONSE_BANDS = [30, 60, 300, 3600] as const;

/** Emails handed to a person (whenever received: a pending approval stays until someone acts). */
export const HANDED_TO_PERSON: EmailList = {
  filters: (asOf) => [...ALL_RECEIVED.filters(asOf), ['status', 'in', `(${PERSON.join(',')})`]],
  keeps: (e) => ALL_RECEIVED.keeps(e, '') && PERSON.includes(e.status),
};

/** The figures of the period's incoming mail (sample.ts counts its rows with the same parts). */
export const figureParts = {
  received: receivedFigures,
  // The workflow's speed: a person's answer takes hours and is not it.
  speed: statsOf('emails_received', receivedFact, { statuses: AUTOMATIC, bounds: RESPONSE_BANDS }),
  categories: topOf('emails_received', 'label', (e: EmailRow) => e.label, receivedFact, { limit: 20 }),
};

/** Live: the period's incoming mail counted in SQL, the automatic replies' speed, categories, tables. */
const parts = { ...figureParts, emails: emailTable(RECEIVED), handedOff: emailTable(HANDED_TO_PERSON) };
export const live = liveDashboard(parts);
export type AutoResponderData = Awaited<ReturnType<typeof live>>;

/** The same data counted from rows held in the browser (a sample), as live mode reads it from SQL. */
export const fromRows = (emails: readonly EmailRow[], asOf: string): AutoResponderData => ({
  ...partsFromRows(parts, emails, asOf),
  asOf,
});

/** Share of the answered emails that the workflow answered alone. */
const automationRate = (figures: Figures, period: 'current' | 'previous') => {
  const automatic = countOf(figures, period, { status: AUTOMATIC });
  return ratio(automatic, automatic + countOf(figures, period, { status: PERSON }));
};

const toMs = (seconds: number | undefined) => (seconds === undefined ? undefined : seconds * 1000);

export function responderKpis({ received, speed }: AutoResponderData) {
  const count = (status?: readonly string[]) => countOf(received, 'current', status && { status });
  const all = count();
  const answered = count([...AUTOMATIC, ...PERSON, 'archived']);
  return {
    received: all,
    receivedChange: change(all, countOf(received, 'previous')),
    automatic: count(AUTOMATIC),
    automationRate: automationRate(received, 'current'),
    automationRateChange: countOf(received, 'previous')
      ? change(automationRate(received, 'current'), automationRate(received, 'previous'))
      : undefined,
    medianResponseMs: toMs(speed.current.percentiles[0]),
    p95ResponseMs: toMs(speed.current.percentiles[1]),
    handedToPerson: count(PERSON),
    awaitingApproval: count(['drafted']),
    waiting: all - answered,
  };
}

/** Emails received per Doha day over the period, by who answered them. */
export function receivedPerDay({ received }: AutoResponderData) {
  const of = (handling: Handling) => EMAIL_STATUSES.filter((status) => handlingOf(status) === handling);
  const { days } = countPerDayOf(received);
  const series = ANSWERED_BY.map((h) => [h, countPerDayOf(received, { status: of(h) }).counts] as const);
  return { days, ...Object.fromEntries(series) } as { days: string[] } & Record<
    (typeof ANSWERED_BY)[number],
    number[]
  >;
}

/** Emails of the period per category (the label the workflow gave), largest first; null: none. */
export const categories = ({ categories }: AutoResponderData) =>
  categories.groups.map((g) => ({ label: g.key === '' ? null : g.key, count: g.rows }));

/** Emails of the period per sentiment (those without one are left out). */
export const sentiments = ({ received }: AutoResponderData) =>
  figuresBy(received, 'current', 'kind', EMAIL_SENTIMENTS).map(({ key, count }) => ({ key, count }));

/** Automatic replies of the period per response-time band. */
export const responseBands = ({ speed }: AutoResponderData): number[] => speed.current.bands;
