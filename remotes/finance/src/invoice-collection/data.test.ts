import { TEST_AS_OF as asOf, fixtureTable, rowsLike } from '@portal/dashboard-kit-testing';
import { describe, expect, it } from 'vitest';
import * as figures from './data.ts';
import { invoiceDataOf, sample } from './sample.ts';

const invoice = rowsLike('i', sample('en', new Date(asOf)).invoices as figures.InvoiceRow[]);

const rows = fixtureTable(invoice, 'status issued_on due_on amount_qar reminders_sent paid_at', [
  ['sent', '2026-03-20', '2026-04-19', 3000, 0, null],
  // Stored as sent but due yesterday: overdue as of today.
  ['sent', '2026-03-01', '2026-03-31', 2000, 1, null],
  ['overdue', '2025-12-01', '2025-12-31', '500.50' as never, 3, null],
  ['paid', '2026-03-05', '2026-04-19', 4000, 0, '2026-03-25T08:00:00Z'],
  ['paid', '2026-01-10', '2026-02-09', 1000, 1, '2026-02-20T08:00:00Z'],
  ['draft', '2026-03-30', '2026-04-19', 9999, 0, null],
  ['cancelled', '2026-03-10', '2026-04-19', 7777, 0, null],
]);
const data = invoiceDataOf(rows, asOf);

describe('invoice collection figures', () => {
  it('reads an outstanding invoice past its due date as overdue, and lists those the longest overdue first', () => {
    const statuses = ['sent', 'overdue', 'overdue', 'paid', 'paid', 'draft', 'cancelled'];
    expect(rows.map((i) => figures.statusOf(i, asOf))).toEqual(statuses);
    expect((data.overdue as figures.InvoiceRow[]).map((i) => i.due_on)).toEqual(['2025-12-31', '2026-03-31']);
  });

  it('counts issued, outstanding, overdue, collected, days sales outstanding and reminders', () => {
    const k = figures.invoiceKpis(data);
    // 20 Mar, 5 Mar and the draft of 30 Mar; 1 Mar is before the 30 days ending 1 April (Doha).
    expect(k).toMatchObject({ issued: { count: 3 }, sent: 2, overdue: 2, paid: { count: 1 }, paidQar: 4000 });
    expect([k.outstandingQar, k.overdueQar, k.remindersSent]).toEqual([5500.5, 2500.5, 5]);
    // 5,500.50 owed against 3,000 + 4,000 invoiced (and sent) in the 30 days.
    expect(k.dso).toBeCloseTo((5500.5 / 7000) * 30);
  });

  it('charts what is owed by age, the share paid after each reminder and the amounts of the last six weeks', () => {
    // Owed by age, up to 30, 60 and 90 days and older: how many invoices, how much.
    const ageing = figures.ageing(data);
    expect(ageing.map((b) => b.count)).toEqual([1, 1, 0, 1]);
    expect(ageing.map((b) => b.total)).toEqual([3000, 2000, 0, 500.5]);
    // After 0, 1, 2 and 3 reminders: the invoices that got that far, and those paid then.
    const reminders = figures.collectionAfterReminders(data);
    expect(reminders.map((r) => r.reached)).toEqual([5, 3, 1, 1]);
    expect(reminders.map((r) => r.converted)).toEqual([1, 1, 0, 0]);
    const weeks = figures.weeklyCollection(data);
    expect(weeks.map((w) => w.invoiced)).toEqual([0, 2000, 4000, 0, 3000, 0]); // sent 1, 5 and 20 Mar
    expect(weeks.map((w) => w.paid)).toEqual([1000, 0, 0, 0, 0, 4000]); // 20 Feb and 25 Mar
  });
});
