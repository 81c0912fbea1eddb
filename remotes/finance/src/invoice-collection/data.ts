/**
 * Invoice collection: invoices the workflow issues and follows up with reminders until they are paid.
 * Outstanding means sent or overdue (not draft, paid or cancelled); an outstanding invoice past its
 * due date is overdue whatever its stored status says. Every figure of the dashboard comes from here.
 */
import {
  DAY_MS,
  dohaDayKey,
  inWindow,
  itemsInRanges,
  periodCount,
  periodRows,
  REPORTING_DAYS,
  ratio,
  sumBy,
  windowEndingAt,
} from '@portal/shared/format';
import { type AsOf, oneOf, type SelectedRow, selection, toNumber } from '@portal/shared/live';
import { type ColumnValue, ColumnValues } from '@portal/shared/schema';

export const INVOICES = selection({
  invoices:
    'id invoice_number customer_name customer_email amount_qar status issued_on due_on paid_at reminders_sent last_reminder_at',
});
export type InvoiceRow = SelectedRow<typeof INVOICES>;

export const INVOICE_STATUSES = ColumnValues.invoices.status;
export type InvoiceStatus = ColumnValue<'invoices', 'status'>;
/** Ageing buckets by days since the invoice date, of the amounts still outstanding. */
export const AGEING_BUCKETS = [
  { id: 'upTo30', from: 0, to: 30 },
  { id: 'upTo60', from: 31, to: 60 },
  { id: 'upTo90', from: 61, to: 90 },
  { id: 'over90', from: 91, to: Number.POSITIVE_INFINITY },
] as const;
/** Collection after the first reminders: 0 (paid before any reminder) up to this many. */
export const MAX_REMINDERS_SHOWN = 3;

export type InvoiceData = AsOf<{ invoices: InvoiceRow[] }>;

export { REPORTING_DAYS as PERIOD_DAYS } from '@portal/shared/format';

export const amountOf = (i: InvoiceRow) => toNumber(i.amount_qar) ?? 0;
const storedStatus = (i: InvoiceRow): InvoiceStatus => oneOf(i.status, INVOICE_STATUSES, 'sent');
/** Sent to the customer at some point (not a draft, not cancelled). */
export const wentOut = (i: InvoiceRow) => !['draft', 'cancelled'].includes(storedStatus(i));
export const isOutstanding = (i: InvoiceRow) => ['sent', 'overdue'].includes(storedStatus(i));
/** The status as of `asOf`: an outstanding invoice past its due date (Doha calendar) is overdue. */
export const statusOf = (i: InvoiceRow, asOf: string): InvoiceStatus =>
  isOutstanding(i) && i.due_on < dohaDayKey(asOf) ? 'overdue' : storedStatus(i);
/** Whole days from a date (YYYY-MM-DD) to the Doha day of asOf. */
const daysSince = (day: string, asOf: string) =>
  Math.round((Date.parse(dohaDayKey(asOf)) - Date.parse(day)) / DAY_MS);
export const ageDays = (i: InvoiceRow, asOf: string) => daysSince(i.issued_on, asOf);
export const daysOverdue = (i: InvoiceRow, asOf: string) => Math.max(0, daysSince(i.due_on, asOf));

/** Issue dates are calendar days; they belong to a period by their Doha midday. */
const issuedAt = (i: InvoiceRow) => `${i.issued_on}T12:00:00+03:00`;

/** Invoices issued in the period (drafts included), newest first. */
export const periodInvoices = (data: InvoiceData) =>
  periodRows(data.invoices, issuedAt, data.asOf, REPORTING_DAYS).current.sort((a, b) =>
    b.issued_on.localeCompare(a.issued_on),
  );

export function invoiceKpis(data: InvoiceData) {
  const issued = periodRows(
    data.invoices.filter((i) => storedStatus(i) !== 'cancelled'),
    issuedAt,
    data.asOf,
    REPORTING_DAYS,
  );
  const outstanding = data.invoices.filter(isOutstanding);
  const overdue = outstanding.filter((i) => statusOf(i, data.asOf) === 'overdue');
  const invoicedInPeriod = sumBy(issued.current.filter(wentOut), amountOf);
  const outstandingQar = sumBy(outstanding, amountOf);
  const paid = periodRows(
    data.invoices.filter((i) => storedStatus(i) === 'paid'),
    (i) => i.paid_at,
    data.asOf,
    REPORTING_DAYS,
  );
  return {
    issued: periodCount(issued),
    sent: issued.current.filter(wentOut).length,
    outstandingQar,
    overdue: overdue.length,
    overdueQar: sumBy(overdue, amountOf),
    paid: periodCount(paid),
    paidQar: sumBy(paid.current, amountOf),
    /** Days sales outstanding: what is owed, in days of the period's invoicing. */
    dso: invoicedInPeriod > 0 ? (outstandingQar / invoicedInPeriod) * REPORTING_DAYS : undefined,
    remindersSent: sumBy(data.invoices, (i) => i.reminders_sent),
  };
}

/** Outstanding amounts and counts by age since the invoice date. */
export function ageing(data: InvoiceData) {
  const outstanding = data.invoices.filter(isOutstanding);
  return itemsInRanges(outstanding, (i) => ageDays(i, data.asOf), AGEING_BUCKETS).map(({ range, items }) => ({
    bucket: range.id,
    count: items.length,
    amountQar: sumBy(items, amountOf),
  }));
}

/**
 * The collection rate after each reminder: of the invoices that received k reminders (k = 0: every
 * invoice that went out), the share paid before a further reminder was needed.
 */
export function collectionAfterReminders(data: InvoiceData) {
  const sent = data.invoices.filter(wentOut);
  return Array.from({ length: MAX_REMINDERS_SHOWN + 1 }, (_, k) => {
    const reached = sent.filter((i) => i.reminders_sent >= k);
    const paid = reached.filter((i) => storedStatus(i) === 'paid' && i.reminders_sent === k).length;
    return { reminders: k, invoices: reached.length, paid, rate: ratio(paid, reached.length) };
  });
}

/** Amount invoiced and collected per week, the last `weeks` weeks ending at asOf, oldest first. */
export function weeklyCollection(data: InvoiceData, weeks = 6) {
  const sent = data.invoices.filter(wentOut);
  const paid = data.invoices.filter((i) => storedStatus(i) === 'paid');
  return Array.from({ length: weeks }, (_, w) => {
    const end = new Date(Date.parse(data.asOf) - (weeks - 1 - w) * 7 * DAY_MS);
    const week = windowEndingAt(end, 7);
    return {
      weekEnding: new Date(end.getTime() - 1).toISOString(),
      invoicedQar: sumBy(
        sent.filter((i) => inWindow(issuedAt(i), week)),
        amountOf,
      ),
      paidQar: sumBy(
        paid.filter((i) => inWindow(i.paid_at, week)),
        amountOf,
      ),
    };
  });
}

/** Overdue invoices as of asOf, the longest overdue first. */
export const overdueInvoices = (data: InvoiceData) =>
  data.invoices
    .filter((i) => statusOf(i, data.asOf) === 'overdue')
    .sort((a, b) => daysOverdue(b, data.asOf) - daysOverdue(a, data.asOf));
