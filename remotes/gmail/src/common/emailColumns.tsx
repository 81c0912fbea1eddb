/**
 * The columns the family's email tables choose from (a table lists the ones it shows), and the labels
 * of the emails' enumerated values in the active language.
 */
import { type DataColumn, type StatusTone, statusPreset, useColumns } from '@portal/dashboard-kit/ui';
import { useMemo } from 'react';
import { useGmailTranslation } from '../i18n/index.ts';
import {
  EMAIL_PRIORITIES,
  EMAIL_STATUSES,
  type EmailPriority,
  type EmailRow,
  type EmailSentiment,
  type EmailStatus,
} from './rows.ts';

const STATUS_TONE: Record<EmailStatus, StatusTone> = {
  received: 'info',
  auto_replied: 'success',
  replied: 'primary',
  drafted: 'warning',
  sent: 'neutral',
  opened: 'success',
  bounced: 'error',
  archived: 'neutral',
};
const PRIORITY_TONE: Record<EmailPriority, StatusTone> = { low: 'neutral', normal: 'info', high: 'error' };

export function useEmailLabels() {
  const { t } = useGmailTranslation();
  return useMemo(
    () => ({
      status: (value: EmailStatus) => t(`values.emailStatus.${value}`),
      sentiment: (value: EmailSentiment) => t(`values.sentiment.${value}`),
      priority: (value: EmailPriority) => t(`values.priority.${value}`),
      category: (label: string | null) => label ?? t('uncategorised'),
    }),
    [t],
  );
}

/** Column definitions for rows that carry an email (`emailOf` reaches it). */
export function useEmailColumns<Row>(emailOf: (row: Row) => EmailRow) {
  const { t } = useGmailTranslation();
  const col = useColumns();
  const labels = useEmailLabels();
  return useMemo(() => {
    const text = (id: string, header: string, value: (e: EmailRow) => string | null) =>
      col.text<Row>(id, header, (row) => value(emailOf(row)), {
        render: (row) => <span dir="auto">{value(emailOf(row))}</span>,
      });
    return {
      from: col.contact<Row>('from', t('columns.from'), (r) => emailOf(r).from_address),
      to: col.contact<Row>('to', t('columns.to'), (r) => emailOf(r).to_address),
      subject: text('subject', t('columns.subject'), (e) => e.subject),
      snippet: text('snippet', t('columns.message'), (e) => e.snippet),
      summary: text('summary', t('columns.summary'), (e) => e.summary),
      actionItems: text('actionItems', t('columns.actionItems'), (e) => e.action_items.join(' • ') || null),
      category: text('category', t('columns.category'), (e) => labels.category(e.label)),
      label: text('label', t('columns.label'), (e) => e.label),
      originalLabel: text('originalLabel', t('columns.originalLabel'), (e) => e.original_label),
      priority: col.status<Row, EmailPriority>(
        'priority',
        t('columns.priority'),
        (r) => emailOf(r).priority as EmailPriority,
        statusPreset(EMAIL_PRIORITIES, PRIORITY_TONE, labels.priority),
      ),
      sentiment: col.label<Row, EmailSentiment>(
        'sentiment',
        t('columns.sentiment'),
        (r) => emailOf(r).sentiment as EmailSentiment | null,
        labels.sentiment,
      ),
      status: col.status<Row, EmailStatus>(
        'status',
        t('columns.status'),
        (r) => emailOf(r).status as EmailStatus,
        statusPreset(EMAIL_STATUSES, STATUS_TONE, labels.status),
      ),
      received: col.date<Row>('received', t('columns.received'), (r) => emailOf(r).received_at),
      labelled: col.date<Row>('labelled', t('columns.labelled'), (r) => emailOf(r).labelled_at),
      responseTime: col.duration<Row>('responseTime', t('columns.responseTime'), (r) => {
        const seconds = emailOf(r).response_time_seconds;
        return seconds === null ? null : seconds * 1000;
      }),
    } satisfies Record<string, DataColumn<Row>>;
  }, [t, col, labels, emailOf]);
}

/** The email itself, for tables whose rows are emails (stable, so column memos hold). */
export const itself = (e: EmailRow) => e;
