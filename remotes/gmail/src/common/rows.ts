/**
 * The emails the gmail family's dashboards read, typed from the generated schema (only the columns
 * the dashboards use, which are also the columns their tables select). Sample data builds the same
 * rows, so sample and live mode share every computation.
 */

import { emailsValues } from '@portal/contract/schema';
import { type SelectedRow, selection } from '@portal/dashboard-kit/live';

export const EMAILS = selection({
  emails:
    'id campaign_id thread_id direction from_address to_address subject snippet summary action_items word_count label original_label labelled_at priority sentiment status received_at responded_at response_time_seconds',
});
export type EmailRow = SelectedRow<typeof EMAILS>;

export const {
  status: EMAIL_STATUSES,
  priority: EMAIL_PRIORITIES,
  sentiment: EMAIL_SENTIMENTS,
} = emailsValues;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
export type EmailPriority = (typeof EMAIL_PRIORITIES)[number];
export type EmailSentiment = (typeof EMAIL_SENTIMENTS)[number];

/** Newest first by arrival (sending, for outbound mail). */
export const newestFirst = (a: EmailRow, b: EmailRow) => b.received_at.localeCompare(a.received_at);
