/**
 * The invoice collection sample: a Doha building-materials supplier invoicing contractors and
 * facility companies on 15 to 45 days' terms. Reminders go out 3, 10 and 20 days after the due date;
 * most customers pay after the first or second, a few let invoices age past 90 days.
 */

import type { Locale } from '@portal/contract';
import { dohaDayKey } from '@portal/dashboard-kit/format';
import { partsFromRows } from '@portal/dashboard-kit/live';
import { COMPANIES, daysBefore, type SampleRowContext, sampleList } from '@portal/dashboard-kit/sample';
import { daysOverdue, type InvoiceData, type InvoiceRow, parts, periodDays, read } from './data.ts';

/** Days after the due date on which the workflow sends its reminders (see above). */
const REMINDER_DAYS = [3, 10, 20];

/** One invoice, its reminders and whether it was paid, each event on a day counted back from the anchor. */
function invoice({ random, locale, anchor, n }: SampleRowContext): InvoiceRow {
  const day = (daysAgo: number) => daysBefore(anchor, daysAgo);
  const customer = random.pick(COMPANIES);
  const issued = random.int(1, 150);
  const terms = random.pick([15, 30, 30, 45]);
  const due = issued - terms;
  // After how many reminders this customer pays (3: never, so far); paid on day 0 or later is not paid yet.
  const payer = random.weighted([0, 1, 2, 3], [5, 3, 2, 1]);
  const reminderDays = REMINDER_DAYS.map((d) => due - d);
  const paidDay =
    payer === 0
      ? issued - random.int(4, terms)
      : payer < 3
        ? (reminderDays[payer - 1] ?? 0) - random.int(1, 5)
        : Number.NEGATIVE_INFINITY;
  const reminders = reminderDays.filter((d) => d > Math.max(paidDay, 0));
  const draft = issued <= 2 && random.chance(0.4);
  const cancelled = !draft && random.chance(0.03);
  const sentOut = !draft && !cancelled;
  const outcome = paidDay > 0 ? 'paid' : due > 0 ? 'overdue' : 'sent';
  return {
    id: `invoice-collection-${n}`,
    invoice_number: `INV-${String(23_999 + n)}`,
    customer_name: customer.name[locale],
    customer_email: `accounts@${customer.domain}`,
    amount_qar: random.int(8, 900) * 50,
    status: draft ? 'draft' : cancelled ? 'cancelled' : outcome,
    issued_on: dohaDayKey(day(issued)),
    due_on: dohaDayKey(day(due)),
    paid_at: sentOut && paidDay > 0 ? day(paidDay).toISOString() : null,
    reminders_sent: sentOut ? reminders.length : 0,
    last_reminder_at: sentOut && reminders.length ? day(reminders.at(-1) ?? 0).toISOString() : null,
  };
}

const sampleInvoices = sampleList('invoices', 'finance/invoice-collection/v1', 160, invoice);

/** Deterministic demonstration data as of `anchor`, in the visitor's language. */
export function sample(locale: Locale, anchor: Date): InvoiceData {
  const { invoices, asOf } = sampleInvoices(locale, anchor);
  return invoiceDataOf(invoices, asOf);
}

/** The dashboard's data of invoices held in the browser, as of `asOf`. */
export function invoiceDataOf(invoices: InvoiceRow[], asOf: string): InvoiceData {
  const { first, after } = periodDays(asOf);
  const outstanding = (i: InvoiceRow) => ['sent', 'overdue'].includes(read.status(i));
  // The same figures live mode reads from SQL, counted from the sample's rows; the lists as it orders them.
  return {
    ...partsFromRows(parts, invoices, asOf),
    invoices: invoices
      .filter((i) => i.issued_on >= first && i.issued_on < after)
      .sort((a, b) => b.issued_on.localeCompare(a.issued_on)),
    overdue: invoices
      .filter((i) => outstanding(i) && daysOverdue(i, asOf) > 0)
      .sort((a, b) => daysOverdue(b, asOf) - daysOverdue(a, asOf)),
    asOf,
  };
}
