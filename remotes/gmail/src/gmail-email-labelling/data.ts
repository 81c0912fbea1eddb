/**
 * Gmail email labelling: the workflow labels each incoming email and sets its priority; people may
 * change a label afterwards (original_label keeps the workflow's choice). Every figure of the dashboard
 * comes from these functions.
 */
import { change, countBy, countPerDay, dated, inReportingPeriod, ratio } from '@portal/dashboard-kit/format';
import { EMAIL_PRIORITIES, type EmailRow, type EmailsData, isInbound, newestFirst } from '../common/rows.ts';

/** A person changed the label the workflow applied. */
export const isCorrected = (e: EmailRow): boolean =>
  e.original_label !== null && e.original_label !== e.label;

const incoming = (data: EmailsData) => data.emails.filter(isInbound);

/** Emails labelled in the period (by labelling time; `back` = 1: the period before). */
export const labelledIn = (data: EmailsData, back = 0): EmailRow[] =>
  inReportingPeriod(
    incoming(data),
    (e) => (e.label === null && e.original_label === null ? null : e.labelled_at),
    data.asOf,
    back,
  );

/** Share of the labelled emails whose label a person changed: how often the workflow was wrong. */
export const correctionRate = (emails: readonly EmailRow[]): number | undefined =>
  ratio(emails.filter(isCorrected).length, emails.length);

export function labellingKpis(data: EmailsData) {
  const current = labelledIn(data);
  const previous = labelledIn(data, 1);
  const received = inReportingPeriod(incoming(data), (e) => e.received_at, data.asOf);
  return {
    labelled: current.length,
    labelledChange: change(current.length, previous.length),
    unlabelled: unlabelled(data).length,
    corrections: current.filter(isCorrected).length,
    correctionRate: correctionRate(current),
    correctionRateChange: previous.length
      ? change(correctionRate(current), correctionRate(previous))
      : undefined,
    highPriority: received.filter((e) => e.priority === 'high').length,
    received: received.length,
  };
}

/** Emails still without a label (whenever received), newest first. */
export const unlabelled = (data: EmailsData): EmailRow[] =>
  incoming(data)
    .filter((e) => e.label === null)
    .sort(newestFirst);

/** Labels applied per Doha day of the period, with the corrections among them. */
export function labelsPerDay(data: EmailsData) {
  const emails = labelledIn(data);
  const byDay = (items: readonly EmailRow[]) => dated(items, (e) => e.labelled_at ?? e.received_at);
  return countPerDay(data.asOf, { labelled: byDay(emails), corrected: byDay(emails.filter(isCorrected)) });
}

export interface LabelStats {
  label: string;
  /** Emails carrying the label now. */
  count: number;
  /** Emails the workflow gave this label that a person changed to another. */
  correctedAway: number;
}

/** The labels of the period's labelled emails, most used first, with how often each was corrected. */
export function labelDistribution(data: EmailsData): LabelStats[] {
  const stats = new Map<string, LabelStats>();
  const entry = (label: string) => {
    const found = stats.get(label) ?? { label, count: 0, correctedAway: 0 };
    stats.set(label, found);
    return found;
  };
  for (const e of labelledIn(data)) {
    if (e.label !== null) entry(e.label).count += 1;
    if (isCorrected(e) && e.original_label !== null) entry(e.original_label).correctedAway += 1;
  }
  return [...stats.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** Emails received in the period per priority. */
export const priorities = (data: EmailsData) =>
  countBy(
    inReportingPeriod(incoming(data), (e) => e.received_at, data.asOf),
    (e) => e.priority as (typeof EMAIL_PRIORITIES)[number],
    EMAIL_PRIORITIES,
  );

/** The corrections of the period, the latest first: from the workflow's label to the person's. */
export const corrections = (data: EmailsData): EmailRow[] =>
  labelledIn(data).filter(isCorrected).sort(newestFirst);
