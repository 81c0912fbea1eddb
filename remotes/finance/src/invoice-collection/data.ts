/**
 * Invoice collection: invoices the workflow issues and follows up with reminders until they are paid.
 * Outstanding means sent or overdue (not draft, paid or cancelled); an outstanding invoice past its
 * due date is overdue whatever its stored status says. Live, every figure is SQL's count of every
 * invoice (docs/architecture.md, "Dashboard figures") and the lists page on the server; sample.ts
 * counts its rows through the same parts, so both modes mean the same.
 */
import { invoicesValues } from '@portal/contract/schema';
import { change, DAY_MS, dohaDayKey, REPORTING_DAYS, rangesFrom, ratio } from '@portal/dashboard-kit/format';
import {
  type AgeLine,
  agesOf,
  countOf,
  enumColumns,
  type Fact,
  type Figures,
  figuresOf,
  liveDashboard,
  type SelectedRow,
  selection,
  sumOf,
  tableOf,
  toNumber,
  weeksOf,
} from '@portal/dashboard-kit/live';
import { daysSinceDay } from '../common/dayCount.ts';

export const INVOICES = selection({
  invoices:
    'id invoice_number customer_name customer_email amount_qar status issued_on due_on paid_at reminders_sent last_reminder_at',
});
export type InvoiceRow = SelectedRow<typeof INVOICES>;
export const { values, read } = enumColumns(invoicesValues, { status: 'sent' });
export type InvoiceStatus = ReturnType<typeof read.status>;
/** The days of invoices whose reminders the dashboard tells about (the share paid after each). */
export const HISTORY_DAYS = 180;
/** Weeks of the weekly collection chart. */
export const WEEKS = 6;
/** Ageing buckets by days since the invoice date, of the amounts still outstanding. */
export const AGEING_BUCKETS = rangesFrom({ upTo30: 0, upTo60: 31, upTo90: 61, over90: 91 });

const OUTSTANDING = ['sent', 'overdue'] as const satisfies readonly InvoiceStatus[];
/** Issued in a period: drafts too, not the cancelled ones. */
const ISSUED = ['draft', 'sent', 'overdue', 'paid'] as const satisfies readonly InvoiceStatus[];
/** Sent to the customer at some point (not a draft, not cancelled). */
const WENT_OUT = ['sent', 'overdue', 'paid'] as const satisfies readonly InvoiceStatus[];

export const amountOf = (i: InvoiceRow) => toNumber(i.amount_qar) ?? 0;
const isOutstanding = (i: InvoiceRow) => (OUTSTANDING as readonly string[]).includes(read.status(i));
export const daysOverdue = (i: InvoiceRow, asOf: string) => Math.max(0, daysSinceDay(i.due_on, asOf));
/** The status as of `asOf`: an outstanding invoice past its due date (Doha calendar) is overdue. */
export const statusOf = (i: InvoiceRow, asOf: string): InvoiceStatus =>
  isOutstanding(i) && daysOverdue(i, asOf) > 0 ? 'overdue' : read.status(i);

/** Calendar days (issue, due) belong to a period by their Doha midday. */
const midday = (day: string) => `${day}T12:00:00+03:00`;
/** An invoice as the sources count it at `at`: its status, amount and reminders sent. */
const factAt =
  (at: (i: InvoiceRow) => string | null) =>
  (i: InvoiceRow): Fact => ({
    at: at(i),
    status: read.status(i),
    value: amountOf(i),
    score: i.reminders_sent,
  });
const issuedFact = factAt((i) => midday(i.issued_on));
const paidFact = factAt((i) => i.paid_at);
/** By issue day, with the number of reminders sent as its kind (`invoices_reminders`). */
const remindersFact = (i: InvoiceRow): Fact => ({ ...issuedFact(i), kind: String(i.reminders_sent) });

/** Invoices issued in `days` and the days before (a report reads a week). */
export const issuedFigures = (days = REPORTING_DAYS) => figuresOf('invoices', issuedFact, days);
/** Invoices paid in `days` and the days before. */
export const paidFigures = (days = REPORTING_DAYS) => figuresOf('invoices_paid', paidFact, days);

/** The parts counted from rows (sample.ts counts its invoices through them). */
export const parts = {
  issued: issuedFigures(),
  paid: paidFigures(),
  /** Every outstanding invoice whatever its age, by days since issue (band 0: issued after today). */
  ages: agesOf(
    'invoices',
    issuedFact,
    OUTSTANDING,
    AGEING_BUCKETS.map((bucket) => bucket.from),
  ),
  /** Every outstanding invoice by days since its due day: band 1 is past due. */
  due: agesOf(
    'invoices_due',
    factAt((i) => midday(i.due_on)),
    OUTSTANDING,
    [1],
  ),
  /** The invoices of the last HISTORY_DAYS by status and reminders sent. */
  reminders: figuresOf('invoices_reminders', remindersFact, HISTORY_DAYS),
  invoicedWeeks: weeksOf('invoices', issuedFact, WEEKS),
  paidWeeks: weeksOf('invoices_paid', paidFact, WEEKS),
};

