/**
 * What the SQL figure sources count of an email (docs/architecture.md, "Dashboard figures"; migration
 * 20261130120000_gmail_dashboard_figures.sql), the same mapping for the samples' rows, so that a sample
 * counts through the same parts as live mode. Each source's figure parts are defined here once.
 */
import { sumBy } from '@portal/dashboard-kit/format';
import { type Fact, figuresOf } from '@portal/dashboard-kit/live';
import type { EmailRow } from './rows.ts';

/** An unhurried reading speed for business email, words per minute. */
export const READING_WORDS_PER_MINUTE = 200;

const words = (text: string | null) => (text ? text.split(/\s+/).filter(Boolean).length : 0);

/** Reading time a summary saves on its thread, in ms (never negative; unknown length: none). */
export function timeSavedMs(e: EmailRow): number {
  if (!e.summary || e.word_count === null) return 0;
  const saved = e.word_count - words(e.summary) - sumBy(e.action_items, words);
  return (Math.max(0, saved) * 60_000) / READING_WORDS_PER_MINUTE;
}

const inbound = (e: EmailRow) => e.direction === 'inbound';

/** `emails`: all mail by arrival, status and direction (outgoing: campaign sends, digests). */
export const emailFact = (e: EmailRow): Fact => ({
  at: e.received_at,
  status: e.status,
  kind: e.direction,
  value: e.response_time_seconds,
  score: e.action_items.length,
});

/** `emails_received`: incoming mail by status and sentiment; score 1 for a high-priority email. */
export const receivedFact = (e: EmailRow): Fact => ({
  at: inbound(e) ? e.received_at : null,
  status: e.status,
  kind: e.sentiment ?? '',
  value: e.response_time_seconds,
  score: e.priority === 'high' ? 1 : 0,
});

/** `emails_unlabelled`: incoming mail still without a label, by status and priority. */
export const unlabelledFact = (e: EmailRow): Fact => ({
  at: inbound(e) && e.label === null ? e.received_at : null,
  status: e.status,
  kind: e.priority,
});

/** `email_summaries`: incoming mail summarised; value the reading time saved (ms), score its action items. */
export const summaryFact = (e: EmailRow): Fact => ({
  at: inbound(e) && e.summary !== null ? e.received_at : null,
  status: e.status,
  value: timeSavedMs(e),
  score: e.action_items.length,
});

/** A person changed the label the workflow applied (the table's `label_corrected`). */
export const isCorrected = (e: EmailRow): boolean =>
  e.original_label !== null && e.original_label !== e.label;

/** `emails_labelled`: mail by labelling time, `corrected` or `kept`, by its label now. */
export const labelledFact = (e: EmailRow): Fact => ({
  at: e.label === null && e.original_label === null ? null : e.labelled_at,
  status: isCorrected(e) ? 'corrected' : 'kept',
  kind: e.label ?? '',
});

/** Every email of the period and the one before, per day, status and direction. */
export const emailFigures = /* @__PURE__ */ figuresOf('emails', emailFact);
/** The incoming mail of the period and the one before, per day, status and sentiment. */
export const receivedFigures = /* @__PURE__ */ figuresOf('emails_received', receivedFact);
