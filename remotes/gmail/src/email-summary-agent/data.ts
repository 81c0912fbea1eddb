/**
 * Email summary agent: summarises incoming threads with their action items and sends a digest each
 * morning (its outgoing emails). Time saved is the reading time of the thread minus that of its
 * summary. Every figure of the dashboard comes from these functions.
 */
import {
  change,
  countByDay,
  inReportingPeriod,
  reportingDays,
  sumBy,
  sumByDay,
} from '@portal/dashboard-kit/format';
import { type EmailRow, type EmailsData, isInbound, isOutbound, newestFirst } from '../common/rows.ts';

/** An unhurried reading speed for business email, words per minute. */
export const READING_WORDS_PER_MINUTE = 200;

const words = (text: string | null) => (text ? text.split(/\s+/).filter(Boolean).length : 0);

/** Reading time the summary saves on one thread, in ms (never negative; unknown length: none). */
export function timeSavedMs(e: EmailRow): number {
  if (!e.summary || e.word_count === null) return 0;
  const saved = e.word_count - words(e.summary) - sumBy(e.action_items, words);
  return Math.max(0, (saved / READING_WORDS_PER_MINUTE) * 60_000);
}

const isSummary = (e: EmailRow) => isInbound(e) && e.summary !== null;

/** The threads summarised in the period (`back` = 1: the one before), newest first. */
export const summariesIn = (data: EmailsData, back = 0): EmailRow[] =>
  inReportingPeriod(data.emails.filter(isSummary), (e) => e.received_at, data.asOf, back).sort(newestFirst);

/** The digests sent in the period, newest first. */
export const digestsIn = (data: EmailsData): EmailRow[] =>
  inReportingPeriod(data.emails.filter(isOutbound), (e) => e.received_at, data.asOf).sort(newestFirst);

export function summaryKpis(data: EmailsData) {
  const current = summariesIn(data);
  const previous = summariesIn(data, 1);
  const saved = sumBy(current, timeSavedMs);
  return {
    summaries: current.length,
    summariesChange: change(current.length, previous.length),
    digests: digestsIn(data).length,
    actionItems: sumBy(current, (e) => e.action_items.length),
    timeSavedMs: saved,
    timeSavedChange: change(saved, sumBy(previous, timeSavedMs)),
    pending: inReportingPeriod(
      data.emails.filter((e) => isInbound(e) && e.summary === null),
      (e) => e.received_at,
      data.asOf,
    ).length,
  };
}

/** Per Doha day of the period: threads summarised, action items found and minutes of reading saved. */
export function summariesPerDay(data: EmailsData) {
  const days = reportingDays(data.asOf);
  const summaries = summariesIn(data);
  const perDay = (value: (e: EmailRow) => number) => sumByDay(summaries, (e) => e.received_at, value, days);
  return {
    days,
    summaries: countByDay(summaries, (e) => e.received_at, days),
    actionItems: perDay((e) => e.action_items.length),
    minutesSaved: perDay((e) => timeSavedMs(e) / 60_000),
  };
}