/** The issue days of the period: those whose Doha midday is in [asOf − REPORTING_DAYS, asOf). */
export function periodDays(asOf: string) {
  // The first day whose midday is at or after a moment is the Doha day of 12 hours (and a bit) before it, plus one.
  const dayFrom = (at: number) => dohaDayKey(new Date(at - 12 * 3_600_000 - 1 + DAY_MS));
  const end = Date.parse(asOf);
  return { first: dayFrom(end - REPORTING_DAYS * DAY_MS), after: dayFrom(end) };
}

/** The server's order of the invoice lists' sortable columns (see InvoicesTable). */
const INVOICE_TABLE = {
  sort: {
    number: 'invoice_number',
    customer: 'customer_name',
    amount: 'amount_qar',
    status: 'status',
    issued: 'issued_on',
    due: 'due_on',
    reminders: 'reminders_sent',
    paid: 'paid_at',
    'last-reminder': 'last_reminder_at',
  },
  search: ['invoice_number', 'customer_name', 'customer_email'],
} as const;
const sameRow = (i: InvoiceRow) => i;

/** Live: the figures, the period's invoices and the overdue ones a page at a time. */
export const live = liveDashboard({
  ...parts,
  /** Invoices issued in the period (drafts and cancelled ones included), newest first. */
  invoices: tableOf('invoices', INVOICES.columns, sameRow, {
    ...INVOICE_TABLE,
    order: { column: 'issued_on' },
    filters: (asOf) => {
      const { first, after } = periodDays(asOf);
      return [
        ['issued_on', 'gte', first],
        ['issued_on', 'lt', after],
      ];
    },
  }),
  /** Outstanding invoices past their due day, the longest overdue first. */
  overdue: tableOf('invoices', INVOICES.columns, sameRow, {
    ...INVOICE_TABLE,
    order: { column: 'due_on', ascending: true },
    filters: (asOf) => [
      ['status', 'in', `(${OUTSTANDING.join(',')})`],
      ['due_on', 'lt', dohaDayKey(asOf)],
    ],
  }),
});

/** The invoices' figures and lists as of the moment they were read, live or sample. */
export type InvoiceData = Awaited<ReturnType<typeof live>>;

const total = (lines: readonly AgeLine[], field: 'rows' | 'value' | 'score') =>
  lines.reduce((sum, line) => sum + line[field], 0);
/** How many of the period's lines match (all without `status`), and the change against the period before. */
const periodCount = (figures: Figures, status?: readonly string[]) => {
  const count = countOf(figures, 'current', { status });
  return { count, change: change(count, countOf(figures, 'previous', { status })) };
};

export function invoiceKpis(data: InvoiceData) {
  const outstandingQar = total(data.ages, 'value');
  const overdue = data.due.filter((line) => line.band === 1);
  const invoicedInPeriod = sumOf(data.issued, 'current', 'value', { status: WENT_OUT });
  return {
    issued: periodCount(data.issued, ISSUED),
    sent: countOf(data.issued, 'current', { status: WENT_OUT }),
    outstandingQar,
    overdue: total(overdue, 'rows'),
    overdueQar: total(overdue, 'value'),
    // Paid in the period: every invoice with its payment moment there.
    paid: periodCount(data.paid),
    paidQar: sumOf(data.paid, 'current', 'value'),
    /** Days sales outstanding: what is owed, in days of the period's invoicing. */
    dso: invoicedInPeriod > 0 ? (outstandingQar / invoicedInPeriod) * REPORTING_DAYS : undefined,
    remindersSent: sumOf(data.reminders, 'current', 'score'),
  };
}

/** Outstanding amounts and counts by age since the invoice date (band i + 1 is bucket i). */
export const ageing = (data: InvoiceData) =>
  AGEING_BUCKETS.map((bucket, i) => {
    const lines = data.ages.filter((line) => line.band === i + 1);
    return { id: bucket.id, count: total(lines, 'rows'), total: total(lines, 'value') };
  });

/**
 * Of the invoices of the last HISTORY_DAYS that went out, for 0 to 3 reminders: those that got that
 * far (`reached`: at least that many sent), those paid after exactly that many, and the share.
 */
export const collectionAfterReminders = ({ reminders }: InvoiceData, maxSteps = 3) => {
  const wentOut = reminders.lines.filter(
    (line) => line.period === 'current' && (WENT_OUT as readonly string[]).includes(line.status),
  );
  return Array.from({ length: maxSteps + 1 }, (_, steps) => {
    const reached = wentOut.filter((line) => Number(line.kind) >= steps).reduce((n, l) => n + l.rows, 0);
    const converted = wentOut
      .filter((line) => line.status === 'paid' && Number(line.kind) === steps)
      .reduce((n, l) => n + l.rows, 0);
    return { steps, reached, converted, rate: ratio(converted, reached) };
  });
};

/** Amount invoiced (sent) and collected per week, the last WEEKS weeks ending at asOf, oldest first. */
export const weeklyCollection = ({ invoicedWeeks, paidWeeks }: InvoiceData) =>
  invoicedWeeks.map((week, i) => ({
    weekEnding: new Date(Date.parse(week.asOf) - 1).toISOString(),
    invoiced: sumOf(week, 'current', 'value', { status: WENT_OUT }),
    paid: paidWeeks[i] ? sumOf(paidWeeks[i], 'current', 'value') : 0,
  }));
