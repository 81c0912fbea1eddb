/**
 * Invoice collection: invoices the workflow issues and follows up with reminders until they are paid.
 * Outstanding means sent or overdue (not draft, paid or cancelled); an outstanding invoice past its
 * due date is overdue whatever its stored status says.
 */
import { periodList, REPORTING_DAYS, rangesFrom, sumBy, totalsInRanges } from '@portal/dashboard-kit/format';
import {
  enumColumns,
  loadSelection,
  type SelectedRow,
  selection,
  toNumber,
} from '@portal/dashboard-kit/live';
import { conversionAfterSteps } from '../common/afterSteps.ts';
import { daysSinceDay, pastDue } from '../common/dayCount.ts';
import { weeklySums } from '../common/weeklySums.ts';

export const INVOICES = selection({
  invoices:
    'id invoice_number customer_name customer_email amount_qar status issued_on due_on paid_at reminders_sent last_reminder_at',
});
export type InvoiceRow = SelectedRow<typeof INVOICES>;
export const { values, read } = enumColumns('invoices', { status: 'sent' });
export type InvoiceStatus = ReturnType<typeof read.status>;
export const HISTORY_DAYS = 180;
/** Live: at most 5000 invoices, of the last HISTORY_DAYS (reminder statistics, weekly chart) or outstanding. */
export const live = loadSelection('invoices', INVOICES, {
  limit: 5000,
  dateColumn: 'issued_on',
  days: HISTORY_DAYS,
  orStill: 'status.in.(sent,overdue)',
});
/** Ageing buckets by days since the invoice date, of the amounts still outstanding. */
export const AGEING_BUCKETS = rangesFrom({ upTo30: 0, upTo60: 31, upTo90: 61, over90: 91 });

/** The invoices as of the moment they were read, live or sample. */
export type InvoiceData = Awaited<ReturnType<typeof live>>;

export const amountOf = (i: InvoiceRow) => toNumber(i.amount_qar) ?? 0;
const stored = (i: InvoiceRow, ...statuses: InvoiceStatus[]) => statuses.includes(read.status(i));
const notCancelled = (i: InvoiceRow) => !stored(i, 'cancelled');
/** Sent to the customer at some point (not a draft, not cancelled). */
const wentOut = (i: InvoiceRow) => !stored(i, 'draft', 'cancelled');
const isOutstanding = (i: InvoiceRow) => stored(i, 'sent', 'overdue');
const isPaid = (i: InvoiceRow) => stored(i, 'paid');
export const daysOverdue = (i: InvoiceRow, asOf: string) => Math.max(0, daysSinceDay(i.due_on, asOf));
/** The status as of `asOf`: an outstanding invoice past its due date (Doha calendar) is overdue. */
export const statusOf = (i: InvoiceRow, asOf: string): InvoiceStatus =>
  isOutstanding(i) && daysOverdue(i, asOf) > 0 ? 'overdue' : read.status(i);
const ageOf = (i: InvoiceRow, asOf: string) => daysSinceDay(i.issued_on, asOf);
/** Issue dates are calendar days; they belong to a period by their Doha midday. */
const issuedAt = (i: InvoiceRow) => `${i.issued_on}T12:00:00+03:00`;

/** Invoices issued in the period (drafts included), newest first. */
export const periodInvoices = (data: InvoiceData) => periodList(data.invoices, issuedAt, data.asOf).rows;

export function invoiceKpis(data: InvoiceData) {
  const issued = periodList(data.invoices.filter(notCancelled), issuedAt, data.asOf);
  const sent = issued.rows.filter(wentOut);
  const outstandingQar = sumBy(data.invoices.filter(isOutstanding), amountOf);
  const overdue = overdueInvoices(data);
  const paid = periodList(data.invoices.filter(isPaid), (i) => i.paid_at, data.asOf);
  const invoicedInPeriod = sumBy(sent, amountOf);
  return {
    issued: issued.count,
    sent: sent.length,
    outstandingQar,
    overdue: overdue.length,
    overdueQar: sumBy(overdue, amountOf),
    paid: paid.count,
    paidQar: sumBy(paid.rows, amountOf),
    /** Days sales outstanding: what is owed, in days of the period's invoicing. */
    dso: invoicedInPeriod > 0 ? (outstandingQar / invoicedInPeriod) * REPORTING_DAYS : undefined,
    remindersSent: sumBy(data.invoices, (i) => i.reminders_sent),
  };
}

/** Outstanding amounts and counts by age since the invoice date. */
export const ageing = (data: InvoiceData) =>
  totalsInRanges(data.invoices.filter(isOutstanding), (i) => ageOf(i, data.asOf), AGEING_BUCKETS, amountOf);

/** Of the invoices that went out, the share paid before any reminder and after each of the first three. */
export const collectionAfterReminders = (data: InvoiceData) =>
  conversionAfterSteps(data.invoices.filter(wentOut), (i) => i.reminders_sent, isPaid, 3);

/** Amount invoiced and collected per week, the last `weeks` weeks ending at asOf, oldest first. */
export const weeklyCollection = (data: InvoiceData, weeks = 6) =>
  weeklySums(data.asOf, weeks, amountOf, {
    invoiced: [data.invoices.filter(wentOut), issuedAt],
    paid: [data.invoices.filter(isPaid), (i) => i.paid_at],
  });

/** Overdue invoices as of asOf, the longest overdue first. */
export const overdueInvoices = (data: InvoiceData) =>
  pastDue(data.invoices.filter(isOutstanding), (i) => i.due_on, data.asOf);
