/**
 * The invoice collection sample: a Doha building-materials supplier invoicing contractors and
 * facility companies on 15 to 45 days' terms. Reminders go out 3, 10 and 20 days after the due date;
 * most customers pay after the first or second, a few let invoices age past 90 days.
 */
import { DAY_MS, dohaDayKey } from '@portal/shared/format';
import type { SampleRowContext } from '@portal/shared/sample';
import { COMPANIES, daysBefore, sampleList } from '@portal/shared/sample';
import type { InvoiceRow } from './data.ts';

/** Days after the due date on which the workflow sends its reminders. */
const REMINDER_DAYS = [3, 10, 20];
const SAMPLE_DAYS = 150;

/** One invoice, its reminders and whether it was paid. */
function invoice({ random, locale, anchor, n }: SampleRowContext): InvoiceRow {
  const customer = random.pick(COMPANIES);
  const issuedDaysAgo = random.int(1, SAMPLE_DAYS);
  const issued = daysBefore(anchor, issuedDaysAgo);
  const terms = random.pick([15, 30, 30, 45]);
  const due = new Date(issued.getTime() + terms * DAY_MS);
  // After how many reminders this customer pays (3: never, so far).
  const payer = random.weighted([0, 1, 2, 3], [5, 3, 2, 1]);
  const reminderMoments = REMINDER_DAYS.map((d) => due.getTime() + d * DAY_MS);
  const payMoment =
    payer === 0
      ? issued.getTime() + random.int(4, terms) * DAY_MS
      : payer < 3
        ? (reminderMoments[payer - 1] ?? 0) + random.int(1, 5) * DAY_MS
        : Number.POSITIVE_INFINITY;
  const paid = payMoment < anchor.getTime();
  const reminders = reminderMoments.filter((m) => m < Math.min(payMoment, anchor.getTime()));
  const draft = issuedDaysAgo <= 2 && random.chance(0.4);
  const cancelled = !draft && random.chance(0.03);
  const sentOut = !draft && !cancelled;
  const outcome = paid ? 'paid' : due < anchor ? 'overdue' : 'sent';
  return {
    id: `invoice-collection-${n}`,
    invoice_number: `INV-${String(23_999 + n)}`,
    customer_name: customer.name[locale],
    customer_email: `accounts@${customer.domain}`,
    amount_qar: random.int(8, 900) * 50,
    status: draft ? 'draft' : cancelled ? 'cancelled' : outcome,
    issued_on: dohaDayKey(issued),
    due_on: dohaDayKey(due),
    paid_at: sentOut && paid ? new Date(payMoment).toISOString() : null,
    reminders_sent: sentOut ? reminders.length : 0,
    last_reminder_at: sentOut && reminders.length ? new Date(reminders.at(-1) ?? 0).toISOString() : null,
  };
}

/** Deterministic demonstration data as of `anchor`, in the visitor's language. */
export const sample = sampleList('invoices', 'finance/invoice-collection/v1', 160, invoice);
